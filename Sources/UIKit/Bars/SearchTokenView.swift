import Foundation

/// How a search token is drawn in its field: a pill of the tint colour, light with the token's
/// text in the label colour, or solid with white text while selected (the next delete removes it).
@MainActor final class SearchTokenView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    let token: UISearchToken
    var isSelected = false { didSet { setNeedsDisplay() } }
    var fillColor: UIColor? { didSet { setNeedsDisplay() } }
    static let height: CGFloat = 26, padding: CGFloat = 8, iconSide: CGFloat = 16
    private static var font: UIFont { .systemFont(ofSize: 15) }

    /// The pill's width: padding, the icon and the text as the font measures it (the token's
    /// text and icon do not change).
    let width: CGFloat

    init(token: UISearchToken) {
        self.token = token
        let text = TextLayout(string: token.text, font: SearchTokenView.font, color: .label).size().width
        width = ceil(SearchTokenView.padding * 2 + text + (token.icon == nil ? 0 : SearchTokenView.iconSide + 4))
        super.init(frame: .zero)
        backgroundColor = nil
        isUserInteractionEnabled = false
        accessibilityLabel = token.text
        frame.size = CGSize(width: width, height: SearchTokenView.height)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let base = fillColor ?? tintColor ?? .systemBlue
        let pill = UIBezierPath(roundedRect: bounds, cornerRadius: 6)
        (isSelected ? base : base.withAlphaComponent(0.18)).setFill()
        pill.fill()
        let ink: UIColor = isSelected ? .white : .label
        var x = SearchTokenView.padding
        if let icon = token.icon {
            let side = SearchTokenView.iconSide
            let box = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            if icon.renderingMode == .alwaysOriginal { icon.draw(in: box) } else { icon.withTintColor(ink).draw(in: box) }
            x += side + 4
        }
        let h = SearchTokenView.font.lineHeight
        TextLayout(string: token.text, font: SearchTokenView.font, color: ink)
            .draw(in: CGRect(x: x, y: (bounds.height - h) / 2, width: bounds.width - x - SearchTokenView.padding + 1, height: h), context: ctx)
    }
}
