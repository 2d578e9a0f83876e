import Foundation
@_implementationOnly import CBox2D

/// What a dynamic item behaviour sets on an item's body; UIKit's defaults, as measured on a Mac
/// Catalyst host by another project (Apple's page for `elasticity` says 0; the measured default
/// of a body and of a new item behaviour is 0.2).
struct DynamicMaterial: Equatable {
    var elasticity: CGFloat = 0.2
    var friction: CGFloat = 0.2
    var density: CGFloat = 1
    var resistance: CGFloat = 0.1
    var angularResistance: CGFloat = 0.1
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true
}

/// One item's rigid body. A `UIDynamicItemGroup` is one body with a shape for each of its items.
@MainActor final class DynamicBody {
    let item: UIDynamicItem
    let handle: OpaquePointer
    let tag: Int64
    private unowned let world: DynamicsWorld
    /// The items moved with the body: the item itself, or a group's items at their offsets from its centre.
    private var members: [(item: UIDynamicItem, offset: CGPoint, angle: CGFloat)] = []
    private var shapeSizes: [CGSize] = []
    /// The items' area over the shapes' (smaller by Box2D's skin): the density that gives the mass
    /// UIKit gives an item, its area times its density.
    private var densityScale: CGFloat = 1
    /// What the body was made with; `setMaterial` pushes only what differs.
    private(set) var material = DynamicMaterial()
    private var masks: (items: UInt64, boundaries: UInt64) = (0, 0)
    /// Where the item was last put, so that a body at rest writes nothing.
    private var written: (center: CGPoint, angle: CGFloat)?

    init(item: UIDynamicItem, world: DynamicsWorld, tag: Int64) {
        self.item = item
        self.world = world
        self.tag = tag
        handle = ouk_body_create(world.handle, false, DynamicsWorld.metres(world.center(of: item)), Float(Self.angle(of: item.transform)))
        let m = material
        ouk_body_set_damping(handle, Float(m.resistance), Float(m.angularResistance))
        readMembers()
        addShapes()
        written = (center, angle)
    }

    static func angle(of t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }

    // MARK: State

    var center: CGPoint { DynamicsWorld.points(ouk_body_position(handle)) }
    var angle: CGFloat { CGFloat(ouk_body_angle(handle)) }
    var mass: CGFloat { CGFloat(ouk_body_mass(handle)) }
    var inertia: CGFloat { CGFloat(ouk_body_inertia(handle)) }

    /// Linear velocity in points per second.
    var velocity: CGPoint {
        get { DynamicsWorld.points(ouk_body_linear_velocity(handle)) }
        set { ouk_body_set_linear_velocity(handle, DynamicsWorld.metres(newValue)); wake() }
    }

    /// Angular velocity in radians per second.
    var angularVelocity: CGFloat {
        get { CGFloat(ouk_body_angular_velocity(handle)) }
        set { ouk_body_set_angular_velocity(handle, Float(newValue)); wake() }
    }

    var isAwake: Bool { ouk_body_is_awake(handle) }
    func wake() { ouk_body_set_awake(handle, true) }

    /// The world point (points) of an offset from the item's centre, turned with the body.
    func point(atOffset o: CGPoint) -> CGPoint {
        let c = center, t = o.rotated(by: angle)
        return CGPoint(x: c.x + t.x, y: c.y + t.y)
    }

    /// A force in UIKit newtons at a world point (points), for this step.
    func apply(force: CGVector, at p: CGPoint? = nil, waking: Bool = false) {
        ouk_body_apply_force(handle, OUKVec(x: Float(force.dx), y: Float(force.dy)),
                             DynamicsWorld.metres(p ?? center), waking)
    }

    func apply(impulse: CGVector, at p: CGPoint? = nil) {
        ouk_body_apply_impulse(handle, OUKVec(x: Float(impulse.dx), y: Float(impulse.dy)),
                               DynamicsWorld.metres(p ?? center))
    }

    func apply(torque: CGFloat) { ouk_body_apply_torque(handle, Float(torque)) }

