import Foundation

/// Keys and text from a hardware keyboard (a window's, through SDL) or from a test (`Simulator`): both
/// arrive here and reach the first responder as UIKit delivers them — text through `UIKeyInput`,
/// editing keys as caret moves and standard edit actions, Tab to the next field.
@preconcurrency @MainActor package final class KeyInput {
    /// A key that is not text.
    public enum Key: Sendable, Equatable {
        case backspace, `return`, tab, escape, left, right, up, down, home, end
        /// A letter pressed with Command or Control (a shortcut: A, C, X, V, Z).
        case shortcut(Character)
    }

    public typealias Modifiers = UIKeyModifierFlags

    unowned let environment: UIKitEnvironment
    /// The selection the last Shift-arrow made, and which end of it moves (the other stays put).
    private var extending: (start: Int, end: Int, focus: Int)?

    init(environment: UIKitEnvironment) { self.environment = environment }

    private var responder: UIResponder? { environment.firstResponder }

    /// Typed text (already composed by the input method). From real hardware, the on-screen keyboard
    /// steps aside as it does on iOS when a hardware keyboard types.
    public func text(_ s: String, fromHardware: Bool) {
        if fromHardware { environment.keyboard.hardwareKeyboardInUse = true }
        let input = responder as? UIKeyInput
        for ch in s { deliverPress(characters: String(ch), modifiers: [], code: UIKeyboardHIDUsage.of(ch)) }
        // A key command for a plain key is performed, unless the key types into a text input.
        if s.count == 1, performKeyCommand(input: s, modifiers: [], systemUses: input != nil) { return }
        guard let input else { return }
        for ch in s {
            if ch == "\u{8}" { input.deleteBackward() } else { input.insertText(String(ch)) }
        }
    }

    /// A key that edits or moves rather than types.
    public func press(_ key: Key, modifiers: Modifiers = [], fromHardware: Bool) {
        if fromHardware { environment.keyboard.hardwareKeyboardInUse = true }
        let input = responder as? UIKeyInput
        let text = responder as? UITextInput
        deliverPress(key, modifiers: modifiers)
        if performKeyCommand(input: Self.commandInput(key), modifiers: modifiers, systemUses: usesKey(key, text: text, input: input)) { return }
        switch key {
        case .backspace: input?.deleteBackward()
        case .return: input?.insertText("\n")
        case .tab: moveFocus(backward: modifiers.contains(.shift))
        case .escape: break
        case .left, .right, .up, .down, .home, .end:
            if let text { move(text, key, extend: modifiers.contains(.shift)) }
        case .shortcut(let c):
            guard let r = responder else { return }
            switch c.lowercased() {
            case "a": r.selectAll(nil)
            case "c": r.copy(nil)
            case "x": r.cut(nil)
            case "v": r.paste(nil)
            case "z":
                // ⌘Z undoes, ⇧⌘Z redoes, through the responder chain's undo manager.
                guard let manager = r.undoManager else { return }
                if modifiers.contains(.shift) { if manager.canRedo { manager.redo() } } else if manager.canUndo { manager.undo() }
            default: break
            }
        }
    }

    /// Arrow keys: by one grapheme cluster left or right, to either end up and down (one line).
    private func move(_ t: UITextInput, _ key: Key, extend: Bool) {
        guard let sel = t.selectedTextRange else { return }
        let start = t.offset(from: t.beginningOfDocument, to: sel.start), end = t.offset(from: t.beginningOfDocument, to: sel.end)
        let length = t.offset(from: t.beginningOfDocument, to: t.endOfDocument)
        let all = t.text(in: t.textRange(from: t.beginningOfDocument, to: t.endOfDocument)!) ?? ""
        var boundaries = [0]
        var o = 0
        for ch in all { o += ch.utf16.count; boundaries.append(o) }
        // Shift-arrows move one end of the selection they made; otherwise the end moves.
        let focus: Int, anchorEnd: Int
        if let e = extending, e.start == start, e.end == end {
            focus = e.focus
            anchorEnd = e.focus == start ? end : start
        } else {
            focus = end
            anchorEnd = start
        }
        var target: Int
        switch key {
        case .left: target = (!extend && start != end) ? start : boundaries.last { $0 < focus } ?? 0
        case .right: target = (!extend && start != end) ? end : boundaries.first { $0 > focus } ?? length
        case .up, .down:
            // A line up or down at the same x; from the first or last line, to the text's start or end.
            let caret = t.caretRect(for: t.position(from: t.beginningOfDocument, offset: focus) ?? t.endOfDocument)
            let probe = CGPoint(x: caret.midX, y: key == .up ? caret.minY - caret.height / 2 : caret.maxY + caret.height / 2)
            let p = t.closestPosition(to: probe).map { t.offset(from: t.beginningOfDocument, to: $0) }
            let sameLine = p.map { abs(t.caretRect(for: t.position(from: t.beginningOfDocument, offset: $0)!).minY - caret.minY) < 1 } ?? true
            target = sameLine ? (key == .up ? 0 : length) : p!
        case .home: target = 0
        default: target = length
        }
        target = max(0, min(length, target))
        let anchor = extend ? anchorEnd : target
        extending = extend ? (min(anchor, target), max(anchor, target), target) : nil
        t.selectedTextRange = t.textRange(from: t.position(from: t.beginningOfDocument, offset: min(anchor, target))!,
                                          to: t.position(from: t.beginningOfDocument, offset: max(anchor, target))!)
    }

    /// Tab: the next (or previous) field of the key window that takes text, in reading order.
    private func moveFocus(backward: Bool) {
        guard let window = environment.keyWindow else { return }
        var fields: [UIView] = []
        func collect(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if v is UIKeyInput, v.canBecomeFirstResponder { fields.append(v) }
            v.subviews.forEach(collect)
        }
        collect(window)
        guard !fields.isEmpty else { return }
        let frames = fields.map { $0.convert($0.bounds, to: window) }
        let order = fields.indices.sorted { (frames[$0].minY, frames[$0].minX) < (frames[$1].minY, frames[$1].minX) }
        let current = order.firstIndex { fields[$0] === responder }
        let next: Int
        if let c = current { next = (c + (backward ? order.count - 1 : 1)) % order.count } else { next = backward ? order.count - 1 : 0 }
        fields[order[next]].becomeFirstResponder()
    }
}
