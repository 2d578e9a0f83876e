import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:)` reads its text, as Foundation's options on iOS.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inlines; every run carries its block's `presentationIntent`.
            case full
            /// Inline syntax only; white space between lines becomes one space.
            case inlineOnly
            /// Inline syntax only; newlines and white space kept as written.
            case inlineOnlyPreservingWhitespace
        }

        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        /// Accepted; `^[text](attributes)` extended syntax is read as plain markdown here.
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        /// Accepted; source positions are not recorded here.
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Markdown read as iOS reads it (CommonMark with GitHub's strikethrough and tables): emphasis,
    /// strong emphasis, code and strikethrough as `inlinePresentationIntent`, links as `link`,
    /// images as their alternative text with `imageURL`, blocks as `presentationIntent`.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self = MarkdownParser.parse(markdown, options: options, baseURL: baseURL)
    }

    /// Markdown in UTF-8; other bytes throw as iOS does.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSLocalizedDescriptionKey: "The markdown is not UTF-8 text."])
        }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }

    /// A markdown file; relative links resolve against the file's folder unless `baseURL` is given.
    public init(contentsOf url: URL, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        let data = try Data(contentsOf: url)
        do {
            try self.init(markdown: data, options: options, baseURL: baseURL ?? url.deletingLastPathComponent())
        } catch {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: "The file “\(url.lastPathComponent)” is not UTF-8 markdown."])
        }
    }
}
