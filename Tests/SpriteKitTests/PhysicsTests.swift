import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// Box2D under SpriteKit's units and masks, stepped on the virtual clock.
@MainActor
@Suite struct PhysicsTests {
    final class Contacts: SKPhysicsContactDelegate {
        var began: [(String, String, CGPoint, CGFloat)] = []
        var ended: [(String, String)] = []
        func didBegin(_ contact: SKPhysicsContact) {
            began.append((contact.bodyA.node?.name ?? "?", contact.bodyB.node?.name ?? "?", contact.contactPoint, contact.collisionImpulse))
        }
        func didEnd(_ contact: SKPhysicsContact) {
            ended.append((contact.bodyA.node?.name ?? "?", contact.bodyB.node?.name ?? "?"))
        }
    }

    private func ball(_ name: String, at p: CGPoint, radius: CGFloat = 10) -> SKShapeNode {
        let node = SKShapeNode(circleOfRadius: radius)
        node.name = name
        node.position = p
        node.fillColor = .white
        node.physicsBody = SKPhysicsBody(circleOfRadius: radius)
        return node
    }

    @Test func bodiesFallInSpriteKitsUnits() {
        let scene = screenScene()
        let b = ball("ball", at: CGPoint(x: 100, y: 700))
        b.physicsBody?.linearDamping = 0
        scene.addChild(b)
        let body = b.physicsBody!
        #expect(body.friction == 0.2 && body.restitution == 0.2 && body.density == 1 && body.isDynamic)
        #expect(body.categoryBitMask == 0xFFFF_FFFF && body.collisionBitMask == 0xFFFF_FFFF && body.contactTestBitMask == 0)
        // A 150-point square is a square metre.
        #expect(abs(SKPhysicsBody(rectangleOf: CGSize(width: 150, height: 75)).mass - 0.5) < 1e-6)
        #expect(scene.physicsWorld.gravity == CGVector(dx: 0, dy: -9.8))
        let (sim, _) = present(scene)
        sim.advance(by: 0.5)
        // ½ g t² = 0.5 × 9.8 m/s² × 150 points/m × 0.25 s² ≈ 184 points, within a step's worth.
        let fell = 700 - b.position.y
        #expect(abs(fell - 183.75) < 8, "fell \(fell)")
        #expect(abs(body.velocity.dy + 9.8 * 150 * 0.5) < 30, "\(body.velocity.dy) points per second")
        #expect(sim.color(at: screen(100, b.position.y)) == RGBA(r: 255, g: 255, b: 255), "drawn where the body is")

        // An impulse of 1 N·s on a body of m kg changes its speed by 1/m m/s.
        let m = body.mass
        let before = body.velocity
        body.applyImpulse(CGVector(dx: 1, dy: 0))
        #expect(abs(body.velocity.dx - before.dx - 150 / m) < 0.5)
    }

