import Foundation
@_implementationOnly import CBox2D

/// A dynamic animator's physics: a Box2D world, one body for each item its behaviours name, and
/// the tags that map Box2D's contacts back to items and boundaries.
///
/// Box2D is tuned for bodies of 0.1 to 10 metres, so a metre here is 100 points: a 100-point view
/// is a 1-metre body. UIKit's units then fall out as Box2D's: gravity of magnitude 1 (1,000 points/s²)
/// is 10 m/s², and UIKit's unit force — a 100 × 100 view of density 1 accelerated at 100 points/s² —
/// is 1 newton on a 1-kilogram body.
@MainActor final class DynamicsWorld {
    static let pointsPerMetre: CGFloat = 100
    /// One step of the simulation: the world steps at this fixed rate whatever the frame rate —
    /// twice a 60 Hz frame, as UIKit's does (measured on a Mac Catalyst host by another project).
    static let stepInterval: CFTimeInterval = 1.0 / 120

    let handle: OpaquePointer
    /// A static body at the origin, for joints to fixed points.
    let ground: OpaquePointer
    private(set) var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private var bodiesByTag: [Int64: DynamicBody] = [:]
    private var boundaries: [Int64: (behavior: UICollisionBehavior, identifier: NSCopying?)] = [:]
    private var nextTag: Int64 = 1
    /// Touching shape pairs, counted so that a body of several shapes begins and ends a contact once.
    private var touching: [ContactPair: Int] = [:]
    /// Tags of bodies and boundaries destroyed since the last contacts were delivered.
    private var retiredTags: [Int64] = []

    /// The view items move in; their centres are converted to and from its coordinates.
    weak var referenceView: UIView?

    init() {
        handle = ouk_world_create()
        ground = ouk_body_create(handle, true, OUKVec(x: 0, y: 0), 0)
    }

    // MARK: Items in the reference view's coordinates

    /// An item's centre in the reference view's coordinates (a view's, converted from its superview).
    func center(of item: UIDynamicItem) -> CGPoint {
        if let v = item as? UIView, let ref = referenceView, let sup = v.superview, sup !== ref {
            return ref.convert(v.center, from: sup)
        }
        return item.center
    }

    /// Puts every item where its body is (those that moved), in one pass: the device's scale is
    /// the reference view's for all of them, since they are its descendants.
    func writeItems() {
        let scale = referenceView?.deviceScale ?? 1
        for body in bodies.values { body.writeItem(scale: scale) }
    }

    /// Puts an item at a point of the reference view, turned by `angle`. A view lands on the device's
    /// pixel grid (`scale` pixels to the point) and its angle on 1/5000 of a radian, as UIKit rounds
    /// them; an app's own item takes the numbers as they are.
    func place(_ item: UIDynamicItem, at p: CGPoint, angle: CGFloat, scale s: CGFloat) {
        guard let v = item as? UIView else {
            item.center = p
            item.transform = CGAffineTransform(rotationAngle: angle)
            return
        }
        func snap(_ x: CGFloat) -> CGFloat { floor(x) + (s * (x - floor(x))).rounded() / s }
        var c = CGPoint(x: snap(p.x), y: snap(p.y))
        if let ref = referenceView, let sup = v.superview, sup !== ref { c = sup.convert(c, from: ref) }
        if v.center != c { v.center = c }
        let a = (angle * 5000).rounded() / 5000
        let t = CGAffineTransform(rotationAngle: a)
        if v.transform != t { v.transform = t }
    }

    isolated deinit { ouk_world_destroy(handle) }

    // MARK: Units

    static func metres(_ p: CGPoint) -> OUKVec {
        OUKVec(x: Float(p.x / pointsPerMetre), y: Float(p.y / pointsPerMetre))
    }

    static func points(_ v: OUKVec) -> CGPoint {
        CGPoint(x: CGFloat(v.x) * pointsPerMetre, y: CGFloat(v.y) * pointsPerMetre)
    }

    // MARK: Bodies

    func body(for item: UIDynamicItem) -> DynamicBody? { bodies[ObjectIdentifier(item)] }

    /// The body of `item`, made from its current state if it has none.
    func makeBody(for item: UIDynamicItem) -> DynamicBody {
        if let b = body(for: item) { return b }
        let tag = nextTag
        nextTag += 1
        let b = DynamicBody(item: item, world: self, tag: tag)
        bodies[ObjectIdentifier(item)] = b
        bodiesByTag[tag] = b
        return b
    }

