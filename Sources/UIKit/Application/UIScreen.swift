import Foundation

/// The display: its bounds in points (following the interface orientation, as since iOS 8) and scale.
@preconcurrency @MainActor open class UIScreen: NSObject {
    /// The device; its size changes when a freeform window is resized (`UIKitEnvironment.resizeScreen`).
    package internal(set) var profile: DeviceProfile
    package internal(set) var orientation: UIDeviceOrientation = .portrait { didSet { TraitResolution.invalidate() } }

    package init(profile: DeviceProfile) {
        self.profile = profile
        super.init()
    }

    /// The screen of the running app (or of the current Simulator).
    public class var main: UIScreen { UIKitEnvironment.current.screen }
    public class var screens: [UIScreen] { [main] }

    open var bounds: CGRect {
        let s = profile.portraitSize
        return orientation.isLandscape ? CGRect(x: 0, y: 0, width: s.height, height: s.width)
                                       : CGRect(origin: .zero, size: s)
    }

    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.portraitSize.width * profile.scale, height: profile.portraitSize.height * profile.scale)
    }

    open var scale: CGFloat { profile.scale }
    open var nativeScale: CGFloat { profile.scale }
    open var maximumFramesPerSecond: Int { 60 }
    open var brightness: CGFloat = 1
    /// The user's text size on this device (`UIKitEnvironment.setContentSizeCategory`).
    var contentSizeCategory: UIContentSizeCategory = .large { didSet { TraitResolution.invalidate() } }
    /// Light or dark, as the user chose (`UIKitEnvironment.setUserInterfaceStyle`).
    var userInterfaceStyle: UIUserInterfaceStyle = .light { didSet { TraitResolution.invalidate() } }
    /// Settings › Accessibility › Increase Contrast (`UIKitEnvironment.setAccessibilityContrast`).
    var accessibilityContrast: UIAccessibilityContrast = .normal { didSet { TraitResolution.invalidate() } }
    /// Settings › Accessibility › Bold Text (`UIKitEnvironment.setLegibilityWeight`).
    var legibilityWeight: UILegibilityWeight = .regular { didSet { TraitResolution.invalidate() } }

    open var traitCollection: UITraitCollection {
        let landscape = orientation.isLandscape
        let phone = profile.idiom == .phone
        return UITraitCollection(userInterfaceIdiom: profile.idiom, displayScale: scale,
                                 // Plus and Max iPhones are regular width in landscape.
                                 horizontalSizeClass: phone && !(landscape && profile.portraitSize.height >= 896) ? .compact : .regular,
                                 verticalSizeClass: phone && landscape ? .compact : .regular,
                                 userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: contentSizeCategory,
                                 layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                                 legibilityWeight: legibilityWeight, accessibilityContrast: accessibilityContrast, displayGamut: .P3,
                                 activeAppearance: .active, userInterfaceLevel: .base)
    }

    /// Whether the status bar shows (the device decides it from the app's controllers).
    var statusBarShown = true

    /// Safe-area insets of a full-screen window in the current orientation. A device whose top
    /// inset is only its status bar's (no sensor housing) loses it while the bar is hidden.
    var safeAreaInsets: UIEdgeInsets {
        var insets = orientation.isLandscape ? profile.landscapeSafeArea : profile.portraitSafeArea
        if !statusBarShown && !profile.hasSensorHousing { insets.top = 0 }
        return insets
    }

    /// The screen's space in points, turning with the interface (the same as a full-screen window's).
    public private(set) lazy var coordinateSpace: UICoordinateSpace = ScreenCoordinateSpace(screen: self, fixed: false)
    /// The screen's space in points with the device portrait-up, whatever the interface's orientation.
    public private(set) lazy var fixedCoordinateSpace: UICoordinateSpace = ScreenCoordinateSpace(screen: self, fixed: true)
}

extension UIScreen: UITraitEnvironment {
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
