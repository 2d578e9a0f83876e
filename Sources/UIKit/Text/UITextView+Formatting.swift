import Foundation

/// Rich-text editing (`allowsEditingTextAttributes`): the edit menu's Format item and the bold,
/// italic and underline toggles, applied to the selection's attributes through the text storage.
extension UITextView {
    /// Whether formatting applies now: allowed, editing, something selected.
    var canFormatSelection: Bool { allowsEditingTextAttributes && isEditingText && editor.selection.length > 0 }

    /// Bold or italic on for the whole selection, or off where every character has it already.
    func toggleFontTrait(_ trait: UIFontDescriptor.SymbolicTraits) {
        guard canFormatSelection else { return }
        let range = editor.selection, storage = textStorage
        var allHave = true
        storage.enumerateAttribute(.font, in: range, options: []) { value, _, _ in
            if !((value as? UIFont ?? font ?? .systemFont(ofSize: 12)).fontDescriptor.symbolicTraits.contains(trait)) { allHave = false }
        }
        changeAttributes(in: range) {
            storage.enumerateAttribute(.font, in: range, options: []) { value, r, _ in
                let f = value as? UIFont ?? self.font ?? .systemFont(ofSize: 12)
                var traits = f.fontDescriptor.symbolicTraits
                if allHave { traits.remove(trait) } else { traits.insert(trait) }
                if let d = f.fontDescriptor.withSymbolicTraits(traits) { storage.addAttribute(.font, value: UIFont(descriptor: d, size: f.pointSize), range: r) }
            }
        }
    }

    /// A single underline on the whole selection, or none where it is all underlined already.
    func toggleSelectionUnderline() {
        guard canFormatSelection else { return }
        let range = editor.selection, storage = textStorage
        var allHave = true
        storage.enumerateAttribute(.underlineStyle, in: range, options: []) { value, _, _ in
            if (CGFloat(attributeValue: value) ?? 0) == 0 { allHave = false }
        }
        changeAttributes(in: range) {
            if allHave { storage.removeAttribute(.underlineStyle, range: range) }
            else { storage.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range) }
        }
    }

    /// Runs attribute changes on the storage as one edit, redraws and tells the delegate.
    private func changeAttributes(in range: NSRange, _ change: () -> Void) {
        let storage = textStorage
        editingStorage {
            storage.beginEditing()
            change()
            storage.endEditing()
        }
        documentChanged()
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// The edit menu's Format item: Bold, Italic and Underline in its place.
    func formatCommand() -> EditMenuView.Command {
        EditMenuView.Command(title: "Format") { [weak self] in
            guard let self, let window = self.window else { return }
            let commands = [
                EditMenuView.Command(title: "Bold") { [weak self] in self?.toggleBoldface(nil) },
                EditMenuView.Command(title: "Italic") { [weak self] in self?.toggleItalics(nil) },
                EditMenuView.Command(title: "Underline") { [weak self] in self?.toggleUnderline(nil) },
            ]
            self.responderEnvironment.editMenu.show(commands, over: self.selectionBox(in: window), in: window)
        }
    }
}
