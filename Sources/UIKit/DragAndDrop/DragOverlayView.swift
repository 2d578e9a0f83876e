import Foundation

/// The layer over the window that carries a drag's pictures and its badge; it takes no touches.
@MainActor final class DragOverlayView: UIView {
    let badge = DragBadgeView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("made by a drag") }
}

/// The badge at a drag's corner, as iOS draws it: a green plus for a copy, a grey bar for a forbidden
/// drop, the number of items when there are several.
@MainActor final class DragBadgeView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    var operation: UIDropOperation = .cancel { didSet { if operation != oldValue { refresh() } } }
    var count = 1 { didSet { if count != oldValue { refresh() } } }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 26, height: 26))
        backgroundColor = .clear
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("made by a drag") }

    private func refresh() {
        isHidden = !(operation == .copy || operation == .forbidden || count > 1)
        let text = count > 1 ? "\(count)" : ""
        bounds.size.width = count > 1 ? max(26, CGFloat(text.count) * 10 + 16) : 26
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let fill: UIColor = operation == .copy ? .systemGreen : operation == .forbidden ? .systemGray : .systemBlue
        fill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        UIColor.white.set()
        if count > 1 {
            let s = NSAttributedString(string: "\(count)", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold),
                                                                        .foregroundColor: UIColor.white])
            let size = s.size()
            s.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2))
        } else {
            let mark = UIBezierPath()
            mark.move(to: CGPoint(x: 7, y: 13))
            mark.addLine(to: CGPoint(x: 19, y: 13))
            if operation == .copy {
                mark.move(to: CGPoint(x: 13, y: 7))
                mark.addLine(to: CGPoint(x: 13, y: 19))
            }
            mark.lineWidth = 2.5
            mark.lineCapStyle = .round
            mark.stroke()
        }
    }
}
