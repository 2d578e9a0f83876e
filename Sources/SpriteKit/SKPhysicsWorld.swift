@_implementationOnly import CBox2D
import Foundation

/// A scene's physics: gravity, the speed of time, the contact delegate, and queries for the
/// bodies at a point, in a rectangle or along a ray. It is stepped once a frame on the device's
/// clock (in steps of at most a 60th of a second), so a test sees the same game every run.
@preconcurrency @MainActor open class SKPhysicsWorld: NSObject {
    /// Metres per second squared; SpriteKit's default is Earth's, downwards.
    open var gravity = CGVector(dx: 0, dy: -9.8) {
        didSet {
            ouk_sk_world_set_gravity(world, OUKVec(x: Float(gravity.dx), y: Float(gravity.dy)))
            // Resting bodies feel the new gravity (a tilt game's ball sets off again).
            if gravity != oldValue { for handle in handles.values { handle.isAwake = true } }
        }
    }
    /// How fast physics time passes (0 stops it).
    open var speed: CGFloat = 1
    open weak var contactDelegate: SKPhysicsContactDelegate?

    weak var scene: SKScene?
    private let world: OpaquePointer
    var worldPointer: OpaquePointer { world }
    /// Joints added, made in Box2D once both bodies are in the world.
    var joints: [SKPhysicsJoint] = []
    /// The field nodes in the scene.
    var fields: [SKFieldNode] = []
    /// Physics time so far, for animated fields.
    var time: TimeInterval = 0
    /// The bodies in the order they joined.
    var orderedHandles: [BodyHandle] { handles.values.sorted { $0.tag < $1.tag } }
    private var handles: [Int64: BodyHandle] = [:]
    private var nextTag: Int64 = 1
    /// Contacts that began and have not ended, by the bodies' tags.
    private var touchingPairs: Set<Pair> = []

    private struct Pair: Hashable {
        let a: Int64, b: Int64
        init(_ x: Int64, _ y: Int64) { a = min(x, y); b = max(x, y) }
    }

    override init() {
        world = ouk_sk_world_create()
        super.init()
        ouk_sk_world_set_gravity(world, OUKVec(x: Float(gravity.dx), y: Float(gravity.dy)))
    }

    isolated deinit { ouk_sk_world_destroy(world) }

    // MARK: Bodies joining and leaving

    func add(_ body: SKPhysicsBody) {
        guard body.handle == nil, let node = body.node else { return }
        let place = Self.placement(of: node)
        let tag = nextTag
        nextTag += 1
        let handle = BodyHandle(body: body, world: world, tag: tag, position: place.position, angle: place.angle, scale: place.scale)
        handle.placed = (place.position, place.angle)
        body.handle = handle
        handles[tag] = handle
    }

    func remove(_ body: SKPhysicsBody) {
        guard let handle = body.handle else { return }
        touchingPairs = touchingPairs.filter { $0.a != handle.tag && $0.b != handle.tag }
        forgetJoints(of: body)
        handles[handle.tag] = nil
        body.handle = nil
        handle.destroy()
    }

    /// Where a node is in its scene: position, angle and scale through its ancestors.
    static func placement(of node: SKNode) -> (position: CGPoint, angle: CGFloat, scale: CGSize) {
        var angle = node.zRotation
        var sx = node.xScale, sy = node.yScale
        var p = node.parent
        while let n = p, n.parent != nil {
            angle += n.zRotation
            sx *= n.xScale
            sy *= n.yScale
            p = n.parent
        }
        let position = node.parent.map { node.position.applying($0.transformToRoot) } ?? node.position
        return (position, angle, CGSize(width: sx, height: sy))
    }

    // MARK: Stepping

    /// Moves the world on by `dt` seconds: bodies first take the places the game gave their nodes,
    /// then Box2D steps, then the nodes take the bodies' places and the delegate hears of contacts.
    func simulate(_ dt: TimeInterval) {
        let time = dt * Double(speed)
        guard time > 0, !handles.isEmpty else { return }
        for handle in handles.values.sorted(by: { $0.tag < $1.tag }) { pull(handle) }
        for joint in joints { makeJointIfReady(joint) }
        var left = time
        while left > 1e-9 {
            let step = min(left, 1.0 / 60)
            applyFields(step)
            ouk_sk_world_step(world, Float(step), 8, 3)
            left -= step
            readReactions(dt: step)
            deliverContacts()
        }
        for handle in handles.values.sorted(by: { $0.tag < $1.tag }) { push(handle) }
    }

