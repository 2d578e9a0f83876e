import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// Joints holding bodies together, fields pushing them, and actions along paths and on bodies.
@MainActor
@Suite struct JointAndFieldTests {
    private func box(_ name: String, at p: CGPoint, dynamic: Bool = true) -> SKSpriteNode {
        let node = SKSpriteNode(color: .white, size: CGSize(width: 20, height: 20))
        node.name = name
        node.position = p
        node.physicsBody = SKPhysicsBody(rectangleOf: node.size)
        node.physicsBody?.isDynamic = dynamic
        return node
    }

    @Test func aPinnedPendulumSwingsAroundItsAnchor() {
        let scene = screenScene()
        let anchor = box("anchor", at: CGPoint(x: 200, y: 600), dynamic: false)
        let bob = box("bob", at: CGPoint(x: 300, y: 600))
        scene.addChild(anchor)
        scene.addChild(bob)
        let (sim, _) = present(scene)
        let pin = SKPhysicsJointPin.joint(withBodyA: anchor.physicsBody!, bodyB: bob.physicsBody!, anchor: anchor.position)
        scene.physicsWorld.add(pin)
        #expect(bob.physicsBody!.joints.count == 1)
        var lowest = CGFloat.infinity, leftmost = CGFloat.infinity
        for _ in 0..<10 {
            sim.advance(by: 0.1)
            let r = hypot(bob.position.x - 200, bob.position.y - 600)
            #expect(abs(r - 100) < 2, "the bob stays 100 points from the pin: \(r)")
            lowest = min(lowest, bob.position.y)
            leftmost = min(leftmost, bob.position.x)
        }
        #expect(lowest < 510, "it swung down through the bottom: \(lowest)")
        #expect(leftmost < 150, "and up the other side: \(leftmost)")
        #expect(pin.reactionForce.dy > 0, "the pin holds the bob up")
        scene.physicsWorld.remove(pin)
        let y = bob.position.y
        sim.advance(by: 0.3)
        #expect(bob.position.y < y - 20, "free again, it falls")
    }

    @Test func aLimitJointIsARopeAndASpringPulls() {
        let scene = screenScene()
        scene.physicsWorld.gravity = .zero
        let a = box("a", at: CGPoint(x: 100, y: 400), dynamic: false)
        let b = box("b", at: CGPoint(x: 150, y: 400))
        scene.addChild(a)
        scene.addChild(b)
        let c = box("c", at: CGPoint(x: 100, y: 200), dynamic: false)
        let d = box("d", at: CGPoint(x: 200, y: 200))
        scene.addChild(c)
        scene.addChild(d)
        let (sim, _) = present(scene)
        scene.physicsWorld.add(SKPhysicsJointLimit.joint(withBodyA: a.physicsBody!, bodyB: b.physicsBody!, anchorA: a.position, anchorB: b.position))
        let spring = SKPhysicsJointSpring.joint(withBodyA: c.physicsBody!, bodyB: d.physicsBody!, anchorA: c.position, anchorB: d.position)
        spring.frequency = 2
        spring.damping = 0.5
        scene.physicsWorld.add(spring)
        b.physicsBody?.velocity = CGVector(dx: 300, dy: 0)
        d.physicsBody?.velocity = CGVector(dx: 300, dy: 0)
        sim.advance(by: 0.5)
        #expect(hypot(b.position.x - 100, b.position.y - 400) < 51, "the rope stops it at 50 points")
        sim.advance(by: 3)
        #expect(abs(d.position.x - 200) < 5, "the spring brings it back to its length: \(d.position.x)")
    }

