import Testing
import Foundation
import SpriteKit
import UIKitTesting
import FoundationDemo

/// The Gallery's SpriteKit screen, used as a person would: marbles run down into the bins, the
/// windmill turns on its motor, a tap drops a marble where it lands.
@MainActor
@Suite struct MarbleRunTests {
    @Test func marblesRunDownIntoTheBinsPastTheWindmill() throws {
        let sim = Simulator()
        let vc = MarbleRunViewController()
        sim.rootViewController = UINavigationController(rootViewController: vc)
        let scene = try #require(vc.scene)
        #expect(vc.skView.scene === scene && scene.binCounts == [0, 0, 0])
        let windmill = try #require(scene.children.first { $0.physicsBody?.joints.isEmpty == false && $0.children.count == 2 })
        sim.advance(by: 12)
        #expect(scene.binCounts.reduce(0, +) > 0, "marbles reached the bins: \(scene.binCounts)")
        #expect(scene.marblesDropped >= 25, "one every 0.45 s")
        #expect(abs(windmill.zRotation) > 1, "the motor turned the windmill: \(windmill.zRotation)")
        let label = try #require(scene.childNode(withName: "//bin0")?.children.first as? SKLabelNode)
        #expect(label.text == "\(scene.binCounts[0])")

        // A tap drops a marble there.
        let before = scene.marblesDropped
        let point = CGPoint(x: 350, y: 650)
        sim.tap(at: vc.skView.convert(scene.convertPoint(toView: point), to: nil))
        #expect(scene.marblesDropped >= before + 1)
        #expect(scene.children.contains { $0.name == "marble" && abs($0.position.x - point.x) < 2 && abs($0.position.y - point.y) < 15 },
                "a marble just dropped at the tap: \(scene.children.filter { $0.name == "marble" }.map(\.position).suffix(3))")
    }
}
