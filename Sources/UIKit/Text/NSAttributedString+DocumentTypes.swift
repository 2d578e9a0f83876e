import Foundation

extension NSAttributedString {
    /// The formats attributed text is read from.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// Options for reading a document.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// What a read document says of itself.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// Attributed text read from a document: HTML (`HTMLTokenizer`'s forgiving reading: `<b>`, `<i>`,
    /// `<u>`, `<s>`, `<a href>`, `<br>`, `<p>` and the other blocks, headings, lists, `<font>`,
    /// `<code>`, inline `style` colours, weights and sizes; Times New Roman 12 pt as on iOS) or plain
    /// text. RTF is not read here: it throws, naming the format. Without a document type, text
    /// that starts with a tag is read as HTML.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes: UnsafeMutablePointer<NSDictionary?>?) throws {
        let type = (options[.documentType] as? DocumentType)
            ?? (options[.documentType] as? String).map(DocumentType.init(rawValue:))
            ?? (String(decoding: data.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<") ? .html : .plain)
        let result: NSAttributedString
        switch type {
        case .html:
            result = try HTMLAttributedStringReader(defaultAttributes: options[.defaultAttributes] as? [NSAttributedString.Key: Any]).read(data)
        case .plain:
            let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
            guard let text = String(data: data, encoding: encoding) else {
                throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadInapplicableStringEncoding.rawValue,
                              userInfo: [NSLocalizedDescriptionKey: "The text is not in the encoding given (\(encoding))."])
            }
            result = NSAttributedString(string: text, attributes: [.font: UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)])
        default:
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "OpenUIKit reads HTML and plain text into attributed strings; \(type.rawValue) is not read."])
        }
        documentAttributes?.pointee = [DocumentAttributeKey.documentType.rawValue: type.rawValue] as NSDictionary
        self.init(attributedString: result)
    }
}
