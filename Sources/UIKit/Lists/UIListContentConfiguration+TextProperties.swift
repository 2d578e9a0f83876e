import Foundation

extension UIListContentConfiguration {
    /// How a piece of a list content configuration's text looks.
    public struct TextProperties {
        /// A change of case applied to the text (not to attributed text), as headers use.
        public enum TextTransform: Int, Sendable { case none = 0, uppercase = 1, lowercase = 2, capitalized = 3 }

        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var transform: TextTransform = .none
        public var colorTransformer: UIConfigurationColorTransformer?
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = false
        public var showsExpansionTextWhenTruncated = false

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer.map { $0(color) } ?? color }

        /// `text` in the case `transform` asks for.
        func transformed(_ text: String?) -> String? {
            guard let text else { return nil }
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }
}
