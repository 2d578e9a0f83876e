import Foundation
import Testing
import UIKit
import UIKitTesting
import GameplayKit

// Tic-tac-toe as an iOS course writes it: nine buttons, the player taps one for X and a
// GKMinmaxStrategist answers with O. Tapped on a Simulator, the answer read from the buttons.

@MainActor @Suite struct GameplayKitTicTacToeTests {
    final class TicTacToeViewController: UIViewController {
        var buttons: [UIButton] = []
        let board = TicTacToeBoard("---/---/---")
        let strategist = GKMinmaxStrategist()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            strategist.maxLookAheadDepth = 9
            strategist.gameModel = board
            for square in 0..<9 {
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 40 + CGFloat(square % 3) * 100, y: 160 + CGFloat(square / 3) * 100, width: 90, height: 90)
                button.backgroundColor = UIColor(white: 0.92, alpha: 1)
                button.titleLabel?.font = .boldSystemFont(ofSize: 60)
                button.setTitleColor(.systemRed, for: .normal)
                button.tag = square
                button.addTarget(self, action: TicTacToeViewController.squareTapped, for: .touchUpInside)
                view.addSubview(button)
                buttons.append(button)
            }
        }

        func squareTapped(_ sender: UIButton) {
            guard board.squares[sender.tag] == nil, board.winner == nil else { return }
            play(TicTacToeMove(square: sender.tag))
            if let reply = strategist.bestMoveForActivePlayer() as? TicTacToeMove { play(reply) }
        }

        private func play(_ move: TicTacToeMove) {
            buttons[move.square].setTitle(board.current.mark, for: .normal)
            board.apply(move)
        }
    }

    func titles(_ vc: TicTacToeViewController) -> String {
        vc.buttons.map { $0.title(for: .normal) ?? "-" }.joined()
    }

    /// How many points of the button's middle show its red title.
    func redPoints(_ sim: Simulator, in button: UIButton) -> Int {
        let frame = button.convert(button.bounds, to: nil).insetBy(dx: 15, dy: 15)
        var count = 0
        for y in stride(from: frame.minY, to: frame.maxY, by: 1) {
            for x in stride(from: frame.minX, to: frame.maxX, by: 1) {
                let c = sim.color(at: CGPoint(x: x, y: y))
                if c.r > 200 && c.g < 120 && c.b < 120 { count += 1 }
            }
        }
        return count
    }

    @Test func theStrategistAnswersEachTapAndBlocksTheLine() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = TicTacToeViewController()
        sim.rootViewController = vc
        #expect(redPoints(sim, in: vc.buttons[0]) == 0)
        sim.tap(on: vc.buttons[4])
        // X in the centre: the corners hold the draw, and the first of them is taken.
        #expect(titles(vc) == "O---X----")
        #expect(redPoints(sim, in: vc.buttons[0]) > 40, "the O is drawn")
        sim.tap(on: vc.buttons[1])
        // X threatens the middle column: O blocks it at the bottom.
        #expect(titles(vc) == "OX--X--O-")
        #expect(redPoints(sim, in: vc.buttons[7]) > 40)
        sim.tap(on: vc.buttons[1])
        #expect(titles(vc) == "OX--X--O-", "a taken square takes no mark")
    }
}
