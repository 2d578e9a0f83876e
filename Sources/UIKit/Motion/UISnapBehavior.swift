import Foundation

/// Moves an item to a point with a spring, overshooting and settling there upright. `damping` runs
/// from 0 (most oscillation) to 1 (least); 0.5 unless changed.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    /// How fast the snap's spring swings, in hertz: a snap arrives in about a third of a second.
    static let frequency: CGFloat = 3

    private let item: UIDynamicItem
    private var joint: OpaquePointer?
    /// How far past the snap point the spring aims so that a steady force (gravity) does not leave
    /// the item short of it: the spring alone would rest where it balances the force.
    private var bias = CGPoint.zero

    open var snapPoint: CGPoint {
        didSet { update() }
    }

    open var damping: CGFloat = 0.5 {
        didSet { update() }
    }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    /// The damping ratio of the spring: UIKit's damping, kept just above 0 so that a snap still ends.
    private var ratio: CGFloat { min(max(damping, 0.05), 1) }

    override func install(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        guard joint == nil, let body = world.body(for: item) else { return }
        joint = DynamicsJoints.target(in: world, body: body, at: snapPoint, frequency: Self.frequency, ratio: ratio)
    }

    override func uninstall(from world: DynamicsWorld) {
        if let j = joint { DynamicsJoints.destroy(j, in: world) }
        joint = nil
    }

    private func update() {
        bias = .zero
        guard let j = joint, let world = dynamicAnimator?.world, let body = world.body(for: item) else { return }
        DynamicsJoints.setTarget(j, body: body, at: snapPoint, frequency: Self.frequency, ratio: ratio)
        wakeItems()
    }

    /// The rotation back to upright: an angular spring of the same frequency and damping. Near the
    /// point and slow, the aim moves by a share of what is left, until nothing is.
    override func applyForces(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        guard let body = world.body(for: item), body.isAwake else { return }
        let c = body.center, v = body.velocity
        let error = CGPoint(x: snapPoint.x - c.x, y: snapPoint.y - c.y)
        if let j = joint, hypot(error.x, error.y) < 20, hypot(v.x, v.y) < 100, hypot(error.x, error.y) > 0.1 {
            bias = CGPoint(x: bias.x + error.x * 0.1, y: bias.y + error.y * 0.1)
            DynamicsJoints.setTarget(j, body: body, at: CGPoint(x: snapPoint.x + bias.x, y: snapPoint.y + bias.y),
                                     frequency: Self.frequency, ratio: ratio)
        }
        let w0 = 2 * .pi * Self.frequency
        var a = body.angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi } else if a < -.pi { a += 2 * .pi }
        body.apply(torque: -body.inertia * (w0 * w0 * a + 2 * ratio * w0 * body.angularVelocity))
    }
}
