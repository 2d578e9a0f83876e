import Foundation

/// A search bar's field: a rounded grey capsule with a magnifying glass, "Search" as placeholder,
/// a clear button while editing, and a Search return key.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        placeholder = "Search"
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        clearButtonMode = .whileEditing
        leftView = MagnifierGlyph(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        leftViewMode = .always
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -6, dy: 0)
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 2, y: bounds.midY - 10, width: 30, height: 20)
    }
}

/// The grey magnifying glass at a search field's leading edge.
@MainActor final class MagnifierGlyph: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX - 1, y: bounds.midY - 1), r: CGFloat = 6
        let p = UIBezierPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        p.move(to: CGPoint(x: c.x + r * 0.72, y: c.y + r * 0.72))
        p.addLine(to: CGPoint(x: c.x + r * 1.45, y: c.y + r * 1.45))
        p.lineWidth = 1.8
        p.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        p.stroke()
    }
}
