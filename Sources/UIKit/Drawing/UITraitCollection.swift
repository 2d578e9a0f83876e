import Foundation

/// The traits of an environment: idiom, scale, size classes, appearance.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
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

