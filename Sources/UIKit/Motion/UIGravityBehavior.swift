import Foundation

/// Pulls its items in one direction. Magnitude 1 is 1,000 points per second² (a view falls
/// 500 points in its first second), whatever the item's mass.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {

    /// The acceleration as a vector: (0, 1) — down at magnitude 1 — unless changed.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { wakeItems() }
    }

    public init(items: [UIDynamicItem]) {
        super.init(listing: items)
    }

    /// Designated, so that an app's subclass without initializers of its own has it, as on iOS.
    public override init() { super.init(listing: []) }

    open var items: [UIDynamicItem] { listedItems.items }
    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }
    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    /// The direction in radians, clockwise from the positive x axis (down is π/2).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, length: magnitude)
    }

    override func didJoin(_ animator: UIDynamicAnimator) {
        if animator.allBehaviors.contains(where: { $0 !== self && $0 is UIGravityBehavior }) {
            // UIKit's own words; here each gravity behaviour pulls its own items as it says.
            uikitLog.warning("Multiple gravity behavior per animator is undefined and may assert in the future")
        }
    }

    override func applyForces(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        // 1,000 points/s² is 10 m/s²; a force of mass × acceleration accelerates every item alike.
        let g = CGVector(dx: gravityDirection.dx * 10, dy: gravityDirection.dy * 10)
        for item in listedItems.items {
            guard let body = world.body(for: item), body.isAwake else { continue }
            body.apply(force: CGVector(dx: g.dx * body.mass, dy: g.dy * body.mass))
        }
    }
}
