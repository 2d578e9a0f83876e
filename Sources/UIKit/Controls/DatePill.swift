import Foundation

/// A compact date picker's date or time: its text on a rounded grey ground, tinted while its editor is open.
@MainActor final class DatePill: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility) }
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }

    let label = UILabel()
    var isOpen = false { didSet { label.textColor = isOpen ? tintColor : .label } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    /// The text's width plus 11 points a side, 34 tall.
    var fittingSize: CGSize { CGSize(width: ceil(label.intrinsicContentSize.width) + 22, height: 34) }

    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.6 : 1 } }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
