import Foundation

/// What a custom keyboard (`UIInputViewController.textDocumentProxy`) sees of the text being edited:
/// the text around the insertion point, and typing, deleting and moving it.
@preconcurrency @MainActor public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentIdentifier: UUID { get }
    func adjustTextPosition(byCharacterOffset offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}
