import Foundation
import GameplayKit

// Tic-tac-toe as iOS courses model it for GKMinmaxStrategist: a player class, a move class and
// a board that is the game model. Used by the strategist tests and the Simulator game.

final class TicTacToePlayer: NSObject, GKGameModelPlayer {
    let playerId: Int
    let mark: String

    init(playerId: Int, mark: String) {
        self.playerId = playerId
        self.mark = mark
    }
}

final class TicTacToeMove: NSObject, GKGameModelUpdate {
    var value = 0
    let square: Int

    init(square: Int) {
        self.square = square
    }
}

final class TicTacToeBoard: NSObject, GKGameModel {
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]

    let allPlayers: [TicTacToePlayer]
    var squares: [String?] = Array(repeating: nil, count: 9)
    var current: TicTacToePlayer

    init(players: [TicTacToePlayer]) {
        allPlayers = players
        current = players[0]
    }

    /// A board from a picture such as "XO-/-X-/---", X to move unless told.
    convenience init(_ picture: String, next: String = "X") {
        self.init(players: [TicTacToePlayer(playerId: 0, mark: "X"), TicTacToePlayer(playerId: 1, mark: "O")])
        squares = picture.filter { $0 != "/" }.map { $0 == "-" ? nil : String($0) }
        current = allPlayers.first { $0.mark == next }!
    }

    var players: [GKGameModelPlayer]? { allPlayers }
    var activePlayer: GKGameModelPlayer? { current }

    var winner: String? {
        for line in Self.lines {
            if let mark = squares[line[0]], squares[line[1]] == mark, squares[line[2]] == mark { return mark }
        }
        return nil
    }

    func copy(with zone: NSZone? = nil) -> Any {
        let copy = TicTacToeBoard(players: allPlayers)
        copy.setGameModel(self)
        return copy
    }

    func setGameModel(_ gameModel: GKGameModel) {
        guard let board = gameModel as? TicTacToeBoard else { return }
        squares = board.squares
        current = board.current
    }

    func gameModelUpdates(for player: GKGameModelPlayer) -> [GKGameModelUpdate]? {
        guard winner == nil else { return nil }
        let moves = squares.indices.filter { squares[$0] == nil }.map { TicTacToeMove(square: $0) }
        return moves.isEmpty ? nil : moves
    }

    func apply(_ gameModelUpdate: GKGameModelUpdate) {
        guard let move = gameModelUpdate as? TicTacToeMove else { return }
        squares[move.square] = current.mark
        current = allPlayers.first { $0 !== current }!
    }

    func isWin(for player: GKGameModelPlayer) -> Bool {
        winner == (player as? TicTacToePlayer)?.mark
    }

    func score(for player: GKGameModelPlayer) -> Int {
        guard let winner else { return 0 }
        return winner == (player as? TicTacToePlayer)?.mark ? 1000 : -1000
    }
}