    @Test func fieldsPushBodiesInTheirRegion() {
        let scene = screenScene()
        scene.physicsWorld.gravity = .zero
        let inside = box("inside", at: CGPoint(x: 100, y: 400))
        inside.physicsBody?.linearDamping = 0
        let outside = box("outside", at: CGPoint(x: 300, y: 400))
        scene.addChild(inside)
        scene.addChild(outside)
        let wind = SKFieldNode.linearGravityField(withVector: vector_float3(1, 0, 0))
        wind.position = CGPoint(x: 100, y: 400)
        wind.region = SKRegion(radius: 100)
        wind.strength = 2
        scene.addChild(wind)
        let (sim, _) = present(scene)
        sim.advance(by: 0.5)
        // 2 m/s² for half a second: 0.25 m, 37.5 points (it leaves no region in that time).
        #expect(abs(inside.position.x - 100 - 37.5) < 3, "\(inside.position.x)")
        #expect(outside.position.x == 300)
        outside.physicsBody?.fieldBitMask = 0
        inside.physicsBody?.fieldBitMask = 0
        let v = inside.physicsBody!.velocity.dx
        sim.advance(by: 0.2)
        #expect(abs(inside.physicsBody!.velocity.dx - v) < 0.5, "a body whose mask misses the field's category is not pushed")

        let well = SKFieldNode.radialGravityField()
        well.position = CGPoint(x: 300, y: 200)
        scene.addChild(well)
        let moon = box("moon", at: CGPoint(x: 300, y: 300))
        scene.addChild(moon)
        sim.advance(by: 0.3)
        #expect(moon.position.y < 295 && abs(moon.position.x - 300) < 0.5, "pulled towards the well")
    }

    @Test func followingAPathAtAnEvenPace() {
        let scene = screenScene()
        let node = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        node.position = CGPoint(x: 100, y: 100)
        scene.addChild(node)
        let (sim, _) = present(scene)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        node.run(.follow(path, speed: 100))
        sim.runFrame()
        sim.advance(by: 0.5)
        #expect(abs(node.position.x - 150) < 0.01 && abs(node.position.y - 100) < 0.01)
        #expect(abs(node.zRotation) < 1e-6, "facing along the first leg")
        sim.advance(by: 1)
        #expect(abs(node.position.x - 200) < 0.01 && abs(node.position.y - 150) < 0.01)
        #expect(abs(node.zRotation - .pi / 2) < 1e-6)
        sim.advance(by: 0.6)
        #expect(!node.hasActions() && abs(node.position.y - 200) < 0.01)
    }

    final class Spawner: SKScene {
        var spawned = 0
        func spawn() { spawned += 1 }
    }

    @Test func performCallsTheTargetsMethod() {
        let scene = Spawner(size: CGSize(width: 393, height: 852))
        let (sim, _) = present(scene)
        scene.run(.repeatForever(.sequence([.perform(Selector(Spawner.spawn), onTarget: scene), .wait(forDuration: 0.5)])))
        sim.advance(by: 1.1)
        #expect(scene.spawned == 3)
    }
}

/// Constraints applied after actions and physics, each frame.
@MainActor
@Suite struct ConstraintTests {
    @Test func constraintsKeepNodesInRangeAndFacingTheirTarget() {
        let scene = screenScene()
        let turret = SKSpriteNode(color: .white, size: CGSize(width: 30, height: 10))
        turret.position = CGPoint(x: 100, y: 100)
        let target = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        target.position = CGPoint(x: 200, y: 200)
        scene.addChild(turret)
        scene.addChild(target)
        turret.constraints = [SKConstraint.orient(to: target, offset: SKRange(constantValue: 0))]
        let leashed = SKSpriteNode(color: .blue, size: CGSize(width: 10, height: 10))
        leashed.position = CGPoint(x: 300, y: 100)
        leashed.constraints = [SKConstraint.distance(SKRange(upperLimit: 50), to: target),
                               SKConstraint.positionX(SKRange(lowerLimit: 0, upperLimit: 220))]
        scene.addChild(leashed)
        let (sim, _) = present(scene)
        sim.advance(by: 1.0 / 60)
        #expect(abs(turret.zRotation - .pi / 4) < 1e-6, "facing the target")
        let d = hypot(leashed.position.x - 200, leashed.position.y - 200)
        #expect(d <= 50 + 1e-6 && abs(leashed.position.x - 220) < 1e-6, "pulled to 50 points, then back to x 220, in order")
        target.run(.moveTo(y: 100, duration: 0.5))
        sim.advance(by: 0.6)
        #expect(abs(turret.zRotation) < 1e-6, "followed the target round")
        turret.constraints?.first?.enabled = false
        target.position = CGPoint(x: 100, y: 300)
        sim.advance(by: 1.0 / 60)
        #expect(abs(turret.zRotation) < 1e-6, "a disabled constraint does nothing")
    }
}
