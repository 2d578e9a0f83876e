/// A responder that takes typed text: the on-screen keyboard, a hardware keyboard and `Simulator.type`
/// send it here. A responder adopting it shows the keyboard when it becomes first responder.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
