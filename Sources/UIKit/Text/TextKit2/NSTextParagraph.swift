import Foundation

/// A paragraph of a content storage: its text, separator included.
@preconcurrency @MainActor open class NSTextParagraph: NSTextElement {
    public let attributedString: NSAttributedString
    /// The paragraph without its separator, and the separator (in the whole text).
    open var paragraphContentRange: NSTextRange?
    open var paragraphSeparatorRange: NSTextRange?

    public init(attributedString: NSAttributedString) {
        self.attributedString = attributedString
        super.init(textContentManager: nil)
    }
}
