import Foundation

/// A force field over an area (`region`, around `position`) acting on its items: the built-in
/// fields of the class methods, or an app's own from `field(evaluationBlock:)`. `strength` scales
/// every field; `falloff` makes it weaken with distance (1 / distance^falloff, distance in hundreds
/// of points and at least `minimumRadius`).
@preconcurrency @MainActor open class UIFieldBehavior: UIDynamicBehavior {
    /// The force a custom field gives an item: the field, the item's position and velocity (points,
    /// points per second), mass, charge, and the step's length; in UIKit newtons.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom(EvaluationBlock)
    }

    /// Set once by the factory that made the field.
    private(set) var kind: Kind = .drag

    open var position: CGPoint = .zero { didSet { wakeItems() } }
    open var region: UIRegion = .infinite { didSet { wakeItems() } }
    open var strength: CGFloat = 1 { didSet { wakeItems() } }
    open var falloff: CGFloat = 0 { didSet { wakeItems() } }
    /// In points: closer than this, a field with falloff acts as it does at this distance.
    open var minimumRadius: CGFloat = 0 { didSet { wakeItems() } }
    /// A linear gravity field's acceleration (1 is 1,000 points/s²) or a velocity field's velocity (points/s).
    open var direction: CGVector = .zero { didSet { wakeItems() } }
    /// How smoothly a noise or turbulence field varies across space: 0 (finely) to 1 (smoothly).
    open var smoothness: CGFloat = 0 { didSet { wakeItems() } }
    /// How fast a noise or turbulence field changes over time.
    open var animationSpeed: CGFloat = 0 { didSet { wakeItems() } }

    /// A drag field; the class methods make the others. Required, so that the class methods make
    /// an app's subclass when called on it (`MyField.field { … }` is a `MyField`, as on iOS).
    public required override init() { super.init() }

    /// A new field of this class (the class the method was called on) of `kind`.
    private static func make(_ kind: Kind) -> Self {
        let f = Self()
        f.kind = kind
        return f
    }

    open var items: [UIDynamicItem] { listedItems.items }
    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }
    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    /// Slows items in proportion to their speed.
    open class func dragField() -> Self { make(.drag) }
    /// Turns items around the field's position.
    open class func vortexField() -> Self { make(.vortex) }
    /// Pulls items towards a point.
    open class func radialGravityField(position: CGPoint) -> Self {
        let f = make(.radialGravity)
        f.position = position
        return f
    }
    /// Accelerates items in one direction, as gravity does.
    open class func linearGravityField(direction: CGVector) -> Self {
        let f = make(.linearGravity)
        f.direction = direction
        return f
    }
    /// Gives items a velocity.
    open class func velocityField(direction: CGVector) -> Self {
        let f = make(.velocity)
        f.direction = direction
        return f
    }
    /// Pushes items about at random, smoothly in space and time (seeded: the same every run).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let f = make(.noise)
        f.smoothness = smoothness
        f.animationSpeed = speed
        return f
    }
    /// Noise that acts in proportion to an item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let f = make(.turbulence)
        f.smoothness = smoothness
        f.animationSpeed = speed
        return f
    }
    /// Pulls items back to the field's position in proportion to their distance from it.
    open class func springField() -> Self { make(.spring) }
    /// Pushes charged items away from the field's position (or pulls them, for a negative charge).
    open class func electricField() -> Self { make(.electric) }
    /// Bends moving charged items' paths sideways.
    open class func magneticField() -> Self { make(.magnetic) }
    /// A field of the app's own.
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> Self {
        make(.custom(block))
    }

    // MARK: The world

    override func applyForces(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        for item in listedItems.items {
            guard let body = world.body(for: item), body.isAwake else { continue }
            let c = body.center
            let offset = CGPoint(x: c.x - position.x, y: c.y - position.y)
            guard region.contains(offset) else { continue }
            let v = body.velocity
            let charge = body.material.charge
            let f = force(at: offset, velocity: CGVector(dx: v.x, dy: v.y), mass: body.mass, charge: charge,
                          time: animator.elapsedTime, item: item, center: c)
            body.apply(force: f)
        }
    }
}
