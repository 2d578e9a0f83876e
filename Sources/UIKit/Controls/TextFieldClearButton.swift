import Foundation

/// The grey circled × at a text field's trailing edge that empties it.
@MainActor final class TextFieldClearButton: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility, label: "Clear text") }

    private weak var field: UITextField?
    /// Images a search bar set for the clear icon, by state (`setImage(_:for: .clear, state:)`).
    var stateImages: [UInt: UIImage] = [:] { didSet { setNeedsDisplay() } }

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        backgroundColor = nil
        accessibilityLabel = "Clear text"
        addTarget(self, action: TextFieldClearButton.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func tapped() { field?.clearTapped() }

    override func draw(_ rect: CGRect) {
        if let image = stateImages.value(for: isHighlighted ? .highlighted : .normal) {
            image.draw(at: CGPoint(x: bounds.midX - image.size.width / 2, y: bounds.midY - image.size.height / 2))
            return
        }
        // iOS 17: a 19-point grey disc (systemGray3, darker while pressed), a white × of two strokes.
        let disc = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
        (isHighlighted ? UIColor.systemGray : UIColor.systemGray3).setFill()
        disc.fill()
        let c = CGPoint(x: bounds.midX, y: bounds.midY), d: CGFloat = 3.5
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: c.x - d, y: c.y - d)); cross.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
        cross.move(to: CGPoint(x: c.x + d, y: c.y - d)); cross.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }

    override var isHighlighted: Bool { didSet { setNeedsDisplay() } }
}
