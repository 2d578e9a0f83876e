import Foundation
import CoreGraphics

/// Makes its items collide with each other and with boundaries: the reference view's edges
/// (`translatesReferenceBoundsIntoBoundary`) and lines or paths added by identifier. Items in
/// different collision behaviours pass through each other.
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    private var namedBoundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    private var referenceInsets: UIEdgeInsets?
    /// What the boundary body was built from, so that it is rebuilt only when that changes.
    private var built: (bit: UInt64, bounds: CGRect?, serial: Int)?
    private var boundarySerial = 0
    private var boundaryBody: OpaquePointer?
    private var bit: UInt64 = 0

    open var collisionMode: Mode = .everything {
        didSet { setNeedsUpdate() }
    }

    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    public init(items: [UIDynamicItem]) {
        super.init(listing: items)
    }

    /// Designated, so that an app's subclass without initializers of its own has it, as on iOS.
    public override init() { super.init(listing: []) }

    open var items: [UIDynamicItem] { listedItems.items }
    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }
    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    // MARK: Boundaries

    /// Whether the reference view's bounds (or the collection view's content) are walls.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set { setReferenceInsets(newValue ? .zero : nil) }
    }

    /// Makes the reference bounds, inset, walls.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        setReferenceInsets(insets)
    }

    private func setReferenceInsets(_ insets: UIEdgeInsets?) {
        referenceInsets = insets
        boundariesChanged()
    }

    /// A boundary along a path (its outline: each subpath's segments, closed ones closed). A path
    /// of fewer than two distinct points is UIKit's exception.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        var distinct: [CGPoint] = []
        for p in bezierPath.cgPath.polylines().first?.points ?? [] where !distinct.contains(where: { hypot($0.x - p.x, $0.y - p.y) < 1e-5 }) {
            distinct.append(p)
        }
        guard distinct.count >= 2 else {
            UIKitRuntime.fail("invalid path for collision boundary")
            return
        }
        namedBoundaries.removeAll { Self.same($0.identifier, identifier) }
        namedBoundaries.append((identifier, UIBezierPath(cgPath: bezierPath.cgPath)))
        boundariesChanged()
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        namedBoundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        namedBoundaries.removeAll { Self.same($0.identifier, identifier) }
        boundariesChanged()
    }

    /// The identifiers of the boundaries added; nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? {
        namedBoundaries.isEmpty ? nil : namedBoundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        namedBoundaries.removeAll()
        boundariesChanged()
    }

    private func boundariesChanged() {
        boundarySerial += 1
        setNeedsUpdate()
    }

    /// Identifiers are equal as objects are (`isEqual`), as on iOS: "wall" names one boundary.
    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return (a as AnyObject) === (b as AnyObject)
    }

    // MARK: The world

    override func assignCollisionBit(_ bit: UInt64, to masks: inout [ObjectIdentifier: (UInt64, UInt64)]) -> Bool {
        self.bit = bit
        for item in listedItems.items {
            var m = masks[ObjectIdentifier(item)] ?? (0, 0)
            if collisionMode.contains(.items) { m.0 |= bit }
            if collisionMode.contains(.boundaries) { m.1 |= bit }
            masks[ObjectIdentifier(item)] = m
        }
        return true
    }

    override func install(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        let bounds = referenceInsets.flatMap { insets in animator.referenceBounds.map { $0.inset(by: insets) } }
        if let b = built, b.bit == bit, b.bounds == bounds, b.serial == boundarySerial, boundaryBody != nil { return }
        uninstall(from: world)
        var segments: [(identifier: NSCopying?, from: CGPoint, to: CGPoint)] = []
        if let r = bounds {
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            for i in 0..<4 { segments.append((nil, corners[i], corners[(i + 1) % 4])) }
        }
        for (id, path) in namedBoundaries {
            for line in path.cgPath.polylines() where line.points.count > 1 {
                for i in 1..<line.points.count where line.points[i - 1] != line.points[i] {
                    segments.append((id, line.points[i - 1], line.points[i]))
                }
            }
        }
        boundaryBody = world.makeBoundaryBody(for: self, ownerMask: bit, segments: segments)
        built = (bit, bounds, boundarySerial)
    }

    override func uninstall(from world: DynamicsWorld) {
        if let body = boundaryBody { world.removeBoundaryBody(body, of: self) }
        boundaryBody = nil
        built = nil
    }

    override func deliver(_ contacts: [DynamicsContact]) {
        guard let delegate = collisionDelegate else { return }
        for c in contacts {
            switch (c.a, c.b) {
            case (.item(let x), .item(let y)):
                // Every collision behaviour holding both hears of it, whatever its mode.
                guard listedItems.contains(x), listedItems.contains(y) else { continue }
                if c.began { delegate.collisionBehavior(self, beganContactFor: x, with: y, at: c.point) }
                else { delegate.collisionBehavior(self, endedContactFor: x, with: y) }
            case (.item(let item), .boundary(let owner, let id)), (.boundary(let owner, let id), .item(let item)):
                guard owner === self else { continue }
                if c.began { delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: id, at: c.point) }
                else { delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: id) }
            case (.boundary, .boundary):
                continue
            }
        }
    }
}
