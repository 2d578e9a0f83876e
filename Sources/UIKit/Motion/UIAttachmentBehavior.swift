import Foundation

/// Ties an item to a fixed point or to another item: by a rod or a spring (`frequency`, `damping`),
/// or — from the class methods — sliding along an axis, within a distance, welded, or pinned.
/// Dragging an item is an attachment whose `anchorPoint` follows the finger.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment ties its first item to.
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    /// The joint an attachment makes.
    enum Kind {
        case spring
        case sliding(axis: CGVector)
        case limit
        case fixed
        case pin
    }

    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType
    let kind: Kind
    private let offsets: [UIOffset]
    private var joint: OpaquePointer?
    private var anchorBody: OpaquePointer?
    /// Whether the app set `length`; an unset one is the distance when the attachment was made.
    private var lengthWasSet = false
    /// Whether the joint made is a pin where the spring or rod would have no length (below).
    private var madePin = false

    /// The fixed point, for an attachment to an anchor (and the joint's point for the other kinds).
    open var anchorPoint: CGPoint {
        didSet { moveAnchor() }
    }

    /// The distance kept between the attachment points (for a spring: its rest length).
    open var length: CGFloat {
        didSet {
            lengthWasSet = true
            updateDistance()
        }
    }

    /// The spring's damping ratio; 0 unless changed.
    open var damping: CGFloat = 0 {
        didSet { updateDistance() }
    }

    /// The spring's frequency in hertz; 0, a rigid rod, unless changed.
    open var frequency: CGFloat = 0 {
        didSet { updateDistance() }
    }

    /// A rod of no length to an anchor under the item's point (a drag) is a pin there instead, as
    /// UIKit makes it: the item hangs from the finger and turns about it.
    private var wantsPin: Bool {
        guard case .spring = kind, attachedBehaviorType == .anchor, frequency == 0, !lengthWasSet else { return false }
        return length < 1
    }

    /// A pin's resistance to turning, in UIKit newton-metres.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            if let j = joint, case .pin = kind { DynamicsJoints.setFrictionTorque(j, frictionTorque) }
        }
    }

    /// How far a sliding attachment moves along its axis (points), or a pin turns (radians); infinite unless changed.
    open var attachmentRange: UIFloatRange = .infinite {
        didSet { updateRange() }
    }

    init(items: [UIDynamicItem], offsets: [UIOffset], anchor: CGPoint, type: AttachmentType, kind: Kind) {
        self.items = items
        self.offsets = offsets
        anchorPoint = anchor
        attachedBehaviorType = type
        self.kind = kind
        let ends = zip(items, offsets).map { Self.point(of: $0.0, offset: $0.1) }
        let to = type == .anchor ? anchor : ends[1]
        length = hypot(ends[0].x - to.x, ends[0].y - to.y)
        super.init()
    }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(items: [item], offsets: [offset], anchor: point, type: .anchor, kind: .spring)
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(items: [item1, item2], offsets: [offset1, offset2], anchor: item2.center, type: .items, kind: .spring)
    }

    /// Two items sliding against each other along an axis through `point`, without turning.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], anchor: point, type: .items, kind: .sliding(axis: axis))
    }

    /// An item sliding along an axis through a fixed point, without turning.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item], offsets: [.zero], anchor: point, type: .anchor, kind: .sliding(axis: axis))
    }

    /// Two items no farther apart than they are now, free to come closer (a rope).
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [offset1, offset2], anchor: item2.center, type: .items, kind: .limit)
    }

    /// Two items welded together at a point.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], anchor: point, type: .items, kind: .fixed)
    }

    /// Two items joined at a point they both turn about.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], anchor: point, type: .items, kind: .pin)
    }

    /// The point of an item at an offset from its centre, turned with it.
    static func point(of item: UIDynamicItem, offset o: UIOffset) -> CGPoint {
        let c = item.center, t = CGPoint(x: o.horizontal, y: o.vertical).rotated(by: DynamicBody.angle(of: item.transform))
        return CGPoint(x: c.x + t.x, y: c.y + t.y)
    }

    // MARK: The world

    override var dynamicItems: [UIDynamicItem] { items }

    override func install(in world: DynamicsWorld, animator: UIDynamicAnimator) {
        guard joint == nil else { return }
        let bodies = items.compactMap { world.body(for: $0) }
        guard bodies.count == items.count else { return }
        let other: OpaquePointer
        if attachedBehaviorType == .anchor {
            let ground = DynamicsJoints.anchorBody(in: world, at: anchorPoint)
            anchorBody = ground
            other = ground
        } else {
            other = bodies[1].handle
        }
        let first = bodies[0]
        let end0 = first.point(atOffset: CGPoint(x: offsets[0].horizontal, y: offsets[0].vertical))
        let end1 = attachedBehaviorType == .anchor ? anchorPoint
            : bodies[1].point(atOffset: CGPoint(x: offsets[1].horizontal, y: offsets[1].vertical))
        madePin = wantsPin
        switch kind {
        case .spring where madePin:
            joint = DynamicsJoints.pin(in: world, other, first.handle, at: anchorPoint, range: .infinite, frictionTorque: 0)
        case .spring, .limit:
            joint = DynamicsJoints.distance(in: world, other, first.handle, from: end1, to: end0, length: length,
                                            range: distanceRange, frequency: frequency, ratio: damping,
                                            collideConnected: attachedBehaviorType == .items)
        case .sliding(let axis):
            joint = DynamicsJoints.sliding(in: world, other, first.handle, at: anchorPoint, axis: axis, range: attachmentRange)
        case .fixed:
            joint = DynamicsJoints.fixed(in: world, other, first.handle, at: anchorPoint)
        case .pin:
            joint = DynamicsJoints.pin(in: world, other, first.handle, at: anchorPoint, range: attachmentRange,
                                       frictionTorque: frictionTorque)
        }
    }

    override func uninstall(from world: DynamicsWorld) {
        if let j = joint { DynamicsJoints.destroy(j, in: world) }
        if let b = anchorBody { DynamicsJoints.destroyAnchorBody(b, in: world) }
        joint = nil
        anchorBody = nil
    }

    /// A limit attachment is free up to its length; a spring stretches and squeezes freely about
    /// it; a rod (frequency 0) keeps it.
    private var distanceRange: ClosedRange<CGFloat>? {
        if case .limit = kind { return 0...max(length, 0) }
        return frequency > 0 ? 0...1_000_000 : nil
    }

    private func updateDistance() {
        guard let j = joint else { return }
        if madePin != wantsPin, let animator = dynamicAnimator {
            // From a pin to a spring or rod, or back: a new joint.
            uninstall(from: animator.world)
            install(in: animator.world, animator: animator)
            wakeItems()
            return
        }
        if madePin { return }
        switch kind {
        case .spring, .limit:
            DynamicsJoints.setDistance(j, length: length, range: distanceRange, frequency: frequency, ratio: damping)
            wakeItems()
        default: break
        }
    }

    private func updateRange() {
        guard let j = joint else { return }
        switch kind {
        case .sliding: DynamicsJoints.setLimits(j, range: attachmentRange, inPoints: true)
        case .pin: DynamicsJoints.setLimits(j, range: attachmentRange, inPoints: false)
        default: return
        }
        wakeItems()
    }

    private func moveAnchor() {
        guard let b = anchorBody else { return }
        DynamicsJoints.moveAnchorBody(b, to: anchorPoint)
        wakeItems()
    }
}
