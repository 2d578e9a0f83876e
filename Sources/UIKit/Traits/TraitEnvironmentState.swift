import Foundation

/// What a trait environment (a view, controller or window scene) keeps about traits, made when it
/// first needs it: its own overrides, its children's (a controller's `setOverrideTraitCollection(_:forChild:)`),
/// and its trait change registrations.
@MainActor final class TraitEnvironmentState {
    var overrides = TraitValues.unspecified
    var childOverrides: [(child: ObjectIdentifier, traits: UITraitCollection)] = []
    var registrations: [TraitChangeRegistration] = []
}

/// One `registerForTraitChanges` call: the traits it watches and what it runs.
@MainActor final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }

    nonisolated static func == (a: TraitChangeRegistration, b: TraitChangeRegistration) -> Bool { a === b }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject, Hashable {}

/// Something with traits: a screen, window scene, view, controller or presentation controller.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A trait environment that owns `TraitEnvironmentState` and tells its registrations.
@MainActor protocol TraitStateOwner: UITraitEnvironment {
    var traitState: TraitEnvironmentState? { get set }
}

extension TraitStateOwner {
    /// The state, made on first use.
    var ensuredTraitState: TraitEnvironmentState {
        if let s = traitState { return s }
        let s = TraitEnvironmentState()
        traitState = s
        return s
    }

    /// Runs the registrations watching any of `changed` (all of them when `changed` is nil).
    func runTraitRegistrations(previous: UITraitCollection, changed: Set<ObjectIdentifier>) {
        for r in traitState?.registrations ?? [] where !r.traits.isDisjoint(with: changed) { r.handler(self, previous) }
    }
}

/// iOS 17's trait change registration, on views, controllers and window scenes.
@preconcurrency @MainActor public protocol UITraitChangeObservable: UITraitEnvironment {
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Runs `handler` with this environment and its previous traits after any of `traits` changes
    /// (`{ (self: Self, previousTraitCollection: UITraitCollection) in … }`, as Apple shows it).
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                        handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { owner, previous in
            if let env = owner as? Environment { handler(env, previous) }
        })
    }

    /// Calls `action` on `target` (held weakly) after any of `traits` changes: `#selector(f)` ported as `Target.f`.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { [weak target] _, _ in if let target { action(target)() } })
    }

    /// Calls `action` on `target` (held weakly) with the environment and its previous traits.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> (UITraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        register(TraitChangeRegistration(traits: traits) { [weak target] owner, previous in
            if let target, let env = owner as? UITraitEnvironment { action(target)(env, previous) }
        })
    }

    private func register(_ registration: TraitChangeRegistration) -> any UITraitChangeRegistration {
        (self as? any TraitStateOwner)?.ensuredTraitState.registrations.append(registration)
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let owner = self as? any TraitStateOwner else { return }
        owner.traitState?.registrations.removeAll { $0 === registration }
    }
}
