import Foundation

/// A trait a trait collection can carry (iOS 17): the system's (`UITraitUserInterfaceStyle` and the
/// others) are types conforming to this, named in `registerForTraitChanges(_:handler:)`.
public protocol UITraitDefinition {
    associatedtype Value
    /// The value when nothing specifies one.
    static var defaultValue: Value { get }
    /// A unique identifier, in reverse-DNS form.
    static var identifier: String { get }
    /// The name shown in trait collections' descriptions.
    static var name: String { get }
    /// Whether a change of this trait can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as trait change registrations list them.
public typealias UITrait = any UITraitDefinition.Type

/// A trait UIKit defines: where its value lives in `TraitValues`.
protocol SystemTrait: UITraitDefinition where Value: Equatable {
    static var keyPath: WritableKeyPath<TraitValues, Value> { get }
}

extension SystemTrait {
    public static var identifier: String { "UITrait" + name }
    static func value(in values: TraitValues) -> Any { values[keyPath: keyPath] }
    static func set(_ value: Any, in values: inout TraitValues) {
        if let v = value as? Value { values[keyPath: keyPath] = v }
    }
    /// The "unspecified" value: what `TraitValues` starts with.
    static var unspecified: Value { TraitValues.unspecified[keyPath: keyPath] }
    static func same(_ a: TraitValues, _ b: TraitValues) -> Bool { a[keyPath: keyPath] == b[keyPath: keyPath] }
    /// Copies the trait from `source` into `target` when `source` specifies it (or `always`).
    static func copy(from source: TraitValues, into target: inout TraitValues, always: Bool = false) {
        let v = source[keyPath: keyPath]
        if always || v != unspecified { target[keyPath: keyPath] = v }
    }
}

/// The system traits, in the order descriptions list them.
enum SystemTraits {
    nonisolated(unsafe) static let all: [any SystemTrait.Type] = [
        UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
        UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
        UITraitLegibilityWeight.self, UITraitAccessibilityContrast.self, UITraitDisplayGamut.self,
        UITraitActiveAppearance.self, UITraitUserInterfaceLevel.self,
    ]

    /// The system trait `trait` is, if it is one.
    static func system(_ trait: UITrait) -> (any SystemTrait.Type)? { trait as? any SystemTrait.Type }
}

public enum UITraitUserInterfaceIdiom: SystemTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let name = "UserInterfaceIdiom"
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}
public enum UITraitDisplayScale: SystemTrait {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
    static var keyPath: WritableKeyPath<TraitValues, CGFloat> { \.displayScale }
}
public enum UITraitHorizontalSizeClass: SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "HorizontalSizeClass"
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}
public enum UITraitVerticalSizeClass: SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "VerticalSizeClass"
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}
public enum UITraitUserInterfaceStyle: SystemTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let name = "UserInterfaceStyle"
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}
public enum UITraitPreferredContentSizeCategory: SystemTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "PreferredContentSizeCategory"
    static var keyPath: WritableKeyPath<TraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}
public enum UITraitLayoutDirection: SystemTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let name = "LayoutDirection"
    static var keyPath: WritableKeyPath<TraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}
public enum UITraitLegibilityWeight: SystemTrait {
    public static let defaultValue = UILegibilityWeight.unspecified
    public static let name = "LegibilityWeight"
    static var keyPath: WritableKeyPath<TraitValues, UILegibilityWeight> { \.legibilityWeight }
}
public enum UITraitAccessibilityContrast: SystemTrait {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let name = "AccessibilityContrast"
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}
public enum UITraitDisplayGamut: SystemTrait {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static let name = "DisplayGamut"
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, UIDisplayGamut> { \.displayGamut }
}
public enum UITraitActiveAppearance: SystemTrait {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static let name = "ActiveAppearance"
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceActiveAppearance> { \.activeAppearance }
}
public enum UITraitUserInterfaceLevel: SystemTrait {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let name = "UserInterfaceLevel"
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
