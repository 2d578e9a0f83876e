import Foundation

/// A key on screen: a rounded cap with a soft shadow below, its label, and for shift and delete a glyph.
@MainActor final class KeyView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.label = label.text ?? key.title
        a.traits.insert(.keyboardKey)
        a.role = .key
        return a
    }

    var key: KeyboardKey { didSet { refresh() } }
    let label = UILabel()
    let subtitleLabel = UILabel()
    /// The iPad's character above the letter, grey and small.
    let flickLabel = UILabel()
    /// While an iPad key is pulled down, it shows the character that will be typed.
    var showsFlick = false { didSet { if showsFlick != oldValue { refresh() } } }
    var isPressed = false { didSet { if isPressed != oldValue { refresh() } } }
    /// Shift: off, on for the next letter, or locked.
    var shiftState: KeyboardTyping.ShiftState = .off { didSet { if shiftState != oldValue { refresh(); setNeedsDisplay() } } }
    var returnIsProminent = false { didSet { if returnIsProminent != oldValue { refresh() } } }
    /// Return while the input is empty and `enablesReturnKeyAutomatically`: grey, and it does nothing.
    var isDisabled = false { didSet { if isDisabled != oldValue { refresh() } } }
    /// On a number pad the blank key and delete have no cap: they sit on the keyboard's grey.
    var isCapless = false { didSet { refresh() } }


    init(_ key: KeyboardKey) {
        self.key = key
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        contentMode = .redraw
        label.textAlignment = .center
        subtitleLabel.textAlignment = .center
        subtitleLabel.font = .systemFont(ofSize: 10, weight: .semibold)
        flickLabel.textAlignment = .center
        flickLabel.font = .systemFont(ofSize: 14)
        flickLabel.textColor = ChromePalette.keyFlickHint
        addSubview(label)
        addSubview(subtitleLabel)
        addSubview(flickLabel)
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    private var drawsGlyph: Bool {
        switch key.action {
        case .shift, .delete, .emoji, .dictation, .dismiss, .undo, .redo, .paste: return true
        default: return false
        }
    }

    /// The cap's colour (nil: no cap), drawn with its shadow into the key's own backing store, so a
    /// frame that repaints keys copies them rather than rendering shadows.
    private var capColor: UIColor?

    func refresh() {
        let special = key.isSpecial && key.action != .return
        capColor = isPressed ? (key.isSpecial ? ChromePalette.pressedSpecialKey : ChromePalette.pressedLetterKey)
            : key.action == .return && returnIsProminent && !isDisabled ? .systemBlue
            : key.action == .shift && shiftState != .off ? .white
            : special || (key.action == .return) ? ChromePalette.specialKey : ChromePalette.letterKey
        label.text = drawsGlyph ? nil : key.title
        label.textColor = isDisabled ? ChromePalette.keyDisabledGlyph : key.action == .return && returnIsProminent && !isPressed ? .white : ChromePalette.keyGlyph
        let isLetter = key.title.count == 1 && key.title.first!.isLetter
        label.font = key.isSpecial || key.action == .space || key.title.count > 1 ? .systemFont(ofSize: 16) : .systemFont(ofSize: isLetter ? 22.5 : 22, weight: .light)
        subtitleLabel.text = key.subtitle
        flickLabel.text = showsFlick ? nil : key.flick
        if showsFlick, let f = key.flick { label.text = f }
        if isCapless {
            capColor = isPressed && key.action == .delete ? ChromePalette.pressedSpecialKey : nil
        }
        accessibilityLabel = drawsGlyph ? key.title : nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if key.flick != nil && !showsFlick {
            flickLabel.frame = CGRect(x: 0, y: b.height * 0.1, width: b.width, height: b.height * 0.3)
            label.frame = CGRect(x: 0, y: b.height * 0.38, width: b.width, height: b.height * 0.5)
        } else if let _ = key.subtitle {
            label.frame = CGRect(x: 0, y: b.height * 0.12, width: b.width, height: b.height * 0.55)
            subtitleLabel.frame = CGRect(x: 0, y: b.height * 0.62, width: b.width, height: b.height * 0.25)
        } else {
            label.frame = b.offsetBy(dx: 0, dy: key.isSpecial || key.action == .space ? 0 : -1)
            subtitleLabel.frame = .zero
        }
    }

    override func draw(_ rect: CGRect) {
        if let cap = capColor {
            // A hard shadow one point below the cap, as iOS's keys have.
            let shadowed = !isCapless
            let capRect = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - (shadowed ? 1 : 0))
            if shadowed {
                ChromePalette.keyShadow.setFill()
                UIBezierPath(roundedRect: capRect.offsetBy(dx: 0, dy: 1), cornerRadius: 5).fill()
            }
            cap.setFill()
            UIBezierPath(roundedRect: capRect, cornerRadius: 5).fill()
        }
        guard drawsGlyph else { return }
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        // Shift's white cap keeps a black arrow in dark mode too.
        let ink = key.action == .shift && shiftState != .off ? UIColor.black : ChromePalette.keyGlyph
        ink.setStroke()
        ink.setFill()
        switch key.action {
        case .emoji: KeyGlyph.face(at: c); return
        case .dictation: KeyGlyph.microphone(at: CGPoint(x: c.x, y: c.y - 2)); return
        case .dismiss: KeyGlyph.keyboardDown(at: CGPoint(x: c.x, y: c.y - 1)); return
        case .undo, .redo: KeyGlyph.uTurn(at: c, redo: key.action == .redo); return
        case .paste: KeyGlyph.clipboard(at: c); return
        default: break
        }
        if key.action == .shift {
            // An outlined arrow pointing up; filled when shift is on, with a bar under it when locked.
            let p = UIBezierPath()
            p.move(to: CGPoint(x: c.x, y: c.y - 9))
            p.addLine(to: CGPoint(x: c.x + 9, y: c.y + 1))
            p.addLine(to: CGPoint(x: c.x + 4, y: c.y + 1))
            p.addLine(to: CGPoint(x: c.x + 4, y: c.y + 7))
            p.addLine(to: CGPoint(x: c.x - 4, y: c.y + 7))
            p.addLine(to: CGPoint(x: c.x - 4, y: c.y + 1))
            p.addLine(to: CGPoint(x: c.x - 9, y: c.y + 1))
            p.close()
            p.lineWidth = 1.5
            p.lineJoinStyle = .round
            if shiftState != .off { p.fill() } else { p.stroke() }
            if shiftState == .locked { UIBezierPath(rect: CGRect(x: c.x - 4, y: c.y + 9, width: 8, height: 1.5)).fill() }
        } else {
            // Delete: a tag pointing left with an × in it.
            let p = UIBezierPath()
            p.move(to: CGPoint(x: c.x - 12, y: c.y))
            p.addLine(to: CGPoint(x: c.x - 6, y: c.y - 7))
            p.addLine(to: CGPoint(x: c.x + 11, y: c.y - 7))
            p.addLine(to: CGPoint(x: c.x + 11, y: c.y + 7))
            p.addLine(to: CGPoint(x: c.x - 6, y: c.y + 7))
            p.close()
            p.lineWidth = 1.5
            p.lineJoinStyle = .round
            p.stroke()
            let x = UIBezierPath()
            x.move(to: CGPoint(x: c.x - 1, y: c.y - 3)); x.addLine(to: CGPoint(x: c.x + 5, y: c.y + 3))
            x.move(to: CGPoint(x: c.x + 5, y: c.y - 3)); x.addLine(to: CGPoint(x: c.x - 1, y: c.y + 3))
            x.lineWidth = 1.5
            x.lineCapStyle = .round
            x.stroke()
        }
    }

    override var displayedText: String? { drawsGlyph ? nil : label.text }
}
