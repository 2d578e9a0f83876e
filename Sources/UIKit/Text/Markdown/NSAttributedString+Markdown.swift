import Foundation

extension NSAttributedString {
    public typealias MarkdownParsingOptions = AttributedString.MarkdownParsingOptions

    /// Markdown as `AttributedString(markdown:)` reads it, under `NSAttributedString`'s keys
    /// (`.inlinePresentationIntent` as an `NSNumber`, `.presentationIntentAttributeName`, `.link`).
    /// UIKit's text shows the emphasis, code, strikethrough and links.
    public convenience init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init(try AttributedString(markdown: markdown, options: options, baseURL: baseURL))
    }

    public convenience init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init(try AttributedString(markdown: markdown, options: options, baseURL: baseURL))
    }

    public convenience init(contentsOf url: URL, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init(try AttributedString(contentsOf: url, options: options, baseURL: baseURL))
    }
}
