import Foundation

/// One piece of an entity's behaviour or data (how it moves, how it is drawn, its health):
/// subclass it, give it to a `GKEntity`, and put its per-frame work in `update(deltaTime:)`.
open class GKComponent: NSObject {
    /// The entity this component belongs to; set when it is added to one.
    public internal(set) weak var entity: GKEntity?

    /// A component, to be added to an entity.
    override public init() {
        super.init()
    }

    /// Called by the entity's or a component system's `update(deltaTime:)` each frame.
    open func update(deltaTime seconds: TimeInterval) {}

    /// Called after the component was added to an entity (`entity` is set).
    open func didAddToEntity() {}

    /// Called before the component is removed from its entity (`entity` is still set).
    open func willRemoveFromEntity() {}
}
