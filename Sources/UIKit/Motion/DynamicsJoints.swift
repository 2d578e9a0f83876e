import Foundation
@_implementationOnly import CBox2D

/// The joints behaviours make, in points and UIKit's terms, over CBox2D's in metres.
@MainActor enum DynamicsJoints {
    private static func m(_ p: CGPoint) -> OUKVec { DynamicsWorld.metres(p) }
    private static func m(_ length: CGFloat) -> Float { Float(length / DynamicsWorld.pointsPerMetre) }

    /// A static body at a point: the fixed end of an attachment to an anchor.
    static func anchorBody(in world: DynamicsWorld, at p: CGPoint) -> OpaquePointer {
        ouk_body_create(world.handle, true, m(p), 0)
    }

    static func moveAnchorBody(_ body: OpaquePointer, to p: CGPoint) {
        ouk_body_set_transform(body, m(p), 0)
    }

    static func destroyAnchorBody(_ body: OpaquePointer, in world: DynamicsWorld) {
        ouk_body_destroy(world.handle, body)
    }

    /// A spring (frequency > 0) or a rod between two points, free between `range` if it has one.
    static func distance(in world: DynamicsWorld, _ a: OpaquePointer, _ b: OpaquePointer, from pa: CGPoint, to pb: CGPoint,
                         length: CGFloat, range: ClosedRange<CGFloat>?, frequency: CGFloat, ratio: CGFloat,
                         collideConnected: Bool = false) -> OpaquePointer {
        let r = range ?? length...length
        return ouk_distance_joint_create(world.handle, a, b, m(pa), m(pb), m(length), m(r.lowerBound), m(r.upperBound),
                                         Float(frequency), Float(ratio), collideConnected)
    }

    static func setDistance(_ j: OpaquePointer, length: CGFloat, range: ClosedRange<CGFloat>?, frequency: CGFloat, ratio: CGFloat) {
        let r = range ?? length...length
        ouk_distance_joint_set(j, m(length), m(r.lowerBound), m(r.upperBound), Float(frequency), Float(ratio))
    }

    /// Pulls a body's centre to a point with a spring strong enough for any item (a snap).
    static func target(in world: DynamicsWorld, body: DynamicBody, at p: CGPoint, frequency: CGFloat, ratio: CGFloat) -> OpaquePointer {
        ouk_target_joint_create(world.handle, world.ground, body.handle, m(p), Float(1000 * max(body.mass, 0.01)),
                                Float(frequency), Float(ratio))
    }

    static func setTarget(_ j: OpaquePointer, body: DynamicBody, at p: CGPoint, frequency: CGFloat, ratio: CGFloat) {
        ouk_target_joint_set(j, m(p), Float(1000 * max(body.mass, 0.01)), Float(frequency), Float(ratio))
    }

    static func sliding(in world: DynamicsWorld, _ a: OpaquePointer, _ b: OpaquePointer, at p: CGPoint, axis: CGVector,
                        range: UIFloatRange) -> OpaquePointer {
        let len = max(hypot(axis.dx, axis.dy), 0.0001)
        return ouk_prismatic_joint_create(world.handle, a, b, m(p), OUKVec(x: Float(axis.dx / len), y: Float(axis.dy / len)),
                                          !range.isInfinite, m(range.minimum), m(range.maximum))
    }

    static func fixed(in world: DynamicsWorld, _ a: OpaquePointer, _ b: OpaquePointer, at p: CGPoint) -> OpaquePointer {
        ouk_weld_joint_create(world.handle, a, b, m(p))
    }

    static func pin(in world: DynamicsWorld, _ a: OpaquePointer, _ b: OpaquePointer, at p: CGPoint,
                    range: UIFloatRange, frictionTorque: CGFloat) -> OpaquePointer {
        ouk_revolute_joint_create(world.handle, a, b, m(p), !range.isInfinite, Float(range.minimum), Float(range.maximum),
                                  Float(frictionTorque))
    }

    /// New limits: points for a sliding joint, radians for a pin.
    static func setLimits(_ j: OpaquePointer, range: UIFloatRange, inPoints: Bool) {
        let lo = inPoints ? m(range.minimum) : Float(range.minimum), hi = inPoints ? m(range.maximum) : Float(range.maximum)
        ouk_joint_set_limits(j, !range.isInfinite, lo, hi)
    }

    static func setFrictionTorque(_ j: OpaquePointer, _ torque: CGFloat) {
        ouk_revolute_joint_set_friction(j, Float(torque))
    }

    static func destroy(_ j: OpaquePointer, in world: DynamicsWorld) {
        ouk_joint_destroy(world.handle, j)
    }
}
