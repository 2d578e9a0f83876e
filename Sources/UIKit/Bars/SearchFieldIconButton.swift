import Foundation

/// The bookmark or results-list button at a search field's trailing edge: the bar's image for the
/// icon in the button's state, or iOS's glyph (an open book; a bulleted list, tinted while selected).
@MainActor final class SearchFieldIconButton: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility) }

    let icon: UISearchBar.Icon
    var images: [UInt: UIImage] = [:] { didSet { setNeedsDisplay() } }

    init(icon: UISearchBar.Icon) {
        self.icon = icon
        super.init(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        backgroundColor = nil
        accessibilityLabel = icon == .bookmark ? "Bookmarks" : "Results List"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override var isHighlighted: Bool { didSet { setNeedsDisplay() } }
    override var isSelected: Bool { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        if let image = images.value(for: isHighlighted ? .highlighted : isSelected ? .selected : .normal) {
            image.draw(at: CGPoint(x: bounds.midX - image.size.width / 2, y: bounds.midY - image.size.height / 2))
            return
        }
        let ink = isSelected ? tintColor ?? .systemBlue : UIColor.secondaryLabel
        ink.withAlphaComponent(isHighlighted ? 0.5 : 1).setStroke()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let p = UIBezierPath()
        p.lineWidth = 1.5
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        if icon == .bookmark {
            // Two pages of an open book.
            p.move(to: CGPoint(x: c.x, y: c.y - 5)); p.addLine(to: CGPoint(x: c.x, y: c.y + 6))
            for side in [-1.0, 1.0] as [CGFloat] {
                p.move(to: CGPoint(x: c.x, y: c.y - 5))
                p.addQuadCurve(to: CGPoint(x: c.x + 8 * side, y: c.y - 6), controlPoint: CGPoint(x: c.x + 4 * side, y: c.y - 7))
                p.addLine(to: CGPoint(x: c.x + 8 * side, y: c.y + 5))
                p.addQuadCurve(to: CGPoint(x: c.x, y: c.y + 6), controlPoint: CGPoint(x: c.x + 4 * side, y: c.y + 4))
            }
        } else {
            for row in [-5.0, 0.0, 5.0] as [CGFloat] {
                p.append(UIBezierPath(ovalIn: CGRect(x: c.x - 8, y: c.y + row - 1, width: 2, height: 2)))
                p.move(to: CGPoint(x: c.x - 3, y: c.y + row)); p.addLine(to: CGPoint(x: c.x + 8, y: c.y + row))
            }
        }
        p.stroke()
    }
}