    /// Takes the item's state as it is now: position, rotation, and its shape if its size changed.
    func readItem() {
        ouk_body_set_transform(handle, DynamicsWorld.metres(world.center(of: item)), Float(Self.angle(of: item.transform)))
        let sizes = currentSizes()
        if sizes != shapeSizes {
            readMembers()
            ouk_body_remove_shapes(handle)
            addShapes()
        }
        written = (center, angle)
        wake()
    }

    /// Puts the item (or a group's items) where the body is, if it moved (`scale`: the device's).
    func writeItem(scale: CGFloat) {
        let c = center, a = angle
        if let w = written, w.center == c, w.angle == a { return }
        written = (c, a)
        guard item is UIDynamicItemGroup else {
            world.place(item, at: c, angle: a, scale: scale)
            return
        }
        item.center = c
        item.transform = CGAffineTransform(rotationAngle: a)
        for m in members { world.place(m.item, at: point(atOffset: m.offset), angle: a + m.angle, scale: scale) }
    }

    // MARK: Material and collisions

    func setMaterial(_ m: DynamicMaterial) {
        guard m != material else { return }
        let old = material
        material = m
        if m.density != old.density || m.friction != old.friction || m.elasticity != old.elasticity {
            ouk_body_set_material(handle, Float(max(m.density, 0.0001) * densityScale), Float(m.friction), Float(m.elasticity))
        }
        if m.resistance != old.resistance || m.angularResistance != old.angularResistance {
            ouk_body_set_damping(handle, Float(m.resistance), Float(m.angularResistance))
        }
        if m.allowsRotation != old.allowsRotation { ouk_body_set_fixed_rotation(handle, !m.allowsRotation) }
        if m.isAnchored != old.isAnchored {
            ouk_body_set_static(handle, m.isAnchored)
            if !m.isAnchored { wake() }
        }
    }

    func setMasks(items: UInt64, boundaries: UInt64) {
        guard masks != (items, boundaries) else { return }
        masks = (items, boundaries)
        ouk_body_set_masks(handle, items, boundaries)
        wake()
    }

    // MARK: Shapes

    private func readMembers() {
        if let group = item as? UIDynamicItemGroup {
            let c = group.center, a = Self.angle(of: group.transform)
            members = group.items.map { m in
                let mc = world.center(of: m)
            let d = CGPoint(x: mc.x - c.x, y: mc.y - c.y)
                // The offset in the group's own frame, so that it turns with the body.
                return (m, d.rotated(by: -a), Self.angle(of: m.transform) - a)
            }
        } else {
            members = [(item, .zero, 0)]
        }
    }

    private func currentSizes() -> [CGSize] {
        if let group = item as? UIDynamicItemGroup { return group.items.map(\.bounds.size) }
        return [item.bounds.size]
    }

    private func addShapes() {
        shapeSizes = currentSizes()
        let pieces = members.map { DynamicShapes.pieces(of: $0.item) }
        let shapeArea = pieces.joined().map(DynamicShapes.area).reduce(0, +)
        let itemArea = members.map { DynamicShapes.nominalArea(of: $0.item) }.reduce(0, +)
        densityScale = shapeArea > 0 ? itemArea / shapeArea : 1
        let def = OUKShapeDef(density: Float(max(material.density, 0.0001) * densityScale), friction: Float(material.friction),
                              restitution: Float(material.elasticity), tag: tag, itemMask: masks.items,
                              boundaryMask: masks.boundaries, ownerMask: 0, isBoundary: false)
        for (m, pieces) in zip(members, pieces) {
            for piece in pieces {
                switch piece {
                case .circle(let radius):
                    ouk_body_add_circle(handle, DynamicsWorld.metres(m.offset), Float(radius / DynamicsWorld.pointsPerMetre), def)
                case .polygon(let points):
                    let turned = points.map { p -> OUKVec in
                        let t = p.rotated(by: m.angle)
                        return DynamicsWorld.metres(CGPoint(x: m.offset.x + t.x, y: m.offset.y + t.y))
                    }
                    turned.withUnsafeBufferPointer { ouk_body_add_polygon(handle, $0.baseAddress, Int32($0.count), def) }
                }
            }
        }
    }
}
