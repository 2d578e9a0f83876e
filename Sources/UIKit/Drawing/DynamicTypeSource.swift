import Foundation

/// How a font follows the user's text size: a text style's font (`preferredFont(forTextStyle:)`)
/// takes the style's size at each category; a font scaled by `UIFontMetrics` scales its own size by
/// the style's curve, up to a maximum.
struct DynamicTypeSource: Hashable, Sendable {
    let style: UIFont.TextStyle
    /// The size at `.large` of a `UIFontMetrics` font; nil for the text style's own font.
    let baseSize: CGFloat?
    let maximumPointSize: CGFloat?

    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        let size = baseSize.map { $0 * DynamicTypeTable.scale(style, category) } ?? DynamicTypeTable.size(style, category)
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return min(size, maximumPointSize)
    }
}
