import Foundation

/// What a cell's, header's or footer's background looks like — a color (nil: the view's tint), an
/// optional custom view and image, a stroke, corner radius and insets — and how it changes with the
/// view's state: the list styles turn grey when highlighted or selected, as iOS's lists do.
public struct UIBackgroundConfiguration: @unchecked Sendable {
    /// The system style a configuration was made from, which decides how `updated(for:)` restyles it.
    enum Style: Equatable { case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader }

    var style: Style
    /// A view shown behind the color's fill (inside the insets and corner radius).
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil means the view's tint color.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The outline; nil means the view's tint color. Drawn only when `strokeWidth` is positive.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0

    init(style: Style, backgroundColor: UIColor?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// No fill at all.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, backgroundColor: .clear) }
    /// A cell of a plain list (or plain table).
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .plainCell, backgroundColor: .systemBackground) }
    /// A cell of a grouped or inset grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(style: .groupedCell, backgroundColor: .secondarySystemGroupedBackground) }
    /// A cell of a sidebar: clear, and a rounded tint fill when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(style: .sidebarCell, backgroundColor: .clear)
        c.cornerRadius = 10
        return c
    }
    /// A cell of a sidebar shown beside other content: a grey rounded fill when selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(style: .accompaniedSidebarCell, backgroundColor: .clear)
        c.cornerRadius = 10
        return c
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(style: .plainHeaderFooter, backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .groupedHeaderFooter, backgroundColor: .clear) }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .sidebarHeader, backgroundColor: .clear) }
    /// A list cell that takes the style of its list (plain until placed in one).
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }

    /// The fill for a view whose tint is `tintColor`, after the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// This configuration as its style shows `state`: list cells grey while highlighted or selected
    /// (a sidebar's selected cell in the tint), others unchanged.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState else { return self }
        var c = self
        let pressed = cell.isHighlighted || cell.isSelected
        switch style {
        case .plainCell, .groupedCell:
            if pressed { c.backgroundColor = .systemGray4 }
        case .sidebarCell:
            if cell.isSelected { c.backgroundColor = nil } else if cell.isHighlighted { c.backgroundColor = .systemGray4 }
        case .accompaniedSidebarCell:
            if pressed { c.backgroundColor = .systemGray4 }
        case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
            break
        }
        return c
    }
}
