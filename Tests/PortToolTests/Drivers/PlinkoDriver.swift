// Added to the ported Plinko package by PortToolTests: a Swift 4 SpriteKit chapter game
// (storyboard from Xcode 9, the view an SKView) launched from its Info.plist and played.
import Foundation
import UIKit
import SpriteKit
import UIKitTesting
import Testing
@testable import Plinko

@MainActor @Suite(.serialized) struct PlinkoDriver {
    @Test func ballsDroppedByTapsLandInSlotsAndScore() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        let vc = try #require(delegate.window?.rootViewController as? GameViewController)
        let view = try #require(vc.view as? SKView)
        let scene = try #require(view.scene as? GameScene)
        #expect(scene.size == view.bounds.size, "resizeFill: the scene is the view's size")
        #expect(scene.scoreLabel.text == "Score: 0" && scene.ballsLeftLabel.text == "Balls: 5")

        // Three balls, dropped where the player taps.
        for x in [60.0, 200.0, 330.0] {
            sim.tap(at: CGPoint(x: x, y: 300))
            sim.advance(by: 0.4)
        }
        #expect(scene.ballsLeft == 2 && scene.ballsLeftLabel.text == "Balls: 2")
        let falling = scene.children.filter { $0.name == "ball" }
        #expect(falling.count == 3, "three balls in play")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-plinko-falling.png"))
        }
        sim.advance(by: 8)
        #expect(scene.landings.count == 3, "each ball landed in a slot: \(scene.landings)")
        let expected = scene.landings.reduce(0) { $0 + ($1 == "good" ? 1 : -1) }
        #expect(scene.score == expected && scene.scoreLabel.text == "Score: \(expected)")
        #expect(!scene.children.contains { $0.name == "ball" }, "landed balls are taken away")
    }
}
