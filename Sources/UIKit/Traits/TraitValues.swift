import Foundation

/// The value of every system trait, each at its "unspecified" value until given one, and the app's
/// own traits (iOS 17's custom `UITraitDefinition`s) that were given one: what a trait collection
/// holds and what trait overrides set.
struct TraitValues: Equatable, @unchecked Sendable {
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    /// The app's own traits that were set, by trait type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    static let unspecified = TraitValues()

    /// Each trait `other` specifies replaces this one's.
    func overlaid(with other: TraitValues) -> TraitValues {
        guard other != .unspecified else { return self }
        var out = self
        for trait in SystemTraits.all { trait.copy(from: other, into: &out) }
        out.custom.merge(other.custom) { _, new in new }
        return out
    }

    /// The traits whose values differ (custom ones by identity of their type).
    func changedTraits(from other: TraitValues) -> Set<ObjectIdentifier> {
        guard self != other else { return [] }
        var changed = Set(SystemTraits.all.filter { !$0.same(self, other) }.map { ObjectIdentifier($0) })
        for key in Set(custom.keys).union(other.custom.keys) where custom[key] != other.custom[key] { changed.insert(key) }
        return changed
    }

    /// The value of `trait` (its default when nothing set it).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = SystemTraits.system(trait) { return system.value(in: self) as! T.Value }
            return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
        }
        set {
            if let system = SystemTraits.system(trait) { system.set(newValue, in: &self); return }
            custom[ObjectIdentifier(trait)] = CustomTraitValue(newValue)
        }
    }
}

/// An app-defined trait's value, compared by value when its type is Equatable.
struct CustomTraitValue: Equatable {
    let value: Any
    private let equals: (Any) -> Bool

    init(_ value: Any) {
        self.value = value
        if let e = value as? any Equatable {
            equals = { Self.same(e, $0) }
        } else {
            equals = { _ in false }
        }
    }

    private static func same<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
    static func == (a: CustomTraitValue, b: CustomTraitValue) -> Bool { a.equals(b.value) }
}
