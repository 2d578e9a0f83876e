import Foundation

/// Runs UIKit Dynamics: moves the items its behaviours name as a rigid-body simulation (Box2D),
/// stepped at 60 steps a second on the clock of the device the reference view is on, so that a
/// `Simulator` sees the same motion every run. It pauses by itself when every item rests, and
/// resumes when a behaviour or an item changes.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate system items move in (items are its subviews).
    public private(set) weak var referenceView: UIView?
    /// A collection view layout whose attributes are the items; it is invalidated on every step.
    weak var layout: UICollectionViewLayout?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the simulation is stepping: false while nothing is added or every item rests.
    public internal(set) var isRunning = false
    /// The time the animator has simulated while running, in seconds.
    public internal(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    var needsSync = false
    var lastFrame: CFTimeInterval?
    var unsteppedTime: CFTimeInterval = 0
    var lastReferenceBounds: CGRect?
    /// Items UIKit's checks turned away (reported once).
    var refusedItems = Set<ObjectIdentifier>()
    /// The device whose clock steps this animator, once it has run.
    weak var device: UIKitEnvironment?

    public override init() { super.init() }

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
        world.referenceView = view
    }

    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        self.layout = layout
        referenceView = layout.collectionView
    }

    // Not `isolated`: an app's subclass may declare its own (nonisolated) `deinit`, as on iOS. An
    // animator is released on the main thread, where it runs.
    deinit {
        MainActor.assumeIsolated { tearDown() }
    }

    private func tearDown() {
        device?.stopMotion(of: self)
        // The behaviours may outlive the animator and join another: what they made in this world goes now.
        for b in allBehaviors {
            b.uninstall(from: world)
            b.dynamicAnimator = nil
        }
    }

    // MARK: Behaviours

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if behavior.dynamicAnimator === self {
            // A child of a behaviour already here.
            UIKitRuntime.fail("Adding the same behavior twice to the same animator is not supported \(behavior)")
            return
        }
        if let other = behavior.dynamicAnimator { other.removeBehavior(behavior) }
        behaviors.append(behavior)
        attach(behavior)
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        detach(behavior)
    }

    open func removeAllBehaviors() {
        for b in behaviors { removeBehavior(b) }
    }

    /// A behaviour (and its children) joining this animator.
    func attach(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behavior.didJoin(self)
        for child in behavior.childBehaviors { attach(child) }
        setNeedsSync()
    }

    /// A behaviour (and its children) leaving: what it made in the world goes with it.
    func detach(_ behavior: UIDynamicBehavior) {
        for child in behavior.childBehaviors { detach(child) }
        behavior.willMove(to: nil)
        behavior.uninstall(from: world)
        behavior.dynamicAnimator = nil
        setNeedsSync()
    }

    /// Every behaviour in the animator, parents before their children, in the order added.
    var allBehaviors: [UIDynamicBehavior] {
        var out: [UIDynamicBehavior] = []
        func walk(_ b: UIDynamicBehavior) {
            out.append(b)
            b.childBehaviors.forEach(walk)
        }
        behaviors.forEach(walk)
        return out
    }

    // MARK: Items

    /// The items whose frames (turned by their transforms) meet `rect`, in the reference view's coordinates.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var out: [UIDynamicItem] = []
        for b in allBehaviors {
            for item in b.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                let s = item.bounds.size
                let frame = CGRect(x: -s.width / 2, y: -s.height / 2, width: s.width, height: s.height)
                    .applying(item.transform).offsetBy(dx: item.center.x, dy: item.center.y)
                if frame.intersects(rect) { out.append(item) }
            }
        }
        return out
    }

    /// Takes an item's position, rotation and size as the app has set them since the animator moved it.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = world.body(for: item) else { return }
        body.readItem()
        resume()
    }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for b in allBehaviors {
            for case let a as UICollectionViewLayoutAttributes in b.dynamicItems where match(a) { return a }
        }
        return nil
    }

    /// The rectangle `translatesReferenceBoundsIntoBoundary` turns into walls.
    var referenceBounds: CGRect? {
        if let layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return referenceView?.bounds
    }
}
