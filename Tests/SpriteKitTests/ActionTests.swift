import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// Actions on the device's virtual clock: sampled mid-way against their timing curves, composed
/// in sequences, groups and repeats, keyed, reversed, sped up, and finishing with completions.
@MainActor
@Suite struct ActionTests {
    /// A node in a presented scene, and the device. An action run now first steps in the next
    /// frame, with no time; each frame after adds a 60th of a second.
    private func stage() -> (Simulator, SKScene, SKSpriteNode) {
        let scene = screenScene()
        let node = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        scene.addChild(node)
        let (sim, _) = present(scene)
        return (sim, scene, node)
    }

    @Test func movesFollowTheirTimingCurves() {
        let (sim, _, node) = stage()
        node.run(SKAction.moveBy(x: 120, y: 0, duration: 1))
        sim.runFrame()
        #expect(node.position.x == 0, "the first step takes no time")
        sim.advance(by: 0.5)
        #expect(abs(node.position.x - 60) < 0.01, "linear: half way at half time (\(node.position.x))")
        sim.advance(by: 0.5)
        #expect(node.position.x == 120 && !node.hasActions())

        for mode in [SKActionTimingMode.easeIn, .easeOut, .easeInEaseOut] {
            node.position = .zero
            let move = SKAction.moveTo(x: 100, duration: 1)
            move.timingMode = mode
            node.run(move)
            sim.runFrame()
            sim.advance(by: 0.25)
            let name: CAMediaTimingFunctionName = mode == .easeIn ? .easeIn : mode == .easeOut ? .easeOut : .easeInEaseOut
            let expected = 100 * CAMediaTimingFunction(name: name).evaluate(0.25)
            #expect(abs(Double(node.position.x) - expected) < 0.05, "\(mode): \(node.position.x) against \(expected)")
            sim.advance(by: 0.75)
            #expect(node.position.x == 100)
        }

        // A timing function after the mode: quadratic.
        node.position = .zero
        let fall = SKAction.moveTo(y: -100, duration: 1)
        fall.timingFunction = { $0 * $0 }
        node.run(fall)
        sim.runFrame()
        sim.advance(by: 0.5)
        #expect(abs(node.position.y + 25) < 0.01)
    }

    @Test func sequencesGroupsAndRepeatsHandOnTheirTime() {
        let (sim, _, node) = stage()
        var log: [String] = []
        let step = SKAction.sequence([
            .moveBy(x: 10, y: 0, duration: 0.5),
            .run { log.append("half") },
            .group([.moveBy(x: 0, y: 20, duration: 0.25), .rotate(byAngle: .pi, duration: 0.5)]),
            .wait(forDuration: 0.5),
        ])
        #expect(abs(step.duration - 1.5) < 1e-9)
        node.run(.repeat(step, count: 2)) { log.append("done") }
        sim.runFrame()
        sim.advance(by: 0.75)
        #expect(log == ["half"])
        #expect(abs(node.position.x - 10) < 1e-6 && abs(node.position.y - 20) < 1e-6)
        #expect(abs(node.zRotation - .pi / 2) < 1e-6)
        sim.advance(by: 2.25)
        #expect(log == ["half", "half", "done"])
        #expect(abs(node.position.x - 20) < 1e-6 && abs(node.position.y - 40) < 1e-6)
        #expect(abs(node.zRotation - 2 * .pi) < 1e-6)
    }

    @Test func keysReplaceAndRemoveActions() {
        let (sim, _, node) = stage()
        node.run(.repeatForever(.moveBy(x: 60, y: 0, duration: 1)), withKey: "walk")
        sim.runFrame()
        sim.advance(by: 0.5)
        #expect(node.action(forKey: "walk") != nil)
        node.run(.moveBy(x: 0, y: 60, duration: 1), withKey: "walk")
        sim.runFrame()
        sim.advance(by: 0.5)
        #expect(abs(node.position.x - 30) < 0.01 && abs(node.position.y - 30) < 0.01, "the new walk replaced the old")
        node.removeAction(forKey: "walk")
        sim.advance(by: 0.5)
        #expect(abs(node.position.y - 30) < 0.01 && !node.hasActions())
    }

