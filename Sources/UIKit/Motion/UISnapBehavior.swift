import Foundation

/// Moves an item to a point with a spring, overshooting and settling there upright. `damping` runs
/// from 0 (most oscillation) to 1 (least); 0.5 unless changed.
///
/// Made as UIKit makes it (measured on a Mac Catalyst host by another project): a fixed body at
/// the point and four springs of 4 Hz, two from each of two opposite corners of the item, resting
/// at 50 points — which hold the item centred on the point and upright.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    static let frequency: CGFloat = 4
    static let reach: CGFloat = 50

    private let item: UIDynamicItem
    private var anchor: OpaquePointer?
    private var springs: [OpaquePointer] = []

    open var snapPoint: CGPoint {
        didSet {
            guard let anchor else { return }
            DynamicsJoints.moveAnchorBody(anchor, to: snapPoint)
            wakeItems()
        }
    }

    open var damping: CGFloat = 0.5 {
        didSet {
            for j in springs {
                DynamicsJoints.setDistance(j, length: Self.reach, range: Self.free, frequency: Self.frequency, ratio: damping)
            }
            wakeItems()
        }
    }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    /// The springs stretch and squeeze freely.
    private static let free: ClosedRange<CGFloat> = 0...1_000_000

    override func install(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        guard anchor == nil, let body = world.body(for: item) else { return }
        let fixed = DynamicsJoints.anchorBody(in: world, at: snapPoint)
        anchor = fixed
        let hw = item.bounds.width / 2, hh = item.bounds.height / 2, d = Self.reach
        // (corner of the item, where its spring is fixed relative to the point)
        let ends: [(CGPoint, CGPoint)] = [
            (CGPoint(x: -hw, y: -hh), CGPoint(x: -hw - d, y: -hh)), (CGPoint(x: -hw, y: -hh), CGPoint(x: -hw, y: -hh - d)),
            (CGPoint(x: hw, y: hh), CGPoint(x: hw + d, y: hh)), (CGPoint(x: hw, y: hh), CGPoint(x: hw, y: hh + d)),
        ]
        springs = ends.map { corner, fixedEnd in
            DynamicsJoints.distance(in: world, fixed, body.handle,
                                    from: CGPoint(x: snapPoint.x + fixedEnd.x, y: snapPoint.y + fixedEnd.y),
                                    to: body.point(atOffset: corner), length: d, range: Self.free,
                                    frequency: Self.frequency, ratio: damping)
        }
    }

    override func uninstall(from world: DynamicsWorld) {
        for j in springs { DynamicsJoints.destroy(j, in: world) }
        springs = []
        if let anchor { DynamicsJoints.destroyAnchorBody(anchor, in: world) }
        anchor = nil
    }
}
