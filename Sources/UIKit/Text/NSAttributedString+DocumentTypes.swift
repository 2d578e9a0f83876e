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
    /// text, or RTF (`RTFAttributedStringReader`); other formats throw, naming the format. Without a
    /// document type, text that starts with `{\rtf` is read as RTF and text that starts with a tag as HTML.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes: UnsafeMutablePointer<NSDictionary?>?) throws {
        let type = (options[.documentType] as? DocumentType)
            ?? (options[.documentType] as? String).map(DocumentType.init(rawValue:))
            ?? Self.sniffedType(data)
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
        case .rtf:
            do { result = try RTFAttributedStringReader.read(data) } catch {
                throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue,
                              userInfo: [NSLocalizedDescriptionKey: "The RTF document could not be read: \(error)."])
            }
        default:
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "OpenUIKit reads HTML, RTF and plain text into attributed strings; \(type.rawValue) is not read."])
        }
        documentAttributes?.pointee = [DocumentAttributeKey.documentType.rawValue: type.rawValue] as NSDictionary
        self.init(attributedString: result)
    }

    /// Attributed text read from a file: as `init(data:options:documentAttributes:)`, the document
    /// type, when not given, taken from the file's extension (`html`, `htm`, `txt`, `rtf`). A file
    /// that cannot be read throws Foundation's error for it.
    public convenience init(url: URL, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes: UnsafeMutablePointer<NSDictionary?>?) throws {
        let data = try Data(contentsOf: url)
        var given = options
        if given[.documentType] == nil {
            switch url.pathExtension.lowercased() {
            case "html", "htm": given[.documentType] = DocumentType.html
            case "txt", "text": given[.documentType] = DocumentType.plain
            case "rtf": given[.documentType] = DocumentType.rtf
            default: break
            }
        }
        try self.init(data: data, options: given, documentAttributes: documentAttributes)
    }

    private static func sniffedType(_ data: Data) -> DocumentType {
        let start = String(decoding: data.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return start.hasPrefix("{\\rtf") ? .rtf : start.hasPrefix("<") ? .html : .plain
    }
}
