@_implementationOnly import CBox2D
import Foundation

/// A physics body's Box2D body in its world: made from the body's shape at the node's scale,
/// kept in step with the body's settings, and moved to and from the node's place in the scene.
@MainActor final class BodyHandle {
    unowned let body: SKPhysicsBody
    let world: OpaquePointer
    let pointer: OpaquePointer
    let tag: Int64
    /// The node's scale the shapes were made at.
    var madeAtScale: CGSize
    /// Where the world last put the node (scene coordinates, radians), to tell whether the game
    /// moved it since.
    var placed: (CGPoint, CGFloat)?
    /// Box2D's own numbers for that place, which the body keeps while it does not move.
    private var rawPlace: (Float, Float, Float)?

    private static let m = PhysicsUnits.pointsPerMeter

    init(body: SKPhysicsBody, world: OpaquePointer, tag: Int64, position: CGPoint, angle: CGFloat, scale: CGSize) {
        self.body = body
        self.world = world
        self.tag = tag
        madeAtScale = scale
        pointer = ouk_sk_body_create(world, Self.type(of: body), Self.vec(position), Float(angle))
        noteRawPlace()
        makeShapes()
        updateMaterial()
        updateMasks()
        let (v, w) = body.takePendingMotion()
        velocity = v
        angularVelocity = w
    }

    func destroy() { ouk_sk_body_destroy(world, pointer) }

    private static func type(of body: SKPhysicsBody) -> Int32 {
        if case .edges = body.shape { return 0 }
        return body.isDynamic ? 2 : 0
    }

    static func vec(_ p: CGPoint) -> OUKVec { OUKVec(x: Float(p.x / m), y: Float(p.y / m)) }
    static func point(_ v: OUKVec) -> CGPoint { CGPoint(x: CGFloat(v.x) * m, y: CGFloat(v.y) * m) }

    /// The shapes again, at the node's current scale.
    func makeShapes() {
        ouk_sk_body_remove_shapes(pointer)
        add(body.shape, scale: madeAtScale)
        updateMasks()
        updateMaterial()
    }

    private func add(_ shape: SKPhysicsBody.Shape, scale: CGSize) {
        let def = OUKSKShapeDef(density: Float(body.density), friction: Float(body.friction),
                                restitution: Float(body.restitution), tag: tag)
        func scaled(_ p: CGPoint) -> OUKVec { Self.vec(CGPoint(x: p.x * scale.width, y: p.y * scale.height)) }
        switch shape {
        case .circle(let r, let c):
            ouk_sk_body_add_circle(pointer, scaled(c), Float(r * max(abs(scale.width), abs(scale.height)) / Self.m), def)
        case .polygon(let points):
            var v = TextureOutline.reduced(points).map(scaled)
            ouk_sk_body_add_polygon(pointer, &v, Int32(v.count), def)
        case .edges(let points, let loop):
            var v = points.map(scaled)
            ouk_sk_body_add_chain(pointer, &v, Int32(v.count), loop, def)
        case .compound(let bodies):
            for b in bodies { add(b.shape, scale: scale) }
        }
    }

    func updateType() {
        ouk_sk_body_set_type(pointer, Self.type(of: body))
    }

    func updateMaterial() {
        ouk_body_set_material(pointer, Float(body.density), Float(body.friction), Float(body.restitution))
        ouk_sk_body_set_mass(pointer, Float(body.density), Float(body.fixedMass ?? 0))
        ouk_body_set_damping(pointer, Float(body.linearDamping), Float(body.angularDamping))
        ouk_body_set_fixed_rotation(pointer, !body.allowsRotation)
        ouk_sk_body_set_gravity_scale(pointer, body.affectedByGravity ? 1 : 0)
        ouk_sk_body_set_bullet(pointer, body.usesPreciseCollisionDetection)
    }

    func updateMasks() {
        ouk_sk_body_set_masks(pointer, body.categoryBitMask, body.collisionBitMask, body.contactTestBitMask)
    }

    var position: CGPoint { Self.point(ouk_body_position(pointer)) }
    var angle: CGFloat { CGFloat(ouk_body_angle(pointer)) }

    func setTransform(_ p: CGPoint, _ angle: CGFloat) {
        ouk_body_set_transform(pointer, Self.vec(p), Float(angle))
        ouk_body_set_awake(pointer, true)
        noteRawPlace()
    }

    /// Remembers where Box2D has the body now.
    func noteRawPlace() {
        let v = ouk_body_position(pointer)
        rawPlace = (v.x, v.y, ouk_body_angle(pointer))
    }

    /// Whether Box2D moved the body since `noteRawPlace()`.
    var hasMoved: Bool {
        let v = ouk_body_position(pointer)
        guard let r = rawPlace else { return true }
        return r.0 != v.x || r.1 != v.y || r.2 != ouk_body_angle(pointer)
    }

    var velocity: CGVector {
        get {
            let v = ouk_body_linear_velocity(pointer)
            return CGVector(dx: CGFloat(v.x) * Self.m, dy: CGFloat(v.y) * Self.m)
        }
        set { ouk_body_set_linear_velocity(pointer, OUKVec(x: Float(newValue.dx / Self.m), y: Float(newValue.dy / Self.m))) }
    }

    var angularVelocity: CGFloat {
        get { CGFloat(ouk_body_angular_velocity(pointer)) }
        set { ouk_body_set_angular_velocity(pointer, Float(newValue)) }
    }

    var isAwake: Bool {
        get { ouk_body_is_awake(pointer) }
        set { ouk_body_set_awake(pointer, newValue) }
    }

    private func worldPoint(_ p: CGPoint?) -> OUKVec { p.map(Self.vec) ?? ouk_sk_body_world_center(pointer) }

    func applyForce(_ f: CGVector, at p: CGPoint?) {
        ouk_body_apply_force(pointer, OUKVec(x: Float(f.dx), y: Float(f.dy)), worldPoint(p), true)
    }

    func applyImpulse(_ i: CGVector, at p: CGPoint?) {
        ouk_body_apply_impulse(pointer, OUKVec(x: Float(i.dx), y: Float(i.dy)), worldPoint(p))
    }

    func applyTorque(_ t: CGFloat) { ouk_body_apply_torque(pointer, Float(t)) }

    func applyAngularImpulse(_ i: CGFloat) {
        // Δω = impulse / inertia.
        let inertia = ouk_body_inertia(pointer)
        guard inertia > 0 else { return }
        ouk_body_set_angular_velocity(pointer, ouk_body_angular_velocity(pointer) + Float(i) / inertia)
    }
}
