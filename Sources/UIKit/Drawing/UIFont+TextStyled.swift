import Foundation

extension UIFont {
    /// `font` (its size at the default text size) scaled for `traits`' text size as `style` scales:
    /// the fonts of UIKit's own cells, headers and list configurations, which follow Dynamic Type
    /// as iOS's do and are the same fonts at the default size.
    static func textStyled(_ style: UIFont.TextStyle, _ font: UIFont, for traits: UITraitCollection?) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
    }
}
