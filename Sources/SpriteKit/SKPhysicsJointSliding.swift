import Foundation

/// Body B slides along an axis through the anchor, within limits if asked.
@preconcurrency @MainActor open class SKPhysicsJointSliding: SKPhysicsJoint {
    open var anchor: CGPoint = .zero
    open var axis = CGVector(dx: 1, dy: 0)
    open var shouldEnableLimits = false
    /// Points along the axis.
    open var lowerDistanceLimit: CGFloat = 0
    open var upperDistanceLimit: CGFloat = 0

    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint, axis: CGVector) -> SKPhysicsJointSliding {
        let j = SKPhysicsJointSliding(bodyA: bodyA, bodyB: bodyB)
        j.anchor = anchor
        j.axis = axis
        return j
    }
}
