import Foundation

/// Pushes its items: a steady force (`.continuous`) or one blow (`.instantaneous`). Magnitude 1 is
/// UIKit's unit force: it accelerates a 100 × 100-point view of density 1 at 100 points per second²
/// (continuous), or gives it 100 points per second at once (instantaneous).
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the push acts all the time or once.
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    public let mode: Mode

    /// Whether the push acts. An instantaneous push acts once and turns itself off; turn it on
    /// again to push again.
    open var active = true {
        didSet { if active { wakeItems() } }
    }

    /// The force as a vector, in UIKit newtons.
    open var pushDirection: CGVector {
        get { direction }
        set {
            direction = newValue
            storedAngle = newValue.angle
            storedMagnitude = newValue.length
        }
    }

    /// The vector, and the angle and magnitude kept apart from it, as UIKit keeps them: an angle set
    /// while the magnitude is 0 is not lost.
    private var direction = CGVector(dx: 0, dy: 0) {
        didSet { if active { wakeItems() } }
    }
    private var storedAngle: CGFloat = 0
    private var storedMagnitude: CGFloat = 0

    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(listing: items)
    }

    open var items: [UIDynamicItem] { listedItems.items }
    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }

    open func removeItem(_ item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = nil
        removeListedItem(item)
    }

    /// The direction in radians, clockwise from the positive x axis.
    open var angle: CGFloat {
        get { storedAngle }
        set { setAngle(newValue, magnitude: storedMagnitude) }
    }

    open var magnitude: CGFloat {
        get { storedMagnitude }
        set { setAngle(storedAngle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        storedAngle = angle
        storedMagnitude = magnitude
        direction = CGVector(angle: angle, length: magnitude)
    }

    /// Where on the item the force acts, from its centre along the screen's axes (the offset does
    /// not turn with the item, as on iOS); an offset makes the item spin.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// A continuous push keeps its items awake (the animator runs while it is active), as Box2D's
    /// forces did in the version UIKit's engine comes from.
    override func applyForces(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        guard active else { return }
        for item in listedItems.items {
            guard let body = world.body(for: item) else { continue }
            let o = targetOffsetFromCenter(for: item), c = body.center
            let at = CGPoint(x: c.x + o.horizontal, y: c.y + o.vertical)
            switch mode {
            case .continuous: body.apply(force: pushDirection, at: at, waking: true)
            case .instantaneous: body.apply(impulse: pushDirection, at: at)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
