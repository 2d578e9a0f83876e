import Foundation

/// The standard accessories and editing controls, drawn as iOS 17 draws them (SF Symbols' shapes):
/// the grey chevron, the tinted checkmark, the info button, the red minus and green plus circles, the grip.
@MainActor final class TableAccessoryView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    enum Glyph: Equatable { case chevron, checkmark, info, infoAndChevron, deleteControl, insertControl, grip, selectionCircle, selectedCircle }
    let glyph: Glyph
    /// A delete control turned to show the Delete button (rotated minus).
    var isRotated = false { didSet { setNeedsDisplay() } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: TableAccessoryView.size(of: glyph)))
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = [.info, .infoAndChevron, .deleteControl, .insertControl, .grip].contains(glyph)
        accessibilityLabel = TableAccessoryView.label(of: glyph)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    static func size(of g: Glyph) -> CGSize {
        switch g {
        case .chevron: return CGSize(width: 9, height: 44)
        case .checkmark: return CGSize(width: 15, height: 44)
        case .info: return CGSize(width: 22, height: 44)
        case .infoAndChevron: return CGSize(width: 22 + 16 + 9, height: 44)
        case .deleteControl, .insertControl, .selectionCircle, .selectedCircle: return CGSize(width: 38, height: 44)
        case .grip: return CGSize(width: 38, height: 44)
        }
    }

    static func label(of g: Glyph) -> String? {
        switch g {
        case .info, .infoAndChevron: return "More Info"
        case .deleteControl: return "Delete"
        case .insertControl: return "Insert"
        case .grip: return "Reorder"
        case .selectionCircle: return "Select"
        case .selectedCircle: return "Selected"
        default: return nil
        }
    }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        func chevron(at x: CGFloat) {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: x, y: c.y - 6.5))
            p.addLine(to: CGPoint(x: x + 6.5, y: c.y))
            p.addLine(to: CGPoint(x: x, y: c.y + 6.5))
            p.lineWidth = 2.2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            UIColor.tertiaryLabel.setStroke()
            p.stroke()
        }
        func info(at x: CGFloat) {
            let r = CGRect(x: x, y: c.y - 11, width: 22, height: 22)
            let ring = UIBezierPath(ovalIn: r.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            tintColor.setStroke()
            ring.stroke()
            tintColor.setFill()
            UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5)).fill()
            UIBezierPath(roundedRect: CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8), cornerRadius: 1).fill()
        }
        func circle(_ color: UIColor, plus: Bool) {
            let r = CGRect(x: 9, y: c.y - 11, width: 22, height: 22)
            color.setFill()
            UIBezierPath(ovalIn: r).fill()
            UIColor.white.setFill()
            // Turned a quarter while the row's Delete button shows.
            let bar = isRotated ? CGRect(x: r.midX - 1, y: r.midY - 6, width: 2, height: 12) : CGRect(x: r.midX - 6, y: r.midY - 1, width: 12, height: 2)
            UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
            if plus { UIBezierPath(roundedRect: CGRect(x: r.midX - 1, y: r.midY - 6, width: 2, height: 12), cornerRadius: 1).fill() }
        }
        switch glyph {
        case .chevron: chevron(at: 1)
        case .checkmark:
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 1.5, y: c.y + 0.5))
            p.addLine(to: CGPoint(x: 5.5, y: c.y + 5))
            p.addLine(to: CGPoint(x: 13.5, y: c.y - 6))
            p.lineWidth = 2.2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            tintColor.setStroke()
            p.stroke()
        case .info: info(at: 0)
        case .infoAndChevron: info(at: 0); chevron(at: 22 + 16)
        case .deleteControl: circle(.systemRed, plus: false)
        case .insertControl: circle(.systemGreen, plus: true)
        case .selectionCircle:
            let ring = UIBezierPath(ovalIn: CGRect(x: 9, y: c.y - 11, width: 22, height: 22).insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
        case .selectedCircle:
            tintColor.setFill()
            UIBezierPath(ovalIn: CGRect(x: 9, y: c.y - 11, width: 22, height: 22)).fill()
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 14.5, y: c.y + 0.5))
            p.addLine(to: CGPoint(x: 18.5, y: c.y + 4))
            p.addLine(to: CGPoint(x: 25.5, y: c.y - 4))
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            UIColor.white.setStroke()
            p.stroke()
        case .grip:
            UIColor.tertiaryLabel.setFill()
            for dy in [-5.0, 0, 5] as [CGFloat] {
                UIBezierPath(roundedRect: CGRect(x: 9, y: c.y + dy - 0.75, width: 20, height: 1.5), cornerRadius: 0.75).fill()
            }
        }
    }
}
