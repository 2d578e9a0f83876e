/// A responder that takes typed text: the hardware keyboard and `Simulator.type` send it here.
@MainActor public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
