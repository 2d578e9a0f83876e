import Foundation
import QuartzCore
import CoreGraphics

/// The document's layout and drawing, and the edits typing makes, each asked of the delegate first.
extension UITextView: TextUndoing {
    /// Sizes the document to its text and places the caret.
    func layoutDocument() {
        trackContainerSize()
        let used = manager.usedRect(for: textContainer)
        let h = max(used.maxY, font.lineHeight) + textContainerInset.top + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: ceil(h))
        // The document view grows in steps of 512 points: a line more does not resize (and so
        // recomposite) it; what lies below the text is clear.
        let viewSize = CGSize(width: size.width, height: (size.height / 512).rounded(.up) * 512)
        if content.frame.size != viewSize { content.frame = CGRect(origin: .zero, size: viewSize) }
        if contentSize != size {
            contentSize = size
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
        placeCaret()
    }

    /// Draws the selection, then the text's lines in `rect` (the content's), through the layout manager.
    func drawDocument(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let o = textContainerOrigin
        let pad = textContainer.lineFragmentPadding
        if editor.selection.length > 0 && isFirstResponder {
            // The selection, line by line: from its start to the line's end, whole lines, then to its end.
            ctx.setFillColor(tintColor.withAlphaComponent(0.2).cgColor)
            let a = caretRect(at: editor.selection.location), b = caretRect(at: editor.selection.location + editor.selection.length)
            let left = o.x + pad, right = o.x + textContainer.size.width - pad
            if abs(a.minY - b.minY) < 1 {
                ctx.fill(CGRect(x: a.minX, y: a.minY, width: b.minX - a.minX, height: a.height))
            } else {
                ctx.fill(CGRect(x: a.minX, y: a.minY, width: right - a.minX, height: a.height))
                if b.minY > a.maxY { ctx.fill(CGRect(x: left, y: a.maxY, width: right - left, height: b.minY - a.maxY)) }
                ctx.fill(CGRect(x: left, y: b.minY, width: b.minX - left, height: b.height))
            }
        }
        let glyphs = manager.glyphRange(forBoundingRect: rect.offsetBy(dx: -o.x, dy: -o.y), in: textContainer)
        guard glyphs.length > 0 else { return }
        manager.drawBackground(forGlyphRange: glyphs, at: o)
        manager.drawGlyphs(forGlyphRange: glyphs, at: o)
    }

    /// The caret's rectangle at a UTF-16 offset, in the content's (and the scroll view's) coordinates.
    func caretRect(at offset: Int) -> CGRect {
        let o = textContainerOrigin
        guard let (r, _) = manager.insertionRect(at: offset) else {
            return CGRect(x: o.x + textContainer.lineFragmentPadding, y: o.y, width: 0, height: font.lineHeight)
        }
        return r.offsetBy(dx: o.x, dy: o.y)
    }

    func documentChanged() {
        content.setNeedsDisplay()
        setNeedsLayout()
    }

    // MARK: Editing

    func beginEditingText() {
        isEditingText = true
        editor.selection = NSRange(location: editor.length, length: 0)
        content.setNeedsDisplay()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        caretMoved()
    }

    /// A read-only view became first responder: it shows a selection, with no caret and no keyboard.
    func beginSelecting() {
        editor.selection = NSRange(location: editor.selection.location, length: 0)
        content.setNeedsDisplay()
    }

    /// A read-only view's selection is let go.
    func endSelecting() {
        responderEnvironment.editMenu.dismiss()
        if editor.selection.length > 0 {
            editor.selection = NSRange(location: editor.selection.location, length: 0)
            delegate?.textViewDidChangeSelection(self)
        }
        placeCaret()
        content.setNeedsDisplay()
    }

    func endEditingText() {
        isEditingText = false
        breakUndoRun()
        responderEnvironment.editMenu.dismiss()
        stopBlinking()
        content.caret.isHidden = true
        content.setNeedsDisplay()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// Typed text arriving (the keyboard's, a hardware key's, `Simulator.type`).
    func typed(_ text: String) {
        guard isEditingText else { return }
        edit(editor.selection, with: text, kind: .typing)
    }

    /// Delete pressed: the selection, or the cluster before the caret.
    func deleteTyped() {
        guard isEditingText, let r = editor.rangeToDelete else { return }
        edit(r, with: "", kind: .deleting)
    }

    func edit(_ range: NSRange, with string: String, kind: TextUndoRecord.Kind = .other) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        recordUndo(range, with: string, kind: kind)
        applyEdit(range, with: string)
    }

