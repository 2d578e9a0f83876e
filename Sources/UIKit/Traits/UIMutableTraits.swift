import Foundation

/// A container of traits that can be set (iOS 17): what `UITraitCollection(mutations:)` hands its
/// closure, and `UITraitOverrides`.
public protocol UIMutableTraits {
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var displayGamut: UIDisplayGamut { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// A store of trait values that is a `UIMutableTraits` through its `values`.
protocol TraitValueStore: UIMutableTraits {
    var values: TraitValues { get set }
}

extension TraitValueStore {
    public var userInterfaceIdiom: UIUserInterfaceIdiom { get { values.userInterfaceIdiom } set { values.userInterfaceIdiom = newValue } }
    public var displayScale: CGFloat { get { values.displayScale } set { values.displayScale = newValue } }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue } }
    public var verticalSizeClass: UIUserInterfaceSizeClass { get { values.verticalSizeClass } set { values.verticalSizeClass = newValue } }
    public var userInterfaceStyle: UIUserInterfaceStyle { get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue } }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { get { values.layoutDirection } set { values.layoutDirection = newValue } }
    public var legibilityWeight: UILegibilityWeight { get { values.legibilityWeight } set { values.legibilityWeight = newValue } }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    public var displayGamut: UIDisplayGamut { get { values.displayGamut } set { values.displayGamut = newValue } }
    public var activeAppearance: UIUserInterfaceActiveAppearance { get { values.activeAppearance } set { values.activeAppearance = newValue } }
    public var userInterfaceLevel: UIUserInterfaceLevel { get { values.userInterfaceLevel } set { values.userInterfaceLevel = newValue } }
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }
}

/// The container `UITraitCollection(mutations:)` and `modifyingTraits` fill.
struct MutableTraitValues: TraitValueStore {
    var values = TraitValues.unspecified
}
