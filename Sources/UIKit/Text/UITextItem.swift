import Foundation

/// A link, attachment or tagged range of a text view the user interacted with (iOS 17).
@preconcurrency @MainActor open class UITextItem: NSObject {
    /// What the item is.
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        case tag(String)
    }

    public let content: Content
    /// The item's characters in the text view's text.
    public let range: NSRange

    public var link: URL? { if case .link(let url) = content { return url }; return nil }
    public var textAttachment: NSTextAttachment? { if case .textAttachment(let a) = content { return a }; return nil }
    public var tagIdentifier: String? { if case .tag(let t) = content { return t }; return nil }

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }
}