    /// Moves the body to its node where the game moved the node (or rescaled it).
    private func pull(_ handle: BodyHandle) {
        guard let node = handle.body.node else { return }
        let place = Self.placement(of: node)
        if place.scale != handle.madeAtScale {
            handle.madeAtScale = place.scale
            handle.makeShapes()
        }
        if let placed = handle.placed, placed.0 == place.position, placed.1 == place.angle { return }
        handle.setTransform(place.position, place.angle)
    }

    /// Puts the node where its body is, unless the body has not moved since it was put where the
    /// node is (so a node keeps its exact position while its body rests).
    private func push(_ handle: BodyHandle) {
        guard let node = handle.body.node, handle.isAwake || handle.placed == nil, handle.hasMoved else { return }
        handle.noteRawPlace()
        let p = handle.position, angle = handle.angle
        let place = Self.placement(of: node)
        let parentAngle = place.angle - node.zRotation
        if let parent = node.parent, parent.parent != nil {
            node.position = p.applying(parent.transformToRoot.inverted())
        } else {
            node.position = p
        }
        node.zRotation = angle - parentAngle
        handle.placed = (p, angle)
    }

    private func deliverContacts() {
        let count = ouk_sk_world_contact_count(world)
        guard count > 0 else { return }
        var events: [OUKSKContact] = []
        for i in 0..<count { events.append(ouk_sk_world_contact(world, i)) }
        ouk_sk_world_clear_contacts(world)
        for e in events {
            let pair = Pair(e.tagA, e.tagB)
            if e.began { touchingPairs.insert(pair) } else { touchingPairs.remove(pair) }
            // A body removed by an earlier contact's handler is not reported.
            guard let a = handles[e.tagA]?.body, let b = handles[e.tagB]?.body, let delegate = contactDelegate else { continue }
            let m = PhysicsUnits.pointsPerMeter
            let contact = SKPhysicsContact(bodyA: a, bodyB: b, point: CGPoint(x: CGFloat(e.point.x) * m, y: CGFloat(e.point.y) * m),
                                           normal: CGVector(dx: CGFloat(e.normal.x), dy: CGFloat(e.normal.y)),
                                           impulse: CGFloat(e.impulse))
            if e.began { delegate.didBegin(contact) } else { delegate.didEnd(contact) }
        }
    }

    func touching(_ handle: BodyHandle) -> [SKPhysicsBody] {
        touchingPairs.compactMap { pair -> SKPhysicsBody? in
            if pair.a == handle.tag { return handles[pair.b]?.body }
            if pair.b == handle.tag { return handles[pair.a]?.body }
            return nil
        }
    }

    // MARK: Queries

    /// A body whose shape contains the point (scene coordinates).
    open func body(at point: CGPoint) -> SKPhysicsBody? {
        var found: SKPhysicsBody?
        enumerateBodies(at: point) { body, stop in
            found = body
            stop.pointee = true
        }
        return found
    }

    open func enumerateBodies(at point: CGPoint, using block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var hits = [OUKSKHit](repeating: OUKSKHit(), count: 256)
        let n = Int(ouk_sk_world_query_point(world, BodyHandle.vec(point), &hits, Int32(hits.count)))
        var stop = ObjCBool(false)
        for hit in hits.prefix(n) {
            guard let body = handles[hit.tag]?.body else { continue }
            block(body, &stop)
            if stop.boolValue { return }
        }
    }

    /// The first body the ray from `start` to `end` meets.
    open func body(alongRayStart start: CGPoint, end: CGPoint) -> SKPhysicsBody? {
        var found: SKPhysicsBody?
        enumerateBodies(alongRayStart: start, end: end) { body, _, _, stop in
            found = body
            stop.pointee = true
        }
        return found
    }

    /// Each body the ray meets, nearest first, with where and along which normal it meets it.
    open func enumerateBodies(alongRayStart start: CGPoint, end: CGPoint,
                              using block: (SKPhysicsBody, CGPoint, CGVector, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var hits = [OUKSKHit](repeating: OUKSKHit(), count: 256)
        let n = Int(ouk_sk_world_ray_cast(world, BodyHandle.vec(start), BodyHandle.vec(end), &hits, Int32(hits.count)))
        var stop = ObjCBool(false)
        for hit in hits.prefix(n) {
            guard let body = handles[hit.tag]?.body else { continue }
            block(body, BodyHandle.point(hit.point), CGVector(dx: CGFloat(hit.normal.x), dy: CGFloat(hit.normal.y)), &stop)
            if stop.boolValue { return }
        }
    }

    /// A body whose node's frame overlaps the rectangle (scene coordinates).
    open func body(in rect: CGRect) -> SKPhysicsBody? {
        handles.values.sorted { $0.tag < $1.tag }.first { h in h.body.node?.frameInRoot?.intersects(rect) ?? false }?.body
    }
}
