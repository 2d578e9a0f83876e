import Foundation

/// Two bodies held together: add a joint's subclass (pin, spring, fixed, sliding, limit) to the
/// scene's physics world once both bodies' nodes are in the scene. Anchors are in scene points.
@preconcurrency @MainActor open class SKPhysicsJoint: NSObject {
    open var bodyA: SKPhysicsBody
    open var bodyB: SKPhysicsBody
    /// The Box2D joint while the joint is in a world.
    var pointer: OpaquePointer?
    /// The force and torque of the last step, read when it ends.
    var lastReaction: (CGVector, CGFloat) = (.zero, 0)

    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        super.init()
    }

    /// Newtons the joint exerted on body B in the last step.
    open var reactionForce: CGVector { lastReaction.0 }
    /// Newton-metres the joint exerted on body B in the last step.
    open var reactionTorque: CGFloat { lastReaction.1 }
}