    /// Destroys an item's body. Box2D ends its contacts as it goes; the tag still names the item
    /// until those endings are delivered.
    func removeBody(of item: UIDynamicItem) {
        guard let b = bodies.removeValue(forKey: ObjectIdentifier(item)) else { return }
        retiredTags.append(b.tag)
        ouk_body_destroy(handle, b.handle)
    }

    /// A static body holding boundary segments (points), each tagged with its identifier.
    func makeBoundaryBody(for behavior: UICollisionBehavior, ownerMask: UInt64,
                          segments: [(identifier: NSCopying?, from: CGPoint, to: CGPoint)]) -> OpaquePointer {
        let body = ouk_body_create(handle, true, OUKVec(x: 0, y: 0), 0)!
        // One tag for each identifier object (nil: the reference bounds' walls).
        var tags: [ObjectIdentifier?: Int64] = [:]
        for s in segments {
            let key = s.identifier.map { ObjectIdentifier($0 as AnyObject) }
            let tag: Int64
            if let t = tags[key] { tag = t } else { tag = nextTag; nextTag += 1; tags[key] = tag }
            boundaries[tag] = (behavior, s.identifier)
            let def = OUKShapeDef(density: 0, friction: 0.2, restitution: 0.2, tag: tag, itemMask: 0, boundaryMask: 0,
                                  ownerMask: ownerMask, isBoundary: true)
            ouk_body_add_edge(body, Self.metres(s.from), Self.metres(s.to), def)
        }
        return body
    }

    func removeBoundaryBody(_ body: OpaquePointer, of behavior: UICollisionBehavior) {
        retiredTags += boundaries.filter { $0.value.behavior === behavior }.map(\.key)
        ouk_body_destroy(handle, body)
    }

    // MARK: Stepping

    func step() {
        ouk_world_step(handle, Float(Self.stepInterval), 8, 3)
    }

    var isAtRest: Bool { ouk_world_awake_count(handle) == 0 }

    func wakeAll() {
        for b in bodies.values { ouk_body_set_awake(b.handle, true) }
    }

    /// Contacts that began or ended in the last step, once per pair of bodies (or body and boundary).
    func takeContacts() -> [DynamicsContact] {
        var out: [DynamicsContact] = []
        let n = ouk_world_contact_event_count(handle)
        for i in 0..<n {
            let e = ouk_world_contact_event(handle, i)
            let pair = ContactPair(e.tagA, e.tagB)
            let count = touching[pair, default: 0]
            touching[pair] = max(0, count + (e.began ? 1 : -1))
            if touching[pair] == 0 { touching[pair] = nil }
            guard e.began ? count == 0 : count == 1 else { continue }
            let point = Self.points(e.point)
            func side(_ tag: Int64, _ boundary: Bool) -> DynamicsContact.Side? {
                if boundary { return boundaries[tag].map { .boundary($0.behavior, $0.identifier) } }
                return bodiesByTag[tag].map { .item($0.item) }
            }
            guard let a = side(e.tagA, e.isBoundaryA), let b = side(e.tagB, e.isBoundaryB) else { continue }
            out.append(DynamicsContact(a: a, b: b, began: e.began, point: point))
        }
        ouk_world_clear_contact_events(handle)
        if !retiredTags.isEmpty {
            let gone = Set(retiredTags)
            retiredTags = []
            for t in gone {
                if bodiesByTag[t].map({ bodies[ObjectIdentifier($0.item)] == nil }) == true { bodiesByTag[t] = nil }
                boundaries[t] = nil
            }
            touching = touching.filter { !(gone.contains($0.key.a) || gone.contains($0.key.b)) }
        }
        return out
    }
}

/// Two shape tags, in order, whichever way Box2D reports them.
private struct ContactPair: Hashable {
    let a: Int64, b: Int64
    init(_ x: Int64, _ y: Int64) { a = min(x, y); b = max(x, y) }
    func involves(_ t: Int64) -> Bool { a == t || b == t }
}

/// A contact between two items, or an item and a boundary, as the collision delegate hears of it.
@MainActor struct DynamicsContact {
    enum Side {
        case item(UIDynamicItem)
        case boundary(UICollisionBehavior, NSCopying?)
    }
    let a: Side
    let b: Side
    let began: Bool
    let point: CGPoint
}
