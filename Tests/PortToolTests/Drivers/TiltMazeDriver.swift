// Added to the ported TiltMaze package by PortToolTests: a SpriteKit maze whose ball rolls as the
// device tilts (CoreMotion's accelerometer), built on a tile map; played by tilting the Simulator.
import Foundation
import UIKit
import SpriteKit
import UIKitTesting
import Testing
@testable import TiltMaze

@MainActor @Suite(.serialized) struct TiltMazeDriver {
    @Test func tiltingRollsTheBallThroughTheMazeToTheGoal() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        let view = try #require(delegate.window?.rootViewController?.view as? SKView)
        let scene = try #require(view.scene as? GameScene)
        let start = scene.ball.position
        sim.advance(by: 0.5)
        #expect(scene.ball.position == start, "lying flat, the ball stays")

        // Down the left side is a wall; tip the top edge up: it rolls down to the bottom corridor.
        sim.tilt(pitch: 0.35)
        sim.advance(by: 1.5)
        #expect(scene.ball.position.y < start.y - 40, "rolled down: \(scene.ball.position)")
        #expect(abs(scene.ball.position.x - start.x) < 2, "between the walls")

        // A route: right, up the right side, left, up the left side, right along the top.
        let moves: [(pitch: Double, roll: Double)] = [(0, 0.35), (-0.35, 0), (0, -0.35), (-0.35, 0)]
        for move in moves {
            sim.tilt(pitch: move.pitch, roll: move.roll)
            sim.advance(by: 2)
        }
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-tiltmaze-rolling.png"))
        }
        sim.tilt(pitch: 0, roll: 0.35)
        for _ in 0..<40 where !scene.won { sim.advance(by: 0.1) }
        #expect(scene.won, "reached the goal: \(scene.ball.position)")
        #expect((scene.childNode(withName: "win") as? SKLabelNode)?.text == "You win!")
        sim.advance(by: 0.5)
        #expect(scene.ball.alpha < 0.05, "the ball dropped into the hole")
    }
}
