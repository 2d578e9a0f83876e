import Foundation

/// A keyboard's proxy for the text input that is first responder on its device, whichever it is
/// when asked (as iOS's proxy follows the focused field).
@MainActor final class TextDocumentProxy: UITextDocumentProxy {
    private weak var device: UIKitEnvironment?
    let documentIdentifier = UUID()

    init(device: UIKitEnvironment) { self.device = device }

    private var input: UIKeyInput? { device?.firstResponder as? UIKeyInput }
    private var text: UITextInput? { device?.firstResponder as? UITextInput }

    var hasText: Bool { input?.hasText ?? false }
    func insertText(_ text: String) { input?.insertText(text) }
    func deleteBackward() { input?.deleteBackward() }

    var keyboardType: UIKeyboardType { input?.keyboardType ?? .default }
    var returnKeyType: UIReturnKeyType { input?.returnKeyType ?? .default }
    var isSecureTextEntry: Bool { input?.isSecureTextEntry ?? false }

    /// The text before the selection's start (iOS gives at most the sentence around it; this gives it all).
    var documentContextBeforeInput: String? {
        guard let t = text, let selection = t.selectedTextRange,
              let range = t.textRange(from: t.beginningOfDocument, to: selection.start) else { return nil }
        return t.text(in: range)
    }

    var documentContextAfterInput: String? {
        guard let t = text, let selection = t.selectedTextRange,
              let range = t.textRange(from: selection.end, to: t.endOfDocument) else { return nil }
        return t.text(in: range)
    }

    var selectedText: String? {
        guard let t = text, let selection = t.selectedTextRange, !selection.isEmpty else { return nil }
        return t.text(in: selection)
    }

    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard let t = text, let selection = t.selectedTextRange,
              let p = t.position(from: selection.end, offset: offset) ?? (offset < 0 ? t.beginningOfDocument : t.endOfDocument) as UITextPosition?
        else { return }
        t.selectedTextRange = t.textRange(from: p, to: p)
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) { input?.insertText(markedText) }
    func unmarkText() {}
}
