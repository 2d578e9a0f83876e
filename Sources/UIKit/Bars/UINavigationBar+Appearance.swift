import Foundation

/// Which `UINavigationBarAppearance` the bar shows: the top item's or the bar's, compact in a compact
/// height, and the scroll edge's while its navigation controller's content is at the top (the
/// standard one made transparent when none is set, as since iOS 15). The legacy properties
/// (`barTintColor`, `isTranslucent`, background and shadow images, title attributes) change the
/// standard appearance, as iOS 13 folds them in.
extension UINavigationBar {
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        appearanceDidCall("setBackgroundImage(_:for:barMetrics:) \(barMetrics.rawValue)") {
            ($0 as? UINavigationBar)?.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
        restyle()
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics.rawValue] }

    /// The appearance drawn now.
    package var shownAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = withLegacySettings((compact ? item?.compactAppearance ?? compactAppearance : nil)
            ?? item?.standardAppearance ?? standardAppearance)
        guard isManaged, atScrollEdge else { return standard }
        if let edge = (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance {
            return edge
        }
        let transparent = standard.copied()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    private func withLegacySettings(_ base: UINavigationBarAppearance) -> UINavigationBarAppearance {
        let hasLegacy = barTintColor != nil || !isTranslucent || barStyle == .black || shadowImage != nil || backIndicatorImage != nil
            || !backgroundImages.isEmpty || titleTextAttributes != nil || largeTitleTextAttributes != nil
        guard hasLegacy else { return base }
        let a = base.copied().withLegacyBackground(tint: barTintColor ?? (barStyle == .black ? UIColor(white: 0.1, alpha: 1) : nil),
                                                   translucent: isTranslucent)
        if let image = backgroundImages[UIBarMetrics.default.rawValue] { a.backgroundImage = image }
        if let shadow = shadowImage { a.shadowImage = shadow }
        // As on iOS, the legacy indicator counts only with its transition mask.
        if let indicator = backIndicatorImage, let mask = backIndicatorTransitionMaskImage {
            a.setBackIndicatorImage(indicator, transitionMaskImage: mask)
        }
        if let t = titleTextAttributes { a.titleTextAttributes.merge(t) { $1 } }
        if let t = largeTitleTextAttributes { a.largeTitleTextAttributes.merge(t) { $1 } }
        if barStyle == .black, a.titleTextAttributes[.foregroundColor] == nil { a.titleTextAttributes[.foregroundColor] = UIColor.white }
        return a
    }
}

extension UINavigationBar: BarButtonStyling {
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance? {
        let look = shownAppearance
        return style == .done ? look.doneButtonAppearance : look.buttonAppearance
    }
}

/// A bar that gives its items a look (`UINavigationBarAppearance.buttonAppearance`, the toolbar's).
@MainActor protocol BarButtonStyling: AnyObject {
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance?
}