    func applyEdit(_ range: NSRange, with string: String) {
        responderEnvironment.editMenu.dismiss()
        // What is typed takes the typing attributes; the text around keeps its own.
        let attributes = typingAttributes
        let storage = textStorage
        let start = min(range.location, storage.length)
        let r = NSRange(location: start, length: min(range.length, storage.length - start))
        // Lines above the edit's (and the one before it, which a shorter word may rejoin) stand.
        let top = max(0, caretRect(at: start).minY - 2 * font.lineHeight)
        let oldHeight = contentSize.height
        let newLength = (string as NSString).length
        // Within one paragraph, only the lines whose characters or places changed are drawn again.
        let inParagraph = !Self.breaksParagraph(string) && !Self.breaksParagraph((storage.string as NSString).substring(with: r))
        let linesBefore = inParagraph ? manager.paragraphLines(containing: start) : []
        editingStorage { storage.replaceCharacters(in: r, with: NSAttributedString(string: string, attributes: attributes)) }
        editor.replace(range, with: string)
        layoutDocument()
        if inParagraph, contentSize.height == oldHeight,
           let changed = Self.changedLines(linesBefore, manager.paragraphLines(containing: start),
                                           edit: NSRange(location: start, length: newLength), delta: newLength - r.length) {
            let o = textContainerOrigin
            content.setNeedsDisplay(CGRect(x: 0, y: changed.minY + o.y - 2, width: content.bounds.width, height: changed.height + 4))
        } else {
            content.setNeedsDisplay(CGRect(x: 0, y: top, width: content.bounds.width, height: max(oldHeight, contentSize.height) - top))
        }
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        caretMoved()
    }

    static func breaksParagraph(_ s: String) -> Bool { s.utf16.contains(where: TextKitParagraph.isSeparator) }

    /// The rect (container coordinates) of the lines that differ between a paragraph's lines before and
    /// after an edit (the edited characters, now at `edit`, changed the length by `delta`): those
    /// holding the edit, or whose characters or place moved. Nil when the line count changed.
    static func changedLines(_ before: [(chars: NSRange, rect: CGRect)], _ after: [(chars: NSRange, rect: CGRect)],
                             edit: NSRange, delta: Int) -> CGRect? {
        guard before.count == after.count, !after.isEmpty else { return nil }
        let oldEditEnd = NSMaxRange(edit) - delta
        var changed = CGRect.null
        for (old, new) in zip(before, after) {
            var moved = old.chars
            if moved.location >= oldEditEnd { moved.location += delta }
            else if NSMaxRange(moved) >= edit.location { moved.length += delta }
            let touches = new.chars.location <= NSMaxRange(edit) && NSMaxRange(new.chars) >= edit.location
            if touches || moved != new.chars || old.rect != new.rect { changed = changed.union(new.rect).union(old.rect) }
        }
        return changed.isNull ? nil : changed
    }

    func select(_ range: NSRange) {
        let r = editor.clamped(range)
        guard r != editor.selection else { return }
        breakUndoRun()
        storedTypingAttributes = nil
        editor.selection = r
        content.setNeedsDisplay()
        delegate?.textViewDidChangeSelection(self)
        caretMoved()
    }

    /// A tap: editing begins (an editable view), and the caret goes to the nearest place in the text;
    /// a tap on the caret brings the edit menu up.
    func tapped(_ r: UITapGestureRecognizer) {
        let point = r.location(in: self), now = MediaClock.now
        if let last = lastTap, now - last.time < TouchInput.multiTapInterval, hypot(point.x - last.point.x, point.y - last.point.y) < 20 {
            lastTap = nil
            doubleTapped(at: point)
            return
        }
        lastTap = (now, point)
        if tapTextItem(at: point) { return }
        // Read-only: a tap lets the selection go.
        guard isEditable else {
            if isFirstResponder { resignFirstResponder() }
            return
        }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        let o = closestPosition(to: point)?.offset ?? editor.length
        let onCaret = editor.selection.length == 0 && o == editor.selection.location
        let menuWasUp = responderEnvironment.editMenu.isShowing
        select(NSRange(location: o, length: 0))
        if onCaret && !menuWasUp { showEditMenu() } else { responderEnvironment.editMenu.dismiss() }
    }

