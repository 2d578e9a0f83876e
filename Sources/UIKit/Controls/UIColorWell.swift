import Foundation

/// A colour well (iOS 14): a ring of the spectrum around the chosen colour. A tap presents the colour
/// picker (a sheet on iPhone, a popover from the well on iPad); each choice there sets
/// `selectedColor` and sends `.valueChanged`.
@preconcurrency @MainActor open class UIColorWell: UIControl {
    override var redrawsOnBoundsChange: Bool { true }
    /// The picker's title.
    open var title: String?
    open var supportsAlpha = true
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The picker shown now.
    private weak var shown: UIColorPickerViewController?
    /// Hears the picker for the well (the well itself is not a picker delegate, as on iOS).
    private lazy var listener = ColorWellListener(well: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentMode = .redraw
        addTarget(self, action: UIColorWell.tapped, for: .touchUpInside)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    open override func draw(_ rect: CGRect) {
        let d = min(bounds.width, bounds.height), c = CGPoint(x: bounds.midX, y: bounds.midY)
        let ring: CGFloat = d * 0.12
        // The ring: thirty-six hue segments.
        for i in 0..<36 {
            let a0 = CGFloat(i) / 36 * 2 * .pi - .pi / 2, a1 = CGFloat(i + 1) / 36 * 2 * .pi - .pi / 2 + 0.01
            let arc = UIBezierPath(arcCenter: c, radius: d / 2 - ring / 2, startAngle: a0, endAngle: a1, clockwise: true)
            arc.lineWidth = ring
            UIColor(hue: CGFloat(i) / 36, saturation: 1, brightness: 1, alpha: 1).setStroke()
            arc.stroke()
        }
        let inner = d / 2 - ring - d * 0.08
        (selectedColor ?? .clear).setFill()
        UIBezierPath(ovalIn: CGRect(x: c.x - inner, y: c.y - inner, width: inner * 2, height: inner * 2)).fill()
    }

    private func tapped() {
        guard shown == nil, let presenter = enclosingViewController else { return }
        let picker = UIColorPickerViewController()
        if let title { picker.title = title }
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.delegate = listener
        if responderEnvironment.screen.profile.idiom == .pad {
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.sourceView = self
        }
        shown = picker
        presenter.present(picker, animated: true)
    }

    func picked(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}

/// Passes a well's picker's choices to the well.
@MainActor final class ColorWellListener: UIColorPickerViewControllerDelegate {
    unowned let well: UIColorWell
    init(well: UIColorWell) { self.well = well }
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) { well.picked(color) }
}
