/// How the keyboard looks and behaves for a responder that takes text. Every trait has UIKit's default.
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var textContentType: UITextContentType? { get }
    var isSecureTextEntry: Bool { get }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var textContentType: UITextContentType? { nil }
    public var isSecureTextEntry: Bool { false }
}
