import Foundation
import QuartzCore

/// Becoming and resigning first responder, and the edits typing makes: each one asked of the
/// delegate first, then announced by control event, delegate call and notification, in UIKit's order.
extension UITextField: TextUndoing {
    /// Editing begins (the field just became first responder).
    func didBeginEditing() {
        isEditing = true
        if clearsOnBeginEditing, !editor.text.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            editor.setText("")
            textDidChangeOnScreen()
        }
        editor.selection = NSRange(location: editor.length, length: 0)
        setNeedsLayout()
        setNeedsDisplay()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        caretMoved()
    }

    /// Editing ends (the field just resigned first responder).
    func didEndEditing() {
        isEditing = false
        breakUndoRun()
        responderEnvironment.editMenu.dismiss()
        stopBlinking()
        concealCharacter()
        editor.selection = NSRange(location: editor.selection.location + editor.selection.length, length: 0)
        scrollX = 0
        setNeedsLayout()
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    // MARK: UIKeyInput

    /// Typed text arriving (the keyboard's, a hardware key's, `Simulator.type`).
    func typed(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            // Return: the delegate decides; a field with a target for "did end on exit" then resigns.
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            let resigns = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            if resigns { resignFirstResponder() }
            return
        }
        let inserted = text.contains("\n") ? text.replacingOccurrences(of: "\n", with: " ") : text
        edit(editor.selection, with: inserted, kind: .typing)
    }

    /// Delete pressed: the selection, or the cluster before the caret.
    func deleteTyped() {
        guard isEditing, let range = editor.rangeToDelete else { return }
        edit(range, with: "", kind: .deleting)
    }

    /// One edit as the user makes it: asked, made, announced.
    func edit(_ range: NSRange, with string: String, kind: TextUndoRecord.Kind = .other) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        recordUndo(range, with: string, kind: kind)
        applyEdit(range, with: string)
    }

    func applyEdit(_ range: NSRange, with string: String) {
        responderEnvironment.editMenu.dismiss()
        storedAttributedChanged(range, string)
        editor.replace(range, with: string)
        if isSecureTextEntry, string.count == 1 { reveal(at: range.location) } else { concealCharacter() }
        textDidChangeOnScreen()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
        caretMoved()
    }

    /// The clear button was tapped.
    func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        guard !editor.text.isEmpty else { return }
        recordUndo(NSRange(location: 0, length: editor.length), with: "", kind: .other)
        editor.setText("")
        textDidChangeOnScreen()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
        caretMoved()
    }

    // MARK: UITextInput

    public var selectedTextRange: UITextRange? {
        get { isEditing ? editor.selectedRange : nil }
        set { if let r = newValue { select(editor.clamped(r.nsRange)) } }
    }

    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    public func text(in range: UITextRange) -> String? { editor.text(in: range) }

    public func replace(_ range: UITextRange, withText text: String) {
        guard range.startOffset >= 0, range.endOffset <= editor.length else { return }
        // Not asked of the delegate (as on iOS), but undoable.
        recordUndo(range.nsRange, with: text, kind: .other)
        applyEdit(range.nsRange, with: text)
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(fromPosition.offset, toPosition.offset)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    public func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(offset: offset(atX: point.x)) }

    func caretRectAt(_ position: UITextPosition) -> CGRect {
        let h = ceil(displayFont.lineHeight) + 1
        let x = textOrigin.x + caretXs[displayOffset(max(0, min(editor.length, position.offset)))]
        return CGRect(x: x - 1, y: currentTextRect.midY - h / 2, width: 2, height: h)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { TextEditor.compare(position, other) }

    // MARK: Edit actions

    /// Copies the selected text (secure fields copy nothing, as on iOS).
    func copySelection() {
        guard isEditing, editor.selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = editor.substring(editor.selection)
    }

    func deleteSelection() {
        guard isEditing, editor.selection.length > 0, !isSecureTextEntry else { return }
        edit(editor.selection, with: "")
    }

    func pasteText() {
        guard isEditing, let s = UIPasteboard.general.string, !s.isEmpty else { return }
        edit(editor.selection, with: s.replacingOccurrences(of: "\n", with: " "))
    }

    func selectEverything() {
        guard isEditing else { return }
        select(NSRange(location: 0, length: editor.length))
    }

    // MARK: Selection

    /// Selects `range` (length 0: places the caret), telling the delegate.
    func select(_ range: NSRange) {
        guard range != editor.selection else { return }
        breakUndoRun()
        storedTypingAttributes = nil
        editor.selection = range
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
        caretMoved()
    }

    /// A tap: editing begins, or, while editing, the caret goes to the nearest place between characters.
    func tapped(_ touches: Set<UITouch>) {
        guard let t = touches.first, bounds.contains(t.location(in: self)) else { return }
        if clearButton.superview === self, !clearButton.isHidden, clearButton.frame.contains(t.location(in: self)) { return }
        if !isEditing {
            becomeFirstResponder()
            return
        }
        let o = offset(atX: t.location(in: self).x)
        let onCaret = editor.selection.length == 0 && o == editor.selection.location
        let menuWasUp = responderEnvironment.editMenu.isShowing
        select(NSRange(location: o, length: 0))
        // A tap on the caret brings the menu up (or takes it away); a tap elsewhere just moves the caret.
        if onCaret && !menuWasUp { showEditMenu() } else { responderEnvironment.editMenu.dismiss() }
    }

    func doubleTapped(_ r: UITapGestureRecognizer) {
        guard isEditing, !isSecureTextEntry else { return }
        select(editor.wordRange(at: offset(atX: r.location(in: self).x)))
        showEditMenu()
    }

    // MARK: The edit menu and the selection's handles

    func editMenuCommands() -> [EditMenuView.Command] {
        EditMenuView.commands(for: self, secure: isSecureTextEntry, selectWord: { [weak self] in
            guard let self else { return }
            self.select(self.editor.wordAtCaret)
        }, reshow: { [weak self] in self?.showEditMenu() })
    }

    func showEditMenu() {
        guard isEditing, let window else { return }
        let a = caretRectAt(UITextPosition(offset: editor.selection.location))
        let b = caretRectAt(UITextPosition(offset: editor.selection.location + editor.selection.length))
        responderEnvironment.editMenu.show(editMenuCommands(), over: convert(a.union(b), to: window), in: window)
    }

    /// Shows the handles on the selection's ends while there is one.
    func placeSelectionHandles() {
        let shows = isEditing && editor.selection.length > 0 && !isSecureTextEntry
        selectionHandles.place(shows ? (caretRectAt(UITextPosition(offset: editor.selection.location)),
                                        caretRectAt(UITextPosition(offset: editor.selection.location + editor.selection.length))) : nil,
                               tint: tintColor)
    }

    /// Attributed text keeps its attributes through edits: what is typed takes the typing attributes.
    private func storedAttributedChanged(_ range: NSRange, _ string: String) {
        guard let stored = storedAttributed else { return }
        storedAttributed = stored.replacing(range, with: string, attributes: typingAttributes ?? [:])
    }

    /// The attributes the next typed text takes: the app's, else those of the character before the caret.
    public var typingAttributes: [NSAttributedString.Key: Any]? {
        get { storedTypingAttributes ?? storedAttributed?.attributesForTyping(at: editor.selection.location) ?? [.font: font!, .foregroundColor: textColor!] }
        set { storedTypingAttributes = newValue }
    }
}
