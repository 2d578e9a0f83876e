import Foundation

/// Scales a custom font or a value by a text style's Dynamic Type curve, so that it grows and
/// shrinks with the user's text size as the style's own font does.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The font at the current text size; a view that adjusts keeps it following the text size.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// The font scaled for the traits' text size, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        // The font's own size is its size at `.large`, as on iOS (a font scaled already scales again).
        let source = DynamicTypeSource(style: textStyle, baseSize: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        let size = source.pointSize(at: UIFont.category(of: traitCollection))
        if let design = UIFont.systemDesign(ofFamily: font.familyName) {
            return UIFont.makeSystem(size: size, weight: font.weight, italic: font.italic, width: font.width,
                                     design: design, features: font.features, dynamic: source)
        }
        return font.copy(size: size, dynamic: source)
    }

    /// A length (a spacing, a row height) scaled as the style's font is at the current text size.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeTable.scale(textStyle, UIFont.category(of: traitCollection))
    }
}
