import Foundation

/// The bodies move as one, welded at the anchor.
@preconcurrency @MainActor open class SKPhysicsJointFixed: SKPhysicsJoint {
    open var anchor: CGPoint = .zero

    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointFixed {
        let j = SKPhysicsJointFixed(bodyA: bodyA, bodyB: bodyB)
        j.anchor = anchor
        return j
    }
}
