import Foundation

/// The traits a view, controller, window or scene sets for itself and what lies below it (iOS 17's
/// `traitOverrides`): any trait set here replaces the one inherited; `removeTrait` inherits it again.
public struct UITraitOverrides: TraitValueStore {
    var values: TraitValues

    init(_ values: TraitValues) { self.values = values }

    /// Whether `trait` is overridden.
    public func containsTrait<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
        if let system = SystemTraits.system(trait) { return !system.same(values, .unspecified) }
        return values.custom[ObjectIdentifier(trait)] != nil
    }

    /// Inherits `trait` again.
    public mutating func removeTrait<T: UITraitDefinition>(_ trait: T.Type) {
        if let system = SystemTraits.system(trait) { system.copy(from: .unspecified, into: &values, always: true); return }
        values.custom[ObjectIdentifier(trait)] = nil
    }
}
