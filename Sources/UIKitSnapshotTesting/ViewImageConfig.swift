import UIKit

/// A device to render a snapshot on, as swift-snapshot-testing names them on iOS: the screen's size
/// in points, its safe area and its traits (idiom, scale, size classes). `.image(on: .iPhone13)`
/// lays the controller out in a window of that size with that safe area, at that scale.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// The window's safe area: the status bar or sensor housing, the home indicator.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; `nil` renders at the view's own size.
    public var size: CGSize?
    /// Idiom, scale (`displayScale`) and size classes the controller is shown with.
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: `width`×`height` in portrait; safe areas for each orientation.
    static func phone(_ o: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
                      portrait: UIEdgeInsets, landscape: UIEdgeInsets, regularWidthInLandscape: Bool = false) -> ViewImageConfig {
        switch o {
        case .portrait:
            return ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height),
                                   traits: UITraitCollection(userInterfaceIdiom: .phone, displayScale: scale,
                                                             horizontalSizeClass: .compact, verticalSizeClass: .regular))
        case .landscape:
            return ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width),
                                   traits: UITraitCollection(userInterfaceIdiom: .phone, displayScale: scale,
                                                             horizontalSizeClass: regularWidthInLandscape ? .regular : .compact,
                                                             verticalSizeClass: .compact))
        }
    }

    /// An iPad, full screen: regular in both directions.
    static func pad(_ o: Orientation, width: CGFloat, height: CGFloat, safeArea: UIEdgeInsets) -> ViewImageConfig {
        let size = o == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(safeArea: safeArea, size: size,
                               traits: UITraitCollection(userInterfaceIdiom: .pad, displayScale: 2,
                                                         horizontalSizeClass: .regular, verticalSizeClass: .regular))
    }

    // Home-button phones: a 20-point status bar in portrait, none in landscape.
    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// iPhone SE (1st generation): 320×568 points at 2x, portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// The same device in either orientation.
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 320, height: 568, scale: 2, portrait: statusBar, landscape: .zero)
    }

    /// iPhone 8: 375×667 points at 2x, portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// The same device in either orientation.
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 375, height: 667, scale: 2, portrait: statusBar, landscape: .zero)
    }

    /// iPhone 8 Plus: 414×736 points at 3x, portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// The same device in either orientation.
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 736, scale: 3, portrait: statusBar, landscape: .zero, regularWidthInLandscape: true)
    }

    // Notched phones: the sensor housing on the top (or a side, in landscape), the home indicator at the bottom.
    static func notched(_ top: CGFloat) -> (UIEdgeInsets, UIEdgeInsets) {
        (UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }

    /// iPhone X: 375×812 points at 3x, portrait.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// The same device in either orientation.
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(44)
        return phone(o, width: 375, height: 812, scale: 3, portrait: p, landscape: l)
    }

    /// iPhone Xs Max: 414×896 points at 3x, portrait.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// The same device in either orientation.
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(44)
        return phone(o, width: 414, height: 896, scale: 3, portrait: p, landscape: l, regularWidthInLandscape: true)
    }

    /// iPhone Xʀ: 414×896 points at 2x, portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// The same device in either orientation.
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(44)
        return phone(o, width: 414, height: 896, scale: 2, portrait: p, landscape: l, regularWidthInLandscape: true)
    }

    /// iPhone 12: 390×844 points at 3x, portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// The same device in either orientation.
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(47)
        return phone(o, width: 390, height: 844, scale: 3, portrait: p, landscape: l)
    }

    /// iPhone 12 Pro: as the iPhone 12.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// The same device in either orientation.
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }

    /// iPhone 12 Pro Max: 428×926 points at 3x, portrait.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// The same device in either orientation.
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(47)
        return phone(o, width: 428, height: 926, scale: 3, portrait: p, landscape: l, regularWidthInLandscape: true)
    }

    /// iPhone 13: 390×844 points at 3x, portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// The same device in either orientation.
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(47)
        return phone(o, width: 390, height: 844, scale: 3, portrait: p, landscape: l)
    }

    /// iPhone 13 mini: 375×812 points at 3x, portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// The same device in either orientation.
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(50)
        return phone(o, width: 375, height: 812, scale: 3, portrait: p, landscape: l)
    }

    /// iPhone 13 Pro: as the iPhone 13.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// The same device in either orientation.
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }

    /// iPhone 13 Pro Max: 428×926 points at 3x, portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// The same device in either orientation.
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig {
        let (p, l) = notched(47)
        return phone(o, width: 428, height: 926, scale: 3, portrait: p, landscape: l, regularWidthInLandscape: true)
    }

    // iPads: as on iOS, the static members are in landscape.
    /// iPad mini: 1024×768 points at 2x, landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// The same device in either orientation.
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { pad(o, width: 768, height: 1024, safeArea: statusBar) }

    /// iPad 9.7-inch: as the iPad mini.
    public static let iPad9_7 = iPadMini
    /// The same device in either orientation.
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { iPadMini(o) }

    /// iPad 10.2-inch: 1080×810 points at 2x, landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// The same device in either orientation.
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { pad(o, width: 810, height: 1080, safeArea: statusBar) }

    /// iPad Pro 10.5-inch: 1112×834 points at 2x, landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// The same device in either orientation.
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { pad(o, width: 834, height: 1112, safeArea: statusBar) }

    /// iPad Pro 11-inch: 1194×834 points at 2x, landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// The same device in either orientation.
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig {
        pad(o, width: 834, height: 1194, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// iPad Pro 12.9-inch: 1366×1024 points at 2x, landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// The same device in either orientation.
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig {
        pad(o, width: 1024, height: 1366, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
}
