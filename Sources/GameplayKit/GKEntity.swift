import Foundation

/// A game object made of components: at most one of each component class, found by class with
/// `component(ofType:)`, all updated by `update(deltaTime:)`.
open class GKEntity: NSObject {
    private var parts: [GKComponent] = []

    /// An entity with no components.
    override public init() {
        super.init()
    }

    /// The entity's components, in the order added.
    open var components: [GKComponent] { parts }

    /// Adds `component`; one of the same class already there is removed first.
    open func addComponent(_ component: GKComponent) {
        removeComponent(ofType: type(of: component))
        component.entity?.removeComponent(ofType: type(of: component))
        parts.append(component)
        component.entity = self
        component.didAddToEntity()
    }

    /// Removes the entity's component of class `componentClass`, if it has one.
    open func removeComponent<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) {
        guard let index = parts.firstIndex(where: { type(of: $0) == componentClass }) else { return }
        let component = parts[index]
        component.willRemoveFromEntity()
        parts.remove(at: index)
        component.entity = nil
    }

    /// The entity's component of class `componentClass` (that class exactly), or nil.
    open func component<ComponentType: GKComponent>(ofType componentClass: ComponentType.Type) -> ComponentType? {
        parts.first { type(of: $0) == componentClass } as? ComponentType
    }

    /// Updates each component in turn.
    open func update(deltaTime seconds: TimeInterval) {
        for component in parts { component.update(deltaTime: seconds) }
    }
}
