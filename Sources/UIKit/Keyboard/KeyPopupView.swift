import Foundation

/// The enlarged key that rises above a pressed letter: a wide rounded head joined to the key's own shape.
@MainActor final class KeyPopupView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    let label = UILabel()
    private var keyRect = CGRect.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 32, weight: .light)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Shows `text` over a key with `key`'s frame (keyboard coordinates).
    func show(_ text: String, over key: CGRect) {
        let extra: CGFloat = 11
        let headH = key.height * 1.1
        let f = CGRect(x: key.minX - extra, y: key.minY - headH - 6, width: key.width + 2 * extra, height: key.maxY - (key.minY - headH - 6))
        // Kept on screen at the keyboard's edges.
        let dx = min(0, (superview?.bounds.width ?? f.maxX) - f.maxX) + max(0, -f.minX)
        frame = f.offsetBy(dx: dx, dy: 0)
        keyRect = key.offsetBy(dx: -frame.minX, dy: -frame.minY)
        label.text = text
        label.frame = CGRect(x: 0, y: 4, width: bounds.width, height: headH)
        isHidden = false
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let b = bounds, k = keyRect, r: CGFloat = 8
        let headBottom = k.minY - 6 + 10
        let p = UIBezierPath()
        p.move(to: CGPoint(x: b.minX + r, y: b.minY))
        p.addLine(to: CGPoint(x: b.maxX - r, y: b.minY))
        p.addQuadCurve(to: CGPoint(x: b.maxX, y: b.minY + r), controlPoint: CGPoint(x: b.maxX, y: b.minY))
        p.addLine(to: CGPoint(x: b.maxX, y: headBottom))
        p.addQuadCurve(to: CGPoint(x: k.maxX, y: k.minY + 10), controlPoint: CGPoint(x: k.maxX, y: headBottom + 4))
        p.addLine(to: CGPoint(x: k.maxX, y: k.maxY - 5))
        p.addQuadCurve(to: CGPoint(x: k.maxX - 5, y: k.maxY), controlPoint: CGPoint(x: k.maxX, y: k.maxY))
        p.addLine(to: CGPoint(x: k.minX + 5, y: k.maxY))
        p.addQuadCurve(to: CGPoint(x: k.minX, y: k.maxY - 5), controlPoint: CGPoint(x: k.minX, y: k.maxY))
        p.addLine(to: CGPoint(x: k.minX, y: k.minY + 10))
        p.addQuadCurve(to: CGPoint(x: b.minX, y: headBottom), controlPoint: CGPoint(x: k.minX, y: headBottom + 4))
        p.addLine(to: CGPoint(x: b.minX, y: b.minY + r))
        p.addQuadCurve(to: CGPoint(x: b.minX + r, y: b.minY), controlPoint: CGPoint(x: b.minX, y: b.minY))
        p.close()
        ChromePalette.keyPopup.setFill()
        p.fill()
        // A faint edge where iOS has a soft shadow (drawn once into the pop-up's store, not blurred
        // on every frame).
        ChromePalette.keyPopupEdge.setStroke()
        p.lineWidth = 0.5
        p.stroke()
    }
}