    @Test func contactsFollowTheMasks() {
        let scene = screenScene()
        let contacts = Contacts()
        scene.physicsWorld.contactDelegate = contacts
        let ground = SKSpriteNode(color: .gray, size: CGSize(width: 393, height: 40))
        ground.name = "ground"
        ground.position = CGPoint(x: 196.5, y: 100)
        ground.physicsBody = SKPhysicsBody(rectangleOf: ground.size)
        ground.physicsBody?.isDynamic = false
        ground.physicsBody?.categoryBitMask = 0b10
        scene.addChild(ground)
        // Lands on the ground and says so.
        let lander = ball("lander", at: CGPoint(x: 100, y: 300))
        lander.physicsBody?.categoryBitMask = 0b01
        lander.physicsBody?.contactTestBitMask = 0b10
        scene.addChild(lander)
        // Collides with nothing: falls through, and still says so.
        let ghost = ball("ghost", at: CGPoint(x: 250, y: 300))
        ghost.physicsBody?.categoryBitMask = 0b100
        ghost.physicsBody?.collisionBitMask = 0
        ghost.physicsBody?.contactTestBitMask = 0b10
        scene.addChild(ghost)
        // Lands silently.
        let quiet = ball("quiet", at: CGPoint(x: 350, y: 300))
        quiet.physicsBody?.categoryBitMask = 0b1000
        scene.addChild(quiet)
        let (sim, _) = present(scene)
        sim.advance(by: 2)
        #expect(abs(lander.position.y - 130) < 1.5, "resting on the ground's top (120) by its radius: \(lander.position.y)")
        #expect(abs(quiet.position.y - 130) < 1.5)
        #expect(ghost.position.y < 0, "fell through: \(ghost.position.y)")
        let names = contacts.began.map { Set([$0.0, $0.1]) }
        #expect(names.first == ["lander", "ground"] || names.contains(["lander", "ground"]))
        #expect(names.contains(["ghost", "ground"]))
        #expect(!names.contains { $0.contains("quiet") })
        let landing = contacts.began.first { Set([$0.0, $0.1]) == ["lander", "ground"] }!
        #expect(abs(landing.2.y - 120) < 3 && abs(landing.2.x - 100) < 3, "at the contact point: \(landing.2)")
        #expect(landing.3 > 0, "a collision has an impulse")
        let ghostContact = contacts.began.first { Set([$0.0, $0.1]) == ["ghost", "ground"] }!
        #expect(ghostContact.3 == 0, "a contact without collision has none")
        #expect(contacts.ended.contains { Set([$0.0, $0.1]) == ["ghost", "ground"] }, "the ghost left the ground")
        #expect(lander.physicsBody!.allContactedBodies().map { $0.node?.name } == ["ground"])
        #expect(scene.physicsWorld.body(at: CGPoint(x: 100, y: 130))?.node === lander)
        #expect(scene.physicsWorld.body(alongRayStart: CGPoint(x: 100, y: 800), end: CGPoint(x: 100, y: 0))?.node === lander)
    }

    @Test func anEdgeLoopKeepsBodiesInTheSceneAndRunsTheSameEachTime() {
        func run() -> [CGPoint] {
            let scene = screenScene()
            scene.physicsBody = SKPhysicsBody(edgeLoopFrom: scene.frame)
            var balls: [SKNode] = []
            for i in 0..<12 {
                let b = ball("b\(i)", at: CGPoint(x: 40 + CGFloat(i % 6) * 55, y: 500 + CGFloat(i / 6) * 60), radius: 18)
                b.physicsBody?.restitution = 0.6
                b.physicsBody?.velocity = CGVector(dx: CGFloat(i * 37 % 200) - 100, dy: 0)
                scene.addChild(b)
                balls.append(b)
            }
            let (sim, _) = present(scene)
            sim.advance(by: 3)
            return balls.map(\.position)
        }
        let first = run()
        #expect(first.allSatisfy { $0.x > 0 && $0.x < 393 && $0.y > 0 && $0.y < 852 })
        #expect(first == run(), "the same game on every run")
    }

    @Test func bodiesFollowNodesMovedByTheGame() {
        let scene = screenScene()
        scene.physicsWorld.gravity = .zero
        let paddle = SKSpriteNode(color: .white, size: CGSize(width: 80, height: 10))
        paddle.position = CGPoint(x: 100, y: 100)
        paddle.physicsBody = SKPhysicsBody(rectangleOf: paddle.size)
        paddle.physicsBody?.isDynamic = false
        scene.addChild(paddle)
        let (sim, _) = present(scene)
        paddle.run(.moveTo(x: 300, duration: 0.5))
        sim.advance(by: 0.6)
        #expect(scene.physicsWorld.body(at: CGPoint(x: 300, y: 100))?.node === paddle)
        #expect(scene.physicsWorld.body(at: CGPoint(x: 100, y: 100)) == nil)
        // Scaled nodes have scaled bodies.
        paddle.setScale(2)
        sim.advance(by: 1.0 / 30)
        #expect(scene.physicsWorld.body(at: CGPoint(x: 375, y: 100))?.node === paddle)
    }
}