    /// A double tap selects the word there and brings the edit menu up (in read-only text too,
    /// while it is selectable).
    func doubleTapped(at point: CGPoint) {
        if !isEditable, !isFirstResponder { guard becomeFirstResponder() else { return } }
        guard isFirstResponder, let o = closestPosition(to: point)?.offset else { return }
        select(editor.wordRange(at: o))
        showEditMenu()
    }

    /// A long press: in read-only text the word there is selected, as a double tap selects it; in
    /// editable text the caret goes there, and the edit menu comes up when the finger lifts.
    func longPressed(_ r: UILongPressGestureRecognizer) {
        let point = r.location(in: self)
        switch r.state {
        case .began:
            guard isEditable else { doubleTapped(at: point); return }
            if !isFirstResponder { guard becomeFirstResponder() else { return } }
            responderEnvironment.editMenu.dismiss()
            select(NSRange(location: closestPosition(to: point)?.offset ?? editor.length, length: 0))
        case .changed:
            guard isEditingText else { return }
            select(NSRange(location: closestPosition(to: point)?.offset ?? editor.length, length: 0))
        case .ended:
            if isEditingText { showEditMenu() }
        default:
            break
        }
    }

    func showEditMenu() {
        guard isFirstResponder, let window else { return }
        let commands = EditMenuView.commands(for: self, secure: false, selectWord: { [weak self] in
            guard let self else { return }
            self.select(self.editor.wordAtCaret)
        }, reshow: { [weak self] in self?.showEditMenu() }) + (canFormatSelection ? [formatCommand()] : [])
        responderEnvironment.editMenu.show(commands, over: selectionBox(in: window), in: window)
    }

    /// The selection's box (or the caret's) in the window, which the edit menu points at.
    func selectionBox(in window: UIWindow) -> CGRect {
        let a = caretRect(at: editor.selection.location), b = caretRect(at: NSMaxRange(editor.selection))
        return content.convert(a.union(b), to: window)
    }

    // MARK: The caret

    /// The caret moved: keep it in view, show it solid, then blink; the keyboard's shift follows.
    func caretMoved() {
        placeCaret()
        if isEditingText {
            let c = caretRect(at: editor.selection.location + editor.selection.length)
            scrollRectToVisible(c.insetBy(dx: -1, dy: -textContainerInset.bottom / 2), animated: false)
            responderEnvironment.keyboard.inputChanged()
        }
        restartBlinking()
    }

    func placeCaret() {
        let shows = isFirstResponder && editor.selection.length > 0
        selectionHandles.place(shows ? (caretRect(at: editor.selection.location), caretRect(at: editor.selection.location + editor.selection.length)) : nil,
                               tint: tintColor)
        let caret = content.caret
        guard isEditingText, editor.selection.length == 0 else { caret.isHidden = true; return }
        let c = caretRect(at: editor.selection.location)
        caret.frame = CGRect(x: c.minX - 1, y: c.minY, width: 2, height: ceil(c.height))
        caret.backgroundColor = tintColor
        caret.isHidden = false
    }

    func restartBlinking() {
        blinker.restart(content.caret, on: responderEnvironment) { [weak self] in self?.isEditingText ?? false }
    }

    func stopBlinking() { blinker.stop() }

    // MARK: UITextInput

    public var selectedTextRange: UITextRange? {
        get { editor.selectedRange }
        set { if let r = newValue { select(r.nsRange) } }
    }
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    public func text(in range: UITextRange) -> String? { editor.text(in: range) }

    public func replace(_ range: UITextRange, withText text: String) {
        guard range.startOffset >= 0, range.endOffset <= editor.length else { return }
        edit(range.nsRange, with: text)
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(fromPosition.offset, toPosition.offset)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let o = textContainerOrigin, p = convert(point, to: content)
        if editor.text.isEmpty { return beginningOfDocument }
        let local = CGPoint(x: p.x - o.x, y: max(0, p.y - o.y))
        if local.y > manager.usedRect(for: textContainer).maxY { return endOfDocument }
        return UITextPosition(offset: min(editor.length, manager.insertionIndex(nearest: local, in: textContainer)))
    }

    func caretRectAt(_ position: UITextPosition) -> CGRect {
        let c = caretRect(at: max(0, min(editor.length, position.offset)))
        return CGRect(x: c.minX - 1, y: c.minY, width: 2, height: c.height)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { TextEditor.compare(position, other) }
}

extension UITextView {
    /// The attributes the next typed text takes: the app's, else those of the character before the caret.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? textStorage.attributesForTyping(at: editor.selection.location) ?? defaultAttributes }
        set { storedTypingAttributes = newValue }
    }
}
