@_implementationOnly import CBox2D
import Foundation

/// Joints in the world: made in Box2D once both bodies are in it, their reactions read after each step.
extension SKPhysicsWorld {
    public func add(_ joint: SKPhysicsJoint) {
        guard !joints.contains(where: { $0 === joint }) else { return }
        joints.append(joint)
        makeJointIfReady(joint)
    }

    public func remove(_ joint: SKPhysicsJoint) {
        joints.removeAll { $0 === joint }
        destroy(joint)
    }

    public func removeAllJoints() {
        for j in joints { destroy(j) }
        joints.removeAll()
    }

    /// Makes the Box2D joint when both bodies have theirs.
    func makeJointIfReady(_ joint: SKPhysicsJoint) {
        guard joint.pointer == nil, let a = joint.bodyA.handle?.pointer, let b = joint.bodyB.handle?.pointer else { return }
        let v = BodyHandle.vec
        let m = PhysicsUnits.pointsPerMeter
        switch joint {
        case let pin as SKPhysicsJointPin:
            joint.pointer = ouk_sk_pin_joint_create(worldPointer, a, b, v(pin.anchor), pin.shouldEnableLimits,
                                                    Float(pin.lowerAngleLimit), Float(pin.upperAngleLimit), Float(pin.frictionTorque))
            if pin.rotationSpeed != 0 { ouk_sk_pin_joint_set_motor(joint.pointer, Float(pin.rotationSpeed), Float(pin.frictionTorque)) }
        case let spring as SKPhysicsJointSpring:
            joint.pointer = ouk_sk_spring_joint_create(worldPointer, a, b, v(spring.anchorA), v(spring.anchorB),
                                                       Float(spring.frequency), Float(spring.damping))
        case let fixed as SKPhysicsJointFixed:
            joint.pointer = ouk_sk_fixed_joint_create(worldPointer, a, b, v(fixed.anchor))
        case let slide as SKPhysicsJointSliding:
            joint.pointer = ouk_sk_sliding_joint_create(worldPointer, a, b, v(slide.anchor),
                                                        OUKVec(x: Float(slide.axis.dx), y: Float(slide.axis.dy)), slide.shouldEnableLimits,
                                                        Float(slide.lowerDistanceLimit / m), Float(slide.upperDistanceLimit / m))
        case let limit as SKPhysicsJointLimit:
            joint.pointer = ouk_sk_limit_joint_create(worldPointer, a, b, v(limit.anchorA), v(limit.anchorB), Float(limit.maxLength / m))
        default:
            break
        }
    }

    /// Destroys the Box2D joint (a body leaving the world takes its joints with it in Box2D).
    func destroy(_ joint: SKPhysicsJoint) {
        guard let p = joint.pointer else { return }
        joint.pointer = nil
        ouk_sk_joint_destroy(worldPointer, p)
    }

    /// A body is leaving: Box2D destroys its joints; forget them.
    func forgetJoints(of body: SKPhysicsBody) {
        for j in joints where j.bodyA === body || j.bodyB === body { j.pointer = nil }
    }

    func readReactions(dt: TimeInterval) {
        for j in joints {
            guard let p = j.pointer else { continue }
            let f = ouk_sk_joint_reaction_force(p, Float(dt))
            j.lastReaction = (CGVector(dx: CGFloat(f.x), dy: CGFloat(f.y)), CGFloat(ouk_sk_joint_reaction_torque(p, Float(dt))))
        }
    }
}