    @Test func reversedActionsUndoAndSpeedScalesTime() {
        let (sim, _, node) = stage()
        let grow = SKAction.scale(by: 2, duration: 0.5)
        node.run(.sequence([grow, grow.reversed(), .fadeOut(withDuration: 0.5), SKAction.fadeOut(withDuration: 0.5).reversed()]))
        sim.runFrame()
        sim.advance(by: 0.5)
        #expect(abs(node.xScale - 2) < 1e-6)
        sim.advance(by: 0.5)
        #expect(abs(node.xScale - 1) < 1e-6)
        sim.advance(by: 0.5)
        #expect(node.alpha < 1e-6)
        sim.advance(by: 0.5)
        #expect(abs(node.alpha - 1) < 1e-6)

        node.position = .zero
        node.speed = 2
        node.run(.moveBy(x: 100, y: 0, duration: 1))
        sim.runFrame()
        sim.advance(by: 0.25)
        #expect(abs(node.position.x - 50) < 0.01, "twice as fast")
        node.isPaused = true
        sim.advance(by: 0.25)
        #expect(abs(node.position.x - 50) < 0.01, "paused")
        node.isPaused = false
        sim.advance(by: 0.25)
        #expect(abs(node.position.x - 100) < 0.01)
    }

    @Test func actionsChangeTreesTexturesAndColours() {
        let (sim, scene, node) = stage()
        let textures = [UIColor.red, .green, .blue].map { c -> SKTexture in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in
                c.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            return SKTexture(image: image)
        }
        node.run(.animate(with: textures, timePerFrame: 0.1))
        sim.runFrame()
        #expect(node.texture === textures[0])
        sim.advance(by: 0.15)
        #expect(node.texture === textures[1])
        sim.advance(by: 0.1)
        #expect(node.texture === textures[2])

        node.texture = nil
        node.color = .white
        node.run(.colorize(with: .red, colorBlendFactor: 1, duration: 0.5))
        sim.runFrame()
        sim.advance(by: 0.25)
        var g: CGFloat = 0
        node.color.getRed(nil, green: &g, blue: nil, alpha: nil)
        #expect(abs(g - 0.5) < 0.01 && abs(node.colorBlendFactor - 0.5) < 0.01)

        let child = SKNode()
        child.name = "child"
        node.addChild(child)
        node.run(.sequence([.wait(forDuration: 0.2), .run(.moveBy(x: 5, y: 0, duration: 0), onChildWithName: "child"),
                            .wait(forDuration: 0.1), .removeFromParent()]))
        sim.runFrame()
        sim.advance(by: 0.25)
        #expect(child.position.x == 5)
        #expect(node.parent === scene)
        sim.advance(by: 0.1)
        #expect(node.parent == nil)
    }

    @Test func waitRangesAreTheSameOnEveryRun() {
        func times() -> [TimeInterval] {
            let (sim, _, node) = stage()
            var at: [TimeInterval] = []
            let start = sim.now
            node.run(.repeat(.sequence([.wait(forDuration: 0.5, withRange: 0.4), .run { at.append(sim.now - start) }]), count: 4))
            sim.advance(by: 3)
            return at
        }
        let first = times()
        #expect(first.count == 4)
        #expect(first == times())
        let gaps = zip(first.dropFirst(), first).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 > 0.28 && $0 < 0.72 }, "\(gaps)")
        #expect(Set(gaps.map { ($0 * 60).rounded() }).count > 1, "the waits vary")
    }

    @Test func soundsPlayAndCanBeWaitedFor() {
        let (sim, _, node) = stage()
        let pop = SKAction.playSoundFileNamed("pop.wav", waitForCompletion: true)
        #expect(abs(pop.duration - 0.25) < 0.001, "as long as the sound: \(pop.duration)")
        #expect(SKAction.playSoundFileNamed("pop.wav", waitForCompletion: false).duration == 0)
        #expect(SKAction.playSoundFileNamed("nothing.wav", waitForCompletion: true).duration == 0, "a missing sound takes no time")
        var done = false
        node.run(pop) { done = true }
        sim.runFrame()
        sim.advance(by: 0.2)
        #expect(!done)
        sim.advance(by: 0.1)
        #expect(done)
    }
}
