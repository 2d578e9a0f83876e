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

    public convenience init(displayScale: CGFloat) { self.init(userInterfaceIdiom: .unspecified, displayScale: displayScale) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }
}

