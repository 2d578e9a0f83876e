import Foundation

extension UIButton {
    /// The iOS 15 button configuration: a style (plain, gray, tinted, filled; bordered variants), title, image, sizes.
    public struct Configuration: Sendable {
        public enum Style: Sendable { case plain, gray, tinted, filled }
        public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }
        public enum Size: Sendable { case mini, small, medium, large }
        public enum ImagePlacement: Sendable { case leading, trailing, top, bottom }

        let style: Style
        public var title: String?
        public var subtitle: String?
        /// The title with attributes of its own (they win over the configuration's font and colour).
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        /// Changes the font and colour the configuration gives the title (and subtitle).
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        nonisolated(unsafe) public var image: UIImage?
        /// The size, weight and scale a symbol image is shown with.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        nonisolated(unsafe) public var baseForegroundColor: UIColor?
        nonisolated(unsafe) public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var imagePadding: CGFloat = 0
        public var imagePlacement: ImagePlacement = .leading
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// Title font by size, as iOS sizes configured buttons.
        var font: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 12)
            case .small: return .systemFont(ofSize: 15)
            case .large: return .systemFont(ofSize: 17)
            case .medium: return .systemFont(ofSize: 17)
            }
        }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .capsule: return height / 2
            case .small: return 4
            case .large: return 12
            default:
                switch buttonSize { case .mini, .small: return 6; case .medium: return 8; case .large: return 12 }
            }
        }
    }
}
