import Foundation

/// The user's appearance on this device — light or dark, and Increase Contrast: a Simulator sets it
/// for a test, a live app follows the desktop's colour scheme (`DesktopColorScheme`).
extension UIKitEnvironment {
    /// Switches the device between light and dark as Control Center does: traits change down every
    /// window's controllers and views — dynamic colours in backgrounds and drawings resolve again,
    /// `traitCollectionDidChange` and registrations for `UITraitUserInterfaceStyle` run — and the
    /// status bar's default style follows.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        let style: UIUserInterfaceStyle = style == .dark ? .dark : .light
        guard style != screen.userInterfaceStyle else { return }
        changeColorTraits { screen.userInterfaceStyle = style }
        updateStatusBar()
    }

    public var userInterfaceStyle: UIUserInterfaceStyle { screen.userInterfaceStyle }

    /// Turns Increase Contrast on (`.high`) or off: the system colours take their high-contrast values.
    public func setAccessibilityContrast(_ contrast: UIAccessibilityContrast) {
        let contrast: UIAccessibilityContrast = contrast == .high ? .high : .normal
        guard contrast != screen.accessibilityContrast else { return }
        changeColorTraits { screen.accessibilityContrast = contrast }
    }

    /// Bold Text on (`.bold`) or off: the screen's legibility weight changes down every window.
    public func setLegibilityWeight(_ weight: UILegibilityWeight) {
        let weight: UILegibilityWeight = weight == .bold ? .bold : .regular
        guard weight != screen.legibilityWeight else { return }
        changeColorTraits { screen.legibilityWeight = weight }
    }

    /// Changes the screen's colour traits with `change`, publishes them, and tells every window's
    /// controllers and views whose traits changed.
    private func changeColorTraits(_ change: () -> Void) {
        let before = TraitSnapshot(windows: windows)
        change()
        if UIKitEnvironment.current === self { publishColorTraits() }
        before.deliver()
    }

    public var accessibilityContrast: UIAccessibilityContrast { screen.accessibilityContrast }

    /// The style `OPENUIKIT_APPEARANCE` fixes for a live app (`light` or `dark`), if it names one.
    package static func interfaceStyle(fromEnvironment env: [String: String]) -> UIUserInterfaceStyle? {
        switch env["OPENUIKIT_APPEARANCE"]?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: return nil
        }
    }

    /// Takes light or dark from the desktop's settings portal on the bus at `busAddress` (nil: the
    /// session bus) and follows its changes from then on (`pollDesktopAppearance`, which a live
    /// app's run loop calls each turn). False when no portal answers.
    @discardableResult
    public func followDesktopAppearance(busAddress: String?) -> Bool {
        guard let desktop = DesktopColorScheme(busAddress: busAddress, environment: self), let style = desktop.read() else { return false }
        setUserInterfaceStyle(style)
        desktop.follow()
        desktopAppearance = desktop
        return true
    }

    /// Delivers the desktop's setting changes that have arrived.
    package func pollDesktopAppearance() { desktopAppearance?.poll() }

    /// Tells `UIColor.cgColor` (on any thread) this device's light or dark and contrast (it is current).
    func publishColorTraits() {
        CurrentColorTraits.publishScreen(UITraitCollection {
            $0.userInterfaceStyle = screen.userInterfaceStyle
            $0.accessibilityContrast = screen.accessibilityContrast
        })
    }
}
