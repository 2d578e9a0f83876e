import Foundation

/// The on-screen keyboard: rows of keys on iOS's light grey, above the strip Face ID iPhones keep
/// below it. A finger pressing a key shows it enlarged above; lifting it types (delete acts on press
/// and repeats while held).
@MainActor final class KeyboardView: UIView {
    weak var controller: KeyboardController?
    private(set) var keyViews: [KeyView] = []
    private var rows: [[KeyboardKey]] = []
    private let popup = KeyPopupView()
    private var pressed: KeyView?
    /// Height of the keys' area (the rest is the strip below).
    var keysHeight: CGFloat = 216 { didSet { setNeedsLayout(); setNeedsDisplay() } }

    static let background = UIColor(r: 209, g: 212, b: 217)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = KeyboardView.background
        popup.isHidden = true
        popup.isUserInteractionEnabled = false
        addSubview(popup)
        contentMode = .redraw
    }

    /// The strip below the keys on Face ID iPhones shows the emoji key on the left and dictation on
    /// the right, as iOS 17 does with one keyboard language (drawn; neither is offered here).
    override func draw(_ rect: CGRect) {
        let strip = bounds.height - keysHeight
        guard strip > 40, rows.count == 4, !rows.allSatisfy({ $0.count == 3 }) else { return }
        let y = keysHeight + 22, inset = max(safeAreaInsets.left, 0) + 38
        UIColor(r: 80, g: 82, b: 88).setStroke()
        UIColor(r: 80, g: 82, b: 88).setFill()
        // A smiling face.
        let face = CGPoint(x: inset, y: y), r: CGFloat = 11
        let outline = UIBezierPath(ovalIn: CGRect(x: face.x - r, y: face.y - r, width: 2 * r, height: 2 * r))
        outline.lineWidth = 1.6
        outline.stroke()
        for dx in [-3.8, 3.8] as [CGFloat] {
            UIBezierPath(ovalIn: CGRect(x: face.x + dx - 1.3, y: face.y - 4.5, width: 2.6, height: 3.4)).fill()
        }
        let smile = UIBezierPath()
        smile.addArc(withCenter: CGPoint(x: face.x, y: face.y + 0.5), radius: 5.5, startAngle: 0.2, endAngle: .pi - 0.2, clockwise: true)
        smile.lineWidth = 1.6
        smile.lineCapStyle = .round
        smile.stroke()
        // A microphone.
        let mic = CGPoint(x: bounds.width - inset, y: y - 3)
        let capsule = UIBezierPath(roundedRect: CGRect(x: mic.x - 4.5, y: mic.y - 9, width: 9, height: 15), cornerRadius: 4.5)
        capsule.fill()
        let cradle = UIBezierPath()
        cradle.addArc(withCenter: CGPoint(x: mic.x, y: mic.y + 1), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
        cradle.move(to: CGPoint(x: mic.x, y: mic.y + 9))
        cradle.addLine(to: CGPoint(x: mic.x, y: mic.y + 13))
        cradle.lineWidth = 1.6
        cradle.lineCapStyle = .round
        cradle.stroke()
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func show(_ rows: [[KeyboardKey]]) {
        guard rows != self.rows else { return }
        self.rows = rows
        setNeedsDisplay()
        keyViews.forEach { $0.removeFromSuperview() }
        keyViews = rows.flatMap { $0 }.map(KeyView.init)
        for k in keyViews { insertSubview(k, belowSubview: popup) }
        setNeedsLayout()
    }

    func key(at p: CGPoint) -> KeyView? {
        // The nearest key: the gaps between keys belong to the keys beside them, as on iOS.
        keyViews.filter { $0.key.title != "" }.min { distance(p, $0.frame) < distance(p, $1.frame) }
    }

    private func distance(_ p: CGPoint, _ r: CGRect) -> CGFloat {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return dx * dx + dy * dy
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !rows.isEmpty else { return }
        let w = bounds.width
        let isPad = rows.count == 4 && rows.allSatisfy { $0.count == 3 }
        // In landscape the keys keep clear of the sensor housing and rounded corners.
        let margin: CGFloat = (isPad ? 6 : 3) + max(safeAreaInsets.left, safeAreaInsets.right), gap: CGFloat = 6
        let top: CGFloat = isPad ? 6 : 8, bottomInset: CGFloat = 4
        let vgap: CGFloat = isPad ? 7 : (keysHeight < 200 ? 7 : 12)
        let n = CGFloat(rows.count)
        let keyH = ((keysHeight - top - bottomInset) - (n - 1) * vgap) / n
        // One letter key's width: the widest row of single keys fills the width.
        let maxKeys = CGFloat(rows.map(\.count).max() ?? 10)
        let unit = isPad ? (w - 2 * margin - 2 * gap) / 3 : (w - 2 * margin - (maxKeys - 1) * gap) / maxKeys
        var i = 0
        for (r, row) in rows.enumerated() {
            let y = top + CGFloat(r) * (keyH + vgap)
            let fixed = row.reduce(CGFloat(0)) { $0 + ($1.units == 0 ? 0 : $1.units * unit) } + CGFloat(row.count - 1) * gap
            let fill = max(unit, w - 2 * margin - fixed)
            var widths = row.map { $0.units == 0 ? fill : $0.units * unit }
            let total = widths.reduce(0, +) + CGFloat(row.count - 1) * gap
            var frames: [CGRect] = []
            let pinned = row.count > 2 && row.first!.isSpecial && row.last!.isSpecial && !row.contains { $0.units == 0 }
            if pinned {
                // Shift and delete at the edges, the letters centred between them.
                let inner = widths[1..<(widths.count - 1)].reduce(0, +) + CGFloat(row.count - 3) * gap
                var x = (w - inner) / 2
                frames.append(CGRect(x: margin, y: y, width: widths[0], height: keyH))
                for k in 1..<(row.count - 1) {
                    frames.append(CGRect(x: x, y: y, width: widths[k], height: keyH))
                    x += widths[k] + gap
                }
                frames.append(CGRect(x: w - margin - widths.last!, y: y, width: widths.last!, height: keyH))
            } else {
                if isPad { widths = row.map { _ in unit } }
                var x = (w - (isPad ? 3 * unit + 2 * gap : total)) / 2
                for k in row.indices {
                    frames.append(CGRect(x: x, y: y, width: widths[k], height: keyH))
                    x += widths[k] + gap
                }
            }
            for f in frames {
                keyViews[i].frame = pixelAligned(f)
                i += 1
            }
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let k = key(at: t.location(in: self)) else { return }
        press(k)
        if k.key.action == .delete { controller?.deletePressed() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, pressed?.key.action != .delete, let k = key(at: t.location(in: self)), k !== pressed else { return }
        press(k)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let k = pressed
        release()
        guard let k else { return }
        if k.key.action == .delete { controller?.deleteReleased() } else { controller?.keyTapped(k.key) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressed?.key.action == .delete { controller?.deleteReleased() }
        release()
    }

    private func press(_ k: KeyView) {
        pressed?.isPressed = false
        pressed = k
        k.isPressed = true
        if case .character(let c) = k.key.action, !c.isEmpty, k.key.subtitle == nil, k.key.title.count == 1 {
            // The letter pops up above the finger, as on the iPhone (not on number pads).
            popup.show(k.label.text ?? k.key.title, over: k.frame)
            bringSubviewToFront(popup)
            k.isPressed = false
        } else {
            popup.isHidden = true
        }
    }

    private func release() {
        pressed?.isPressed = false
        pressed = nil
        popup.isHidden = true
    }

    /// Whether a key's popup is showing, and with what (for tests).
    var poppedUp: String? { popup.isHidden ? nil : popup.label.text }
}
