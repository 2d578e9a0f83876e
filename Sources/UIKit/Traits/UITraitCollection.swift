import Foundation

/// The traits of an environment (iOS 17's full set): idiom, scale, size classes, appearance, text
/// size, layout direction, Bold Text, contrast, gamut, active appearance and level, and the app's
/// own traits. Immutable; a view or controller's comes down the trait hierarchy with the overrides
/// on the way (`traitOverrides`).
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    public init(userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                legibilityWeight: UILegibilityWeight = .unspecified,
                accessibilityContrast: UIAccessibilityContrast = .unspecified,
                displayGamut: UIDisplayGamut = .unspecified,
                activeAppearance: UIUserInterfaceActiveAppearance = .unspecified,
                userInterfaceLevel: UIUserInterfaceLevel = .unspecified) {
        values = TraitValues(userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale, horizontalSizeClass: horizontalSizeClass,
                             verticalSizeClass: verticalSizeClass, userInterfaceStyle: userInterfaceStyle,
                             preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection,
                             legibilityWeight: legibilityWeight, accessibilityContrast: accessibilityContrast, displayGamut: displayGamut,
                             activeAppearance: activeAppearance, userInterfaceLevel: userInterfaceLevel)
        super.init()
    }

    /// A collection with the traits `mutations` sets (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraitValues()
        mutations(&traits)
        self.init(values: (traits as? MutableTraitValues)?.values ?? .unspecified)
    }

    /// The traits of all the collections: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues.unspecified) { $0.overlaid(with: $1.values) })
    }

    /// This collection with the changes `mutations` makes (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? MutableTraitValues)?.values ?? values)
    }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    public var displayScale: CGFloat { values.displayScale }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The user's text size (Dynamic Type), which text-style fonts follow.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// `.bold` when the user turned on Bold Text.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// `.high` when the user turned on Increase Contrast.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
    /// `.elevated` in a sheet, popover or other content presented over the base level.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    /// A trait's value, the system's or the app's own (`UITraitDefinition`).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }

    /// Whether every trait the other collection specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.overlaid(with: trait.values) == values
    }

    /// Whether the other collection lays text out differently (another text size or Bold Text).
    public func hasDifferentFontAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        preferredContentSizeCategory != traitCollection?.preferredContentSizeCategory
            || legibilityWeight != traitCollection?.legibilityWeight
    }

    /// Whether colours may resolve differently under the other collection (style, contrast, level,
    /// gamut, active appearance).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection?.values else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel || displayGamut != other.displayGamut
            || activeAppearance != other.activeAppearance
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection).map { $0.values == values } ?? false
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceIdiom.rawValue)
        h.combine(horizontalSizeClass.rawValue)
        h.combine(verticalSizeClass.rawValue)
        h.combine(userInterfaceStyle.rawValue)
        h.combine(displayScale)
        return h.finalize()
    }

    open override var description: String {
        let specified = SystemTraits.all.filter { !$0.same(values, .unspecified) }.map { "\($0.name) = \($0.value(in: values))" }
        return "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); \(specified.joined(separator: ", "))>"
    }

    /// The traits that apply to the code running now: those set by `performAsCurrent`, else the
    /// main screen's. (UIKit keeps one per thread; UIKit here runs on the main actor only.)
    @preconcurrency @MainActor public static var current: UITraitCollection {
        get { currentStack.last ?? UIScreen.main.traitCollection }
        set {
            if currentStack.isEmpty { currentStack = [newValue] } else { currentStack[currentStack.count - 1] = newValue }
            CurrentColorTraits.replaceTop(newValue)
        }
    }
    @MainActor private static var currentStack: [UITraitCollection] = []

    /// Runs `actions` with these traits as `UITraitCollection.current`.
    @preconcurrency @MainActor public func performAsCurrent(_ actions: () -> Void) {
        UITraitCollection.currentStack.append(self)
        CurrentColorTraits.push(self)
        defer { UITraitCollection.currentStack.removeLast(); CurrentColorTraits.pop() }
        actions()
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceIdiom: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }
    public convenience init(displayScale: CGFloat) { self.init(userInterfaceIdiom: .unspecified, displayScale: displayScale) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }
}
