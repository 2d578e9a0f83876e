import Foundation

/// The bodies turn about one shared point, within limits and against friction if asked.
@preconcurrency @MainActor open class SKPhysicsJointPin: SKPhysicsJoint {
    open var anchor: CGPoint = .zero
    open var shouldEnableLimits = false
    /// Radians.
    open var lowerAngleLimit: CGFloat = 0
    open var upperAngleLimit: CGFloat = 0
    /// Newton-metres the pin resists turning with.
    open var frictionTorque: CGFloat = 0
    /// Radians per second the pin turns body B at, as a motor.
    open var rotationSpeed: CGFloat = 0

    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointPin {
        let j = SKPhysicsJointPin(bodyA: bodyA, bodyB: bodyB)
        j.anchor = anchor
        return j
    }
}
