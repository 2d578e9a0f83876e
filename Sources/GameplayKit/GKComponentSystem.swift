import Foundation

/// The components of one class across many entities, updated together: a game updates its
/// systems in the order it chooses (input, then movement, then drawing) instead of entity by entity.
///
/// `GKComponentSystem(componentClass: MoveComponent.self)` holds `GKComponent`s, as on iOS;
/// `GKComponentSystem<MoveComponent>(…)` holds the class itself.
open class GKComponentSystem<ComponentType: GKComponent>: NSObject {
    /// The class of the components the system holds.
    public let componentClass: AnyClass
    /// The system's components, in the order added.
    public private(set) var components: [ComponentType] = []

    /// A system for components of `componentClass`.
    public init(componentClass: AnyClass) {
        self.componentClass = componentClass
        super.init()
    }

    /// Adds `component` if it is of the system's class and not there yet.
    open func addComponent(_ component: ComponentType) {
        guard type(of: component) == componentClass, !components.contains(where: { $0 === component }) else { return }
        components.append(component)
    }

    /// Adds `entity`'s component of the system's class, if it has one.
    open func addComponent(foundIn entity: GKEntity) {
        if let component = entity.components.first(where: { type(of: $0) == componentClass }) as? ComponentType {
            addComponent(component)
        }
    }

    /// Removes `component`.
    open func removeComponent(_ component: ComponentType) {
        components.removeAll { $0 === component }
    }

    /// Removes `entity`'s component of the system's class.
    open func removeComponent(foundIn entity: GKEntity) {
        components.removeAll { $0.entity === entity }
    }

    /// Updates each component in turn.
    open func update(deltaTime seconds: TimeInterval) {
        for component in components { component.update(deltaTime: seconds) }
    }
}

extension GKComponentSystem where ComponentType == GKComponent {
    /// A system of `GKComponent`s: what `GKComponentSystem(componentClass:)` makes when the
    /// component type is not named, as Objective-C's generics default it on iOS.
    public convenience init(componentClass: AnyClass) {
        self.init(componentClass, ())
    }
}

extension GKComponentSystem {
    /// The generic initializer under another name, so the constrained one above can reach it.
    fileprivate convenience init(_ componentClass: AnyClass, _: Void) {
        self.init(componentClass: componentClass)
    }
}
