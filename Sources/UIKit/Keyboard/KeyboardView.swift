import Foundation

/// The on-screen keyboard: rows of keys on iOS's light grey, above the strip Face ID iPhones keep
/// below it. A finger pressing a key shows it enlarged above; lifting it types (delete acts on press
/// and repeats while held).
@MainActor final class KeyboardView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .keyboard
        return a
    }

    weak var controller: KeyboardController?
    private(set) var keyViews: [KeyView] = []
    private var rows: [[KeyboardKey]] = []
    private let popup = KeyPopupView()
    private var pressed: KeyView?
    /// Where the finger went down, and whether it pulled an iPad key down.
    private var touchStart = CGPoint.zero
    private var flicked = false
    /// Height of the keys' area (the rest is the strip below).
    var keysHeight: CGFloat = 216 { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Set on an iPad: its own rows, no pop-ups, and the shortcuts bar above the keys.
    var isTablet = false {
        didSet {
            guard isTablet != oldValue else { return }
            shortcutKeys.forEach { $0.removeFromSuperview() }
            shortcutKeys = isTablet ? [KeyboardKey(action: .undo, title: "undo"), KeyboardKey(action: .redo, title: "redo"),
                                       KeyboardKey(action: .paste, title: "paste")].map(KeyView.init) : []
            for k in shortcutKeys {
                k.isCapless = true
                insertSubview(k, belowSubview: popup)
            }
            setNeedsLayout()
        }
    }
    /// The iPad's undo, redo and paste buttons.
    private(set) var shortcutKeys: [KeyView] = []

    static let background = ChromePalette.keyboardBackground

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
        guard !isTablet, strip > 40, rows.count == 4, !rows.allSatisfy({ $0.count == 3 }) else { return }
        let y = keysHeight + 22, inset = max(safeAreaInsets.left, 0) + 38
        ChromePalette.keyboardIcon.setStroke()
        ChromePalette.keyboardIcon.setFill()
        KeyGlyph.face(at: CGPoint(x: inset, y: y))
        KeyGlyph.microphone(at: CGPoint(x: bounds.width - inset, y: y - 3))
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func show(_ rows: [[KeyboardKey]]) {
        guard rows != self.rows else { return }
        self.rows = rows
        setNeedsDisplay()
        keyViews.forEach { $0.removeFromSuperview() }
        keyViews = rows.flatMap { $0 }.map(KeyView.init)
        for k in keyViews {
            k.isHidden = k.key.action == .spacer
            insertSubview(k, belowSubview: popup)
        }
        setNeedsLayout()
    }

    func key(at p: CGPoint) -> KeyView? {
        // The nearest key: the gaps between keys belong to the keys beside them, as on iOS.
        (keyViews + shortcutKeys).filter { $0.key.title != "" }.min { distance(p, $0.frame) < distance(p, $1.frame) }
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
        if isTablet { layoutTablet(); return }
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

    /// The iPad's rows: keys sized in letter-key units from the left margin, the key with no width
    /// filling the row to the right margin; the shortcuts bar (undo, redo, paste) above them.
    private func layoutTablet() {
        let w = bounds.width, strip = bounds.height - keysHeight
        let margin: CGFloat = 6 + max(safeAreaInsets.left, safeAreaInsets.right), gap: CGFloat = 12
        let top: CGFloat = strip + 8, bottomInset: CGFloat = 8, vgap: CGFloat = 10
        let n = CGFloat(rows.count)
        let keyH = ((keysHeight - 8 - bottomInset) - (n - 1) * vgap) / n
        // The top row is ten letters and a delete key of one and a half (which spans half a gap too).
        let unit = (w - 2 * margin - 10.5 * gap) / 11.5
        func width(_ units: CGFloat) -> CGFloat { units * unit + max(0, units - 1) * gap }
        var i = 0
        for (r, row) in rows.enumerated() {
            let y = top + CGFloat(r) * (keyH + vgap)
            let fixed = row.reduce(CGFloat(0)) { $0 + ($1.units == 0 ? 0 : width($1.units)) } + CGFloat(row.count - 1) * gap
            let fill = max(unit, w - 2 * margin - fixed)
            var x = margin
            for k in row {
                let kw = k.units == 0 ? fill : width(k.units)
                keyViews[i].frame = pixelAligned(CGRect(x: x, y: y, width: kw, height: keyH))
                x += kw + gap
                i += 1
            }
        }
        for (j, k) in shortcutKeys.enumerated() {
            k.frame = pixelAligned(CGRect(x: margin + 8 + CGFloat(j) * 48, y: (strip - 36) / 2, width: 40, height: 36))
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let k = key(at: t.location(in: self)) else { return }
        touchStart = t.location(in: self)
        flicked = false
        press(k)
        if k.key.action == .delete { controller?.typing.deletePressed() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, pressed?.key.action != .delete else { return }
        let p = t.location(in: self)
        // On the iPad, pulling a key down types the character above its letter.
        if isTablet, let k = pressed, k.key.flick != nil, p.y - touchStart.y > 15 {
            flicked = true
            k.showsFlick = true
            return
        }
        guard !flicked, let k = key(at: p), k !== pressed else { return }
        press(k)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let k = pressed
        release()
        guard let k else { return }
        if k.key.action == .delete {
            controller?.typing.deleteReleased()
        } else if flicked {
            controller?.typing.keyFlicked(k.key)
        } else {
            controller?.typing.keyTapped(k.key)
        }
        flicked = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressed?.key.action == .delete { controller?.typing.deleteReleased() }
        release()
    }

    private func press(_ k: KeyView) {
        pressed?.isPressed = false
        pressed = k
        k.isPressed = true
        if !isTablet, case .character(let c) = k.key.action, !c.isEmpty, k.key.subtitle == nil, k.key.title.count == 1 {
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
        pressed?.showsFlick = false
        pressed = nil
        popup.isHidden = true
    }

    /// Whether a key's popup is showing, and with what (for tests).
    var poppedUp: String? { popup.isHidden ? nil : popup.label.text }
}
