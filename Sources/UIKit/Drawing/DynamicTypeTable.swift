import Foundation

/// iOS's Dynamic Type sizes: each text style's point size at each content size category, as the
/// Human Interface Guidelines tabulate them (Typography › Specifications › Dynamic Type sizes).
enum DynamicTypeTable {
    /// Point sizes from xSmall to AX5, in `UIContentSizeCategory.ordered`'s order.
    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's size at the category (an unknown style follows body; the iOS 17 extra large
    /// titles follow the large title's curve from their own default sizes).
    static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let i = category.sizeIndex
        if let row = sizes[style] { return row[i] }
        if style == .extraLargeTitle || style == .extraLargeTitle2 {
            let base: CGFloat = style == .extraLargeTitle ? 36 : 28
            return (base * sizes[.largeTitle]![i] / 34).rounded()
        }
        return sizes[.body]![i]
    }

    /// The weight iOS gives the style: headline semibold, the extra large titles bold, the rest regular.
    static func weight(_ style: UIFont.TextStyle) -> UIFont.Weight {
        switch style {
        case .headline: return .semibold
        case .extraLargeTitle, .extraLargeTitle2: return .bold
        default: return .regular
        }
    }

    /// How much the category scales the style against its default (`.large`) size.
    static func scale(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        size(style, category) / size(style, .large)
    }
}
