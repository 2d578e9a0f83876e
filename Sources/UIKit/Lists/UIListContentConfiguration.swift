import Foundation

/// The content of a list cell or header as a value: text, secondary text and image with their
/// properties, in the layouts of the classic cell styles (`cell()`, `subtitleCell()`, `valueCell()`…).
public struct UIListContentConfiguration: UIContentConfiguration {
    enum Layout: Equatable { case stacked, sideBySide, header }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var imageToTextPadding: CGFloat = 16
    /// The gap between the text and the secondary text when they sit side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the text and the secondary text share one line when both fit (a value cell's always do).
    public var prefersSideBySideTextAndSecondaryText = false
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    var layout: Layout
    /// A sidebar cell: its text and image turn white on the tint fill of a selected row.
    var invertsWhenSelected = false

    init(text: TextProperties, secondary: TextProperties, layout: Layout) {
        textProperties = text
        secondaryTextProperties = secondary
        self.layout = layout
    }

    /// A plain cell: one line of body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.body, .systemFont(ofSize: 17), for: nil), color: .label),
                                   secondary: TextProperties(font: UIFont.textStyled(.subheadline, .systemFont(ofSize: 15), for: nil), color: .secondaryLabel), layout: .stacked)
    }

    /// Text with smaller grey text under it.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.body, .systemFont(ofSize: 17), for: nil), color: .label),
                                   secondary: TextProperties(font: UIFont.textStyled(.subheadline, .systemFont(ofSize: 15), for: nil), color: .secondaryLabel), layout: .stacked)
    }

    /// Text at the leading edge, a grey value at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.body, .systemFont(ofSize: 17), for: nil), color: .label),
                                   secondary: TextProperties(font: UIFont.textStyled(.body, .systemFont(ofSize: 17), for: nil), color: .secondaryLabel, alignment: .right),
                                   layout: .sideBySide)
    }

    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var c = subtitleCell()
        c.invertsWhenSelected = true
        return c
    }

    /// A sidebar row: body text after a tinted image, white on the tint when selected.
    public static func sidebarCell() -> UIListContentConfiguration {
        var c = cell()
        c.invertsWhenSelected = true
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        c.imageToTextPadding = 12
        return c
    }

    /// A sidebar row beside other content: selected in grey, so nothing inverts.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        var c = sidebarCell()
        c.invertsWhenSelected = false
        return c
    }

    /// A sidebar's section title: bold, in the label color.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.title3, .systemFont(ofSize: 20, weight: .bold), for: nil), color: .label),
                                           secondary: TextProperties(font: UIFont.textStyled(.subheadline, .systemFont(ofSize: 15), for: nil), color: .secondaryLabel), layout: .header)
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        return c
    }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.subheadline, .systemFont(ofSize: 15, weight: .semibold), for: nil), color: .label),
                                           secondary: TextProperties(font: UIFont.textStyled(.subheadline, .systemFont(ofSize: 15), for: nil), color: .secondaryLabel), layout: .header)
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
        return c
    }

    /// A grouped table's section header: small grey capitals.
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: nil), color: .secondaryLabel),
                                           secondary: TextProperties(font: UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: nil), color: .secondaryLabel), layout: .header)
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)
        return c
    }

    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    public static func groupedFooter() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(text: TextProperties(font: UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: nil), color: .secondaryLabel),
                                           secondary: TextProperties(font: UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: nil), color: .secondaryLabel), layout: .header)
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 16, trailing: 20)
        return c
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    /// A sidebar cell's text and image white while selected (over the tint); others as they are.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard invertsWhenSelected, (state as? UICellConfigurationState)?.isSelected == true else { return self }
        var c = self
        c.textProperties.color = .white
        c.secondaryTextProperties.color = .white
        c.imageProperties.tintColor = .white
        return c
    }
}
