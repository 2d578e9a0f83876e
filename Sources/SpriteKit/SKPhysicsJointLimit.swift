import Foundation

/// A rope: the two points stay no further apart than `maxLength` (their distance when made).
@preconcurrency @MainActor open class SKPhysicsJointLimit: SKPhysicsJoint {
    open var anchorA: CGPoint = .zero
    open var anchorB: CGPoint = .zero
    open var maxLength: CGFloat = 0

    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchorA: CGPoint, anchorB: CGPoint) -> SKPhysicsJointLimit {
        let j = SKPhysicsJointLimit(bodyA: bodyA, bodyB: bodyB)
        j.anchorA = anchorA
        j.anchorB = anchorB
        j.maxLength = hypot(anchorB.x - anchorA.x, anchorB.y - anchorA.y)
        return j
    }
}
