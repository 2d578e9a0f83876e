import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// Effect nodes through Core Image, textures of nodes, the order of contacts, push transitions.
@MainActor
@Suite struct EffectAndTextureTests {
    @Test func anEffectNodeBlursItsChildren() {
        let scene = screenScene()
        let effect = SKEffectNode()
        let blur = CIFilter(name: "CIGaussianBlur")!
        blur.setValue(6, forKey: kCIInputRadiusKey)
        effect.filter = blur
        effect.position = CGPoint(x: 200, y: 400)
        effect.addChild(SKSpriteNode(color: .white, size: CGSize(width: 60, height: 60)))
        scene.addChild(effect)
        let sharp = SKSpriteNode(color: .white, size: CGSize(width: 60, height: 60))
        sharp.position = CGPoint(x: 100, y: 200)
        scene.addChild(sharp)
        let (sim, _) = present(scene)
        #expect(sim.color(at: screen(200, 400)).r > 250, "the middle stays white")
        // At the edge the blur spreads the square: half-lit where the sharp square is all or nothing.
        let edge = sim.color(at: screen(230, 400)).r
        #expect(edge > 80 && edge < 180, "blurred edge: \(edge)")
        let outside = sim.color(at: screen(232, 400)).r
        #expect(outside > 5, "light spills past the square: \(outside)")
        #expect(sim.color(at: screen(136, 200)) == black && sim.color(at: screen(128, 200)).r > 250, "the sibling is sharp")
        effect.shouldEnableEffects = false
        sim.advance(by: 1.0 / 60)
        #expect(sim.color(at: screen(232, 400)) == black, "effects off: drawn as they are")
    }

    @Test func aViewMakesTexturesOfNodes() throws {
        let scene = screenScene()
        let badge = SKShapeNode(circleOfRadius: 20)
        badge.fillColor = .red
        badge.strokeColor = .clear
        let dot = SKSpriteNode(color: .blue, size: CGSize(width: 10, height: 10))
        dot.position = CGPoint(x: 0, y: 12)
        badge.addChild(dot)
        scene.addChild(badge)
        let (_, view) = present(scene)
        let texture = try #require(view.texture(from: badge))
        #expect(abs(texture.size().width - 40) < 1.5 && abs(texture.size().height - 40) < 1.5, "\(texture.size())")
        let image = texture.cgImage()
        let px = image.premultipliedRGBAForTests()
        func at(_ x: Int, _ y: Int) -> [UInt8] { let o = (y * image.width + x) * 4; return Array(px[o..<(o + 4)]) }
        let mid = image.width / 2
        #expect(at(mid, image.height * 3 / 4) == [255, 0, 0, 255], "the circle's lower half is red")
        // The child is in it, above the centre (rows go down in the image).
        #expect(at(mid, image.height / 2 - Int(12 * UIScreen.main.scale)) == [0, 0, 255, 255])
        #expect(at(1, 1)[3] == 0, "outside the circle is transparent")
        // A sprite of the texture draws the same badge.
        let copy = SKSpriteNode(texture: texture)
        copy.position = CGPoint(x: 300, y: 300)
        scene.addChild(copy)
    }

    final class Order: SKPhysicsContactDelegate {
        var log: [String] = []
        func didBegin(_ contact: SKPhysicsContact) { log.append("begin " + names(contact)) }
        func didEnd(_ contact: SKPhysicsContact) { log.append("end " + names(contact)) }
        private func names(_ c: SKPhysicsContact) -> String {
            [c.bodyA.node?.name ?? "?", c.bodyB.node?.name ?? "?"].filter { $0 != "ball" }.joined()
        }
    }

    @Test func contactsComeInTheOrderTheyHappen() {
        let scene = screenScene()
        let order = Order()
        scene.physicsWorld.contactDelegate = order
        for (i, y) in [600, 450, 300].enumerated() {
            let gate = SKSpriteNode(color: .gray, size: CGSize(width: 200, height: 10))
            gate.name = "gate\(i)"
            gate.position = CGPoint(x: 200, y: CGFloat(y))
            gate.physicsBody = SKPhysicsBody(rectangleOf: gate.size)
            gate.physicsBody?.isDynamic = false
            gate.physicsBody?.categoryBitMask = 2
            scene.addChild(gate)
        }
        let ball = SKShapeNode(circleOfRadius: 8)
        ball.name = "ball"
        ball.position = CGPoint(x: 200, y: 750)
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 8)
        ball.physicsBody?.collisionBitMask = 0
        ball.physicsBody?.contactTestBitMask = 2
        scene.addChild(ball)
        let (sim, _) = present(scene)
        sim.advance(by: 2)
        #expect(order.log == ["begin gate0", "end gate0", "begin gate1", "end gate1", "begin gate2", "end gate2"], "\(order.log)")
    }

    @Test func aPushTransitionSlidesTheNewSceneIn() {
        let first = screenScene()
        first.backgroundColor = .red
        let (sim, view) = present(first)
        let second = screenScene()
        second.backgroundColor = .blue
        view.presentScene(second, transition: .push(with: .left, duration: 1))
        sim.advance(by: 0.5)
        // Half way: the old scene has moved half off to the left, the new one fills the right half.
        #expect(sim.color(at: CGPoint(x: 100, y: 400)) == red)
        #expect(sim.color(at: CGPoint(x: 300, y: 400)) == blue)
        sim.advance(by: 0.6)
        #expect(sim.color(at: CGPoint(x: 100, y: 400)) == blue)
    }
}
