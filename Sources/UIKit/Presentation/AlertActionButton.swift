import Foundation

/// One action of an alert or action sheet: its title centred, blue (red when destructive, bold
/// when it cancels or is preferred, grey when disabled), a grey wash while pressed.
@MainActor final class AlertActionButton: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility) }

    let action: UIAlertAction
    let label = UILabel()
    weak var alert: UIAlertController?

    init(action: UIAlertAction, alert: UIAlertController, sheet: Bool) {
        self.action = action
        self.alert = alert
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        let bold = action.style == .cancel && alert.preferredAction == nil || alert.preferredAction === action
        label.font = .systemFont(ofSize: sheet ? 20 : 17, weight: bold ? .semibold : .regular)
        addSubview(label)
        accessibilityLabel = action.title
        action.onChange = { [weak self] in self?.refresh() }
        refresh()
        addTarget(self, action: AlertActionButton.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func refresh() {
        isEnabled = action.isEnabled
        label.textColor = !action.isEnabled ? ChromePalette.disabledAction : action.style == .destructive ? .systemRed : tintColor
    }

    override func tintColorDidChange() { refresh() }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? ChromePalette.pressedRow : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    private func tapped() { alert?.choose(action) }

    override var displayedText: String? { action.title }
}

/// A text field in an alert: small, in a thin grey box.
@MainActor final class AlertTextField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 13)
        borderStyle = .none
        backgroundColor = .systemBackground
        layer.borderWidth = 0.5
        layer.cornerRadius = 4
        updateLayerColors()
    }

    override func updateLayerColors() { layer.borderColor = UIColor.separator.cgColor }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 6, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 6, dy: 0) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 6, dy: 0) }
}
