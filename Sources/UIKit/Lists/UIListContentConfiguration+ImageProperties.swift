import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration's image looks and how much room it takes.
    public struct ImageProperties {
        /// Asks for the system's standard size in `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest the image is shown: a larger image is scaled down to fit, keeping its aspect
        /// ratio; a zero dimension does not limit.
        public var maximumSize: CGSize = .zero
        /// The room the layout keeps for the image, which is centred in it (so rows line up whatever
        /// their images); a zero dimension takes the image's own.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        /// The tint the image is drawn in: `tintColor` (or the view's) through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }

        /// The image as shown: with the preferred symbol configuration, scaled to `maximumSize`.
        @MainActor func displayed(_ image: UIImage) -> (image: UIImage, size: CGSize) {
            var shown = image
            if let symbol = preferredSymbolConfiguration, image.isSymbolImage {
                shown = image.applyingSymbolConfiguration(symbol) ?? image
            }
            let s = shown.size
            var scale: CGFloat = 1
            if maximumSize.width > 0, s.width > maximumSize.width { scale = min(scale, maximumSize.width / s.width) }
            if maximumSize.height > 0, s.height > maximumSize.height { scale = min(scale, maximumSize.height / s.height) }
            return (shown, CGSize(width: s.width * scale, height: s.height * scale))
        }

        /// The room the layout gives an image shown at `size`.
        @MainActor func slot(for image: UIImage, size: CGSize) -> CGSize {
            // A symbol's standard slot is square, so rows of different symbols align their text.
            let standard = image.isSymbolImage ? CGSize(width: max(size.width, size.height), height: size.height) : size
            // A reserved dimension of 0 (none) or `standardDimension` (negative) takes the standard one.
            return CGSize(width: reservedLayoutSize.width > 0 ? reservedLayoutSize.width : standard.width,
                          height: reservedLayoutSize.height > 0 ? reservedLayoutSize.height : standard.height)
        }
    }
}
