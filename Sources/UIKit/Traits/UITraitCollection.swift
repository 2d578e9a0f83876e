import Foundation

/// The traits of an environment: idiom, scale, size classes, appearance.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The user's text size (Dynamic Type), which text-style fonts follow.
    public let preferredContentSizeCategory: UIContentSizeCategory

    public init(userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceIdiom: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of all the collections: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.reversed().map(value).first { $0 != unspecified } ?? unspecified
        }
        self.init(userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
                  preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether the other collection lays text out differently (another text size).
    public func hasDifferentFontAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        preferredContentSizeCategory != traitCollection?.preferredContentSizeCategory
    }

    /// The traits that apply to the code running now: those set by `performAsCurrent`, else the
    /// main screen's. (UIKit keeps one per thread; UIKit here runs on the main actor only.)
    @preconcurrency @MainActor public static var current: UITraitCollection {
        get { currentStack.last ?? UIScreen.main.traitCollection }
        set { if currentStack.isEmpty { currentStack = [newValue] } else { currentStack[currentStack.count - 1] = newValue } }
    }
    @MainActor private static var currentStack: [UITraitCollection] = []

    /// Runs `actions` with these traits as `UITraitCollection.current`.
    @preconcurrency @MainActor public func performAsCurrent(_ actions: () -> Void) {
        UITraitCollection.currentStack.append(self)
        defer { UITraitCollection.currentStack.removeLast() }
        actions()
    }

    public convenience init(displayScale: CGFloat) { self.init(userInterfaceIdiom: .unspecified, displayScale: displayScale) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }
}

