import Foundation

extension UITextField {
    /// The field's frame: none, a thin line, a bezel, or iOS's rounded rectangle.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"
}

extension UITextField.ViewMode {
    func shows(editing: Bool) -> Bool {
        switch self {
        case .never: return false
        case .always: return true
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        }
    }
}
