import Foundation
import QuartzCore
import CoreGraphics

/// How a text field looks: its border, its text or placeholder, the selection, and the caret.
extension UITextField {
    /// How long a character typed into a secure field shows before it turns into a bullet.
    static let revealDuration: TimeInterval = 1.5

    func drawField() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        drawBorder(ctx)
        if editor.text.isEmpty {
            guard let p = placeholder, !p.isEmpty else { return }
            let r = placeholderRect(forBounds: bounds)
            var layout = storedAttributedPlaceholder.map { TextLayout(text: $0, font: font, color: .placeholderText) }
                ?? TextLayout(string: p, font: font, color: .placeholderText)
            layout.numberOfLines = 1
            layout.lineBreakMode = .byTruncatingTail
            layout.alignment = textAlignment
            let h = font.lineHeight
            layout.draw(in: CGRect(x: r.minX, y: r.midY - h / 2, width: r.width, height: h), context: ctx)
            return
        }
        let r = currentTextRect
        ctx.saveGState()
        ctx.clip(to: r)
        let origin = textOrigin
        if editor.selection.length > 0 && isEditing {
            let xs = caretXs
            let a = xs[displayOffset(editor.selection.location)], b = xs[displayOffset(editor.selection.location + editor.selection.length)]
            ctx.setFillColor(tintColor.withAlphaComponent(0.2).cgColor)
            ctx.fill(CGRect(x: origin.x + min(a, b), y: origin.y, width: abs(b - a), height: font.lineHeight))
        }
        var layout = shownLayout(font: displayFont)
        layout.numberOfLines = 1
        layout.lineBreakMode = isEditing ? .byClipping : .byTruncatingTail
        let width = isEditing ? max(r.width, textWidth + 2) : r.width
        layout.width = isEditing ? nil : r.width
        layout.alignment = isEditing ? .left : textAlignment
        layout.draw(in: CGRect(x: isEditing ? origin.x : r.minX, y: origin.y, width: width, height: font.lineHeight), context: ctx)
        ctx.restoreGState()
    }

    private func drawBorder(_ ctx: CGContext) {
        let b = borderRect(forBounds: bounds)
        if let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: b)
            return
        }
        switch borderStyle {
        case .none:
            break
        case .line:
            ctx.setStrokeColor(UIColor.label.cgColor)
            ctx.setLineWidth(1)
            ctx.stroke(b.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            ctx.setFillColor(UIColor.systemBackground.cgColor)
            ctx.fill(b)
            ctx.setStrokeColor(UIColor(white: 0.45, alpha: 1).cgColor)
            ctx.setLineWidth(1)
            ctx.stroke(b.insetBy(dx: 0.5, dy: 0.5))
            ctx.setStrokeColor(UIColor(white: 0.7, alpha: 1).cgColor)
            ctx.stroke(b.insetBy(dx: 1.5, dy: 1.5))
        case .roundedRect:
            // iOS 17: white (dark grey in dark mode), a hairline, 5-point corners.
            let path = UIBezierPath(roundedRect: b.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            (backgroundColor == nil ? ChromePalette.textFieldFill : UIColor.clear).setFill()
            path.fill()
            ChromePalette.textFieldEdge.setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    // MARK: What is shown

    /// The text as drawn: bullets in secure entry, one per character, but for the one just typed.
    var shownText: String {
        guard isSecureTextEntry else { return editor.text }
        var out = ""
        var o = 0
        for ch in editor.text {
            out += o == revealedCharacter ? String(ch) : "•"
            o += ch.utf16.count
        }
        return out
    }

    /// A UTF-16 offset of the text as the same place in the shown text.
    func displayOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        var o = 0, shown = 0
        for ch in editor.text {
            if o >= offset { break }
            shown += o == revealedCharacter ? ch.utf16.count : 1
            o += ch.utf16.count
        }
        return shown
    }

    /// The shown text laid out: with its attributes when it has them (a secure field shows bullets).
    func shownLayout(font: UIFont) -> TextLayout {
        if let stored = storedAttributed, !isSecureTextEntry, stored.string == shownText {
            return TextLayout(text: stored, font: font, color: textColor)
        }
        return TextLayout(string: shownText, font: font, color: textColor)
    }

    /// The caret's x at each UTF-16 offset of the shown text, from the text's left edge.
    var caretXs: [CGFloat] {
        let font = displayFont
        if let cached = caretCache, cached.text == shownText, cached.font.fontName == font.fontName, cached.font.pointSize == font.pointSize { return cached.xs }
        let xs = shownLayout(font: font).caretPositions()
        caretCache = (shownText, font, xs)
        return xs
    }

    var textWidth: CGFloat { caretXs.max() ?? 0 }

    /// The font drawn: the field's, or smaller down to `minimumFontSize` when the text must fit.
    var displayFont: UIFont {
        guard adjustsFontSizeToFitWidth, !isEditing, !editor.text.isEmpty else { return font }
        let room = textRect(forBounds: bounds).width
        var size = font.pointSize
        let floor = max(minimumFontSize, 1)
        while size > floor, TextLayout(string: shownText, font: font.withSize(size), color: textColor).size().width > room {
            size -= 1
        }
        return font.withSize(max(size, floor))
    }

    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// Where the text's left edge and top are drawn: aligned, and scrolled to keep the caret in view.
    var textOrigin: CGPoint {
        let r = currentTextRect
        let h = displayFont.lineHeight
        let w = textWidth
        var x = r.minX
        if w < r.width {
            switch textAlignment {
            case .center: x += (r.width - w) / 2
            case .right: x += r.width - w
            default: break
            }
        } else if isEditing {
            x -= scrollX
        }
        return CGPoint(x: x, y: r.midY - h / 2)
    }

    /// The point size the text is drawn at (smaller than `font` when shrunk to fit).
    package var shownFontSize: CGFloat { displayFont.pointSize }

    /// Where the text is drawn from (tests place taps on words with it).
    package var textOriginForTesting: CGPoint { textOrigin }

    /// The UTF-16 offset of the text nearest to `x` (field coordinates), between grapheme clusters.
    func offset(atX x: CGFloat) -> Int {
        let origin = textOrigin.x
        let xs = caretXs
        let boundaries = editor.clusterBoundaries
        let best = boundaries.min { abs(origin + xs[displayOffset($0)] - x) < abs(origin + xs[displayOffset($1)] - x) }
        return best ?? editor.length
    }

    // MARK: Changes

    /// The text, font or layout changed: redraw, and move the overlays and caret.
    func textDidChangeOnScreen() {
        caretCache = nil
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The caret or selection moved: scroll it into view, show the caret solid, then blink.
    func caretMoved() {
        let r = currentTextRect
        let x = caretXs[displayOffset(editor.selection.location + editor.selection.length)]
        let w = textWidth
        if w <= r.width {
            scrollX = 0
        } else {
            if x - scrollX > r.width - 2 { scrollX = x - r.width + 2 }
            if x - scrollX < 0 { scrollX = x }
            scrollX = max(0, min(scrollX, w - r.width + 2))
        }
        setNeedsDisplay()
        placeCaret()
        restartBlinking()
        if isFirstResponder { responderEnvironment.keyboard.inputChanged() }
    }

    func placeCaret() {
        placeSelectionHandles()
        guard isEditing, editor.selection.length == 0 else { caret.isHidden = true; return }
        let h = ceil(displayFont.lineHeight) + 1
        let x = textOrigin.x + caretXs[displayOffset(editor.selection.location)]
        let r = currentTextRect
        caret.frame = CGRect(x: min(max(x - 1, r.minX - 1), r.maxX - 1), y: r.midY - h / 2, width: 2, height: h)
        caret.backgroundColor = tintColor
        caret.isHidden = false
        bringSubviewToFront(caret)
    }

    func restartBlinking() {
        blinker.restart(caret, on: responderEnvironment) { [weak self] in self?.isEditing ?? false }
    }

    func stopBlinking() { blinker.stop() }

    /// Shows the secure character typed at `offset` for a moment.
    func reveal(at offset: Int) {
        concealCharacter()
        revealedCharacter = offset
        revealTimer = responderEnvironment.scheduler.schedule(after: UITextField.revealDuration, target: self) { [weak self] in
            self?.revealTimer = nil
            self?.concealCharacter()
        }
    }

    func concealCharacter() {
        if let t = revealTimer { responderEnvironment.scheduler.cancel(id: t) }
        revealTimer = nil
        guard revealedCharacter != nil else { return }
        revealedCharacter = nil
        caretCache = nil
        setNeedsDisplay()
        placeCaret()
    }
}
