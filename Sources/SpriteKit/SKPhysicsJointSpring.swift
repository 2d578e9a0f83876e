import Foundation

/// A spring between two points of the bodies, at its length when made.
@preconcurrency @MainActor open class SKPhysicsJointSpring: SKPhysicsJoint {
    open var anchorA: CGPoint = .zero
    open var anchorB: CGPoint = .zero
    /// 0 none, 1 critical.
    open var damping: CGFloat = 0
    /// Hertz; 0 makes the spring a rod.
    open var frequency: CGFloat = 0

    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchorA: CGPoint, anchorB: CGPoint) -> SKPhysicsJointSpring {
        let j = SKPhysicsJointSpring(bodyA: bodyA, bodyB: bodyB)
        j.anchorA = anchorA
        j.anchorB = anchorB
        return j
    }
}
