import Foundation

/// A piece of a content manager's text: a paragraph, for a content storage.
@preconcurrency @MainActor open class NSTextElement: NSObject {
    open weak var textContentManager: NSTextContentManager?
    open var elementRange: NSTextRange?

    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }
}
