import Foundation

/// A legacy bar image's key: the bar position and metrics it is for.
struct BarImageKey: Hashable {
    var position: UIBarPosition
    var metrics: UIBarMetrics
}

/// iOS 5's toolbar images: a background image by position and metrics, a hairline image by
/// position. As on iOS 13 and later, they are drawn as the appearance's `backgroundImage` and
/// `shadowImage` (without a background image, a shadow image is not drawn, as UIKit documents).
extension UIToolbar {
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
        restyle()
    }

    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)]
    }

    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        restyle()
    }

    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    /// `base` with the images set for where the toolbar is (its own position first, then `.any`;
    /// compact metrics fall back to the default's).
    func withLegacyImages(_ base: UIToolbarAppearance, metrics: UIBarMetrics) -> UIToolbarAppearance {
        guard !backgroundImages.isEmpty || !shadowImages.isEmpty else { return base }
        let position = barPosition
        let image = [metrics, .default].lazy.compactMap { m in
            self.backgroundImages[BarImageKey(position: position, metrics: m)] ?? self.backgroundImages[BarImageKey(position: .any, metrics: m)]
        }.first
        let shadow = shadowImages[position] ?? shadowImages[.any]
        guard image != nil || shadow != nil else { return base }
        let a = base.copied()
        if let image {
            a.backgroundImage = image
            a.backgroundEffect = nil
            a.backgroundColor = nil
            if let shadow { a.shadowImage = shadow }
        }
        return a
    }
}
