import Foundation

/// The physical properties of its items — bounciness, friction, density, damping, charge, whether
/// they turn or move at all — and a way to give them velocity (a view thrown at the end of a pan).
/// Where several item behaviours name an item, the last one added decides.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// Velocities given before the items have bodies, added when they get them.
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    // The defaults are UIKit's as measured (0.2, 0.2, 1, 0.1, 0.1), which every item has before an
    // item behaviour names it; Apple's page for `elasticity` says 0.

    /// 0 (no bounce) to 1 (a perfectly elastic collision); a collision bounces as the more elastic
    /// of the two.
    open var elasticity: CGFloat = 0.2 { didSet { setNeedsUpdate() } }
    /// 0 (items slide along each other) upwards.
    open var friction: CGFloat = 0.2 { didSet { setNeedsUpdate() } }
    /// With the item's area, its mass: a 100 × 100-point item of density 1 has mass 1.
    open var density: CGFloat = 1 { didSet { setNeedsUpdate() } }
    /// Damping of the item's velocity: 0 none, larger values more.
    open var resistance: CGFloat = 0.1 { didSet { setNeedsUpdate() } }
    open var angularResistance: CGFloat = 0.1 { didSet { setNeedsUpdate() } }
    /// The charge electric and magnetic fields act on.
    open var charge: CGFloat = 0 { didSet { setNeedsUpdate() } }
    /// An anchored item takes part in collisions but does not move.
    open var isAnchored = false { didSet { setNeedsUpdate() } }
    open var allowsRotation = true { didSet { setNeedsUpdate() } }

    public init(items: [UIDynamicItem]) {
        super.init(listing: items)
    }

    /// Designated, so that an app's subclass without initializers of its own has it, as on iOS.
    public override init() { super.init(listing: []) }

    open var items: [UIDynamicItem] { listedItems.items }
    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }
    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    /// Adds to the item's velocity, in points per second.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard listedItems.contains(item) else { return }
        if let body = body(for: item) {
            let v = body.velocity
            body.velocity = CGPoint(x: v.x + velocity.x, y: v.y + velocity.y)
            dynamicAnimator?.resume()
        } else {
            let v = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: v.x + velocity.x, y: v.y + velocity.y)
        }
    }

    /// The item's velocity in points per second (zero for an item the animator does not move).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        body(for: item)?.velocity ?? pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds to the item's spin, in radians per second.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard listedItems.contains(item) else { return }
        if let body = body(for: item) {
            body.angularVelocity += velocity
            dynamicAnimator?.resume()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        body(for: item)?.angularVelocity ?? pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    private func body(for item: UIDynamicItem) -> DynamicBody? {
        guard let animator = dynamicAnimator else { return nil }
        animator.syncIfNeeded()
        return animator.world.body(for: item)
    }

    // MARK: The world

    override func contribute(to materials: inout [ObjectIdentifier: DynamicMaterial]) {
        let m = DynamicMaterial(elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                                angularResistance: angularResistance, charge: charge, isAnchored: isAnchored,
                                allowsRotation: allowsRotation)
        for item in listedItems.items { materials[ObjectIdentifier(item)] = m }
    }

    override func install(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        guard !pendingLinear.isEmpty || !pendingAngular.isEmpty else { return }
        for item in listedItems.items {
            guard let body = world.body(for: item) else { continue }
            if let v = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity = CGPoint(x: body.velocity.x + v.x, y: body.velocity.y + v.y)
            }
            if let w = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) { body.angularVelocity += w }
        }
    }
}
