import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// The frame's callbacks in SpriteKit's order, the delegate's in place of the scene's, and
/// touches delivered to nodes with their locations in the scene.
@MainActor
@Suite struct FrameAndTouchTests {
    final class LoggingScene: SKScene {
        var log: [String] = []
        var touched: [CGPoint] = []
        override func didMove(to view: SKView) { log.append("didMove") }
        override func update(_ currentTime: TimeInterval) { log.append("update") }
        override func didEvaluateActions() { log.append("actions") }
        override func didSimulatePhysics() { log.append("physics") }
        override func didApplyConstraints() { log.append("constraints") }
        override func didFinishUpdate() { log.append("finish") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            touched += touches.map { $0.location(in: self) }
        }
    }

    final class UpdateOnly: SKSceneDelegate {
        var updates = 0
        func update(_ currentTime: TimeInterval, for scene: SKScene) { updates += 1 }
    }

    @Test func eachFrameCallsTheSceneInSpriteKitsOrder() {
        let scene = LoggingScene(size: CGSize(width: 393, height: 852))
        let (sim, view) = present(scene)
        #expect(scene.log.first == "didMove")
        #expect(scene.view === view)
        scene.log.removeAll()
        scene.run(.repeatForever(.run { scene.log.append("action") }))
        sim.advance(by: 0.1)
        let frame = ["update", "action", "actions", "physics", "constraints", "finish"]
        #expect(scene.log.count % frame.count == 0 && scene.log.count >= frame.count * 5, "\(scene.log.count) calls")
        #expect(Array(scene.log.prefix(frame.count)) == frame)
        #expect(Array(scene.log.suffix(frame.count)) == frame)

        // A delegate's update replaces the scene's; the scene keeps the others.
        let delegate = UpdateOnly()
        scene.delegate = delegate
        scene.log.removeAll()
        sim.advance(by: 0.1)
        #expect(delegate.updates >= 5)
        #expect(!scene.log.contains("update") && scene.log.contains("finish"))

        // A paused view runs no frames.
        view.isPaused = true
        scene.log.removeAll()
        sim.advance(by: 0.1)
        #expect(scene.log.isEmpty)
    }

    @Test func touchesGoToTheNodeUnderThemWithSceneLocations() {
        final class Button: SKSpriteNode {
            var taps: [CGPoint] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                taps += touches.map { $0.location(in: self) }
            }
        }
        let scene = LoggingScene(size: CGSize(width: 393, height: 852))
        let button = Button(color: .red, size: CGSize(width: 60, height: 40))
        button.position = CGPoint(x: 100, y: 200)
        scene.addChild(button)
        let (sim, _) = present(scene)
        sim.tap(at: screen(300, 500))
        #expect(scene.touched == [CGPoint(x: 300, y: 500)], "the scene's own coordinates, y up")
        sim.tap(at: screen(110, 205))
        #expect(scene.touched.last == CGPoint(x: 110, y: 205), "a node that takes no touches lets them through to the scene")
        scene.touched.removeAll()
        button.isUserInteractionEnabled = true
        sim.tap(at: screen(110, 205))
        #expect(button.taps == [CGPoint(x: 10, y: 5)], "in the button's coordinates")
        #expect(scene.touched.isEmpty)
        #expect(scene.nodes(at: CGPoint(x: 110, y: 205)) == [button])
        // A label on the button takes no touches: they go to the button under it.
        let caption = SKLabelNode(text: "OK")
        caption.fontSize = 20
        caption.zPosition = 1
        button.addChild(caption)
        sim.tap(at: screen(100, 205))
        #expect(button.taps.last == CGPoint(x: 0, y: 5) && button.taps.count == 2)
        #expect(scene.atPoint(CGPoint(x: 10, y: 10)) === scene)
    }

    @Test func presentingAnotherSceneWithATransition() {
        let first = LoggingScene(size: CGSize(width: 393, height: 852))
        first.backgroundColor = .red
        let (sim, view) = present(first)
        let second = LoggingScene(size: CGSize(width: 393, height: 852))
        second.backgroundColor = .blue
        view.presentScene(second, transition: .crossFade(withDuration: 1))
        #expect(second.log == ["didMove"] && view.scene === second)
        sim.advance(by: 0.5)
        let mid = sim.color(at: CGPoint(x: 200, y: 400))
        #expect(mid.r > 90 && mid.r < 165 && mid.b > 90 && mid.b < 165, "half way: \(mid)")
        #expect(!second.log.contains("update"), "the incoming scene waits for the transition")
        sim.advance(by: 0.6)
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue)
        #expect(second.log.contains("update"))
    }
}
