import Foundation

/// Two bodies touching: where (scene coordinates), along which normal, and how hard.
@preconcurrency @MainActor open class SKPhysicsContact: NSObject {
    public let bodyA: SKPhysicsBody
    public let bodyB: SKPhysicsBody
    public let contactPoint: CGPoint
    /// From body A towards body B.
    public let contactNormal: CGVector
    /// The impulse of the collision, in newton-seconds (0 where the bodies do not collide).
    public let collisionImpulse: CGFloat

    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, point: CGPoint, normal: CGVector, impulse: CGFloat) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        contactPoint = point
        contactNormal = normal
        collisionImpulse = impulse
        super.init()
    }
}
