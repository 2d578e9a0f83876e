import Foundation

/// What a dynamic animator runs: the base of gravity, collisions, pushes, snaps, attachments, fields
/// and item properties, and of an app's own composite behaviours — a behaviour whose work is done by
/// its `childBehaviors`, with an `action` called every step.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called on every step of the animator the behaviour is in.
    open var action: (() -> Void)?
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?
    /// The items of a behaviour that keeps a list of them (gravity, collision, push, field, item properties).
    var listedItems = DynamicItemList([])

    public override init() { super.init() }

    /// A behaviour over a list of items.
    init(listing items: [UIDynamicItem]) {
        listedItems = DynamicItemList(items)
        super.init()
    }

    func addListedItem(_ item: UIDynamicItem) {
        if listedItems.add(item) { setNeedsUpdate() }
    }

    func removeListedItem(_ item: UIDynamicItem) {
        if listedItems.remove(item) { setNeedsUpdate() }
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { animator.attach(behavior) }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parent = nil
        if let animator = dynamicAnimator { animator.detach(behavior) }
    }

    /// Called before the behaviour joins an animator (or leaves one: `nil`).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: Hooks the animator calls (each behaviour answers for itself)

    /// The items this behaviour needs bodies for.
    var dynamicItems: [UIDynamicItem] { listedItems.items }

    /// The behaviour has joined `animator` (with its `dynamicAnimator` set).
    func didJoin(_ animator: UIDynamicAnimator) {}

    /// Makes or updates what the behaviour owns in the world (joints, boundaries) once its items have bodies.
    func install(in world: DynamicsWorld, animator: UIDynamicAnimator) {}

    /// Removes what the behaviour owns from the world.
    func uninstall(from world: DynamicsWorld) {}

    /// Applies the behaviour's forces for one step.
    func applyForces(in world: DynamicsWorld, animator: UIDynamicAnimator) {}

    /// Sets the item properties the behaviour gives its items (a dynamic item behaviour).
    func contribute(to materials: inout [ObjectIdentifier: DynamicMaterial]) {}

    /// Takes `bit` for the behaviour's collisions and sets it in its items' masks (items, boundaries);
    /// false for a behaviour that has nothing to do with collisions.
    func assignCollisionBit(_ bit: UInt64, to masks: inout [ObjectIdentifier: (UInt64, UInt64)]) -> Bool { false }

    /// Hears the contacts of the last step (a collision behaviour tells its delegate of its own).
    func deliver(_ contacts: [DynamicsContact]) {}

    /// Tells the animator that the behaviour's items or settings changed.
    func setNeedsUpdate() { dynamicAnimator?.setNeedsSync() }

    /// Tells the animator that the behaviour's settings changed and its items should move again.
    func wakeItems() { dynamicAnimator?.wake(items: dynamicItems) }
}

/// The items of a behaviour that holds a list of them, without repeats.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) {
        for i in items { _ = add(i) }
    }

    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        return true
    }

    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard let i = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: i)
        return true
    }

    func contains(_ item: UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
