import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension NibElement {
    /// Parses a whole file; the error names the file, the line and what is wrong.
    static func parse(_ data: Data, file: String) throws -> NibElement {
        let reader = Reader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let ok = parser.parse()
        if !ok || reader.error != nil || parser.parserError != nil || reader.root == nil || !reader.stack.isEmpty {
            let line = reader.errorLine ?? parser.lineNumber
            let reason = (reader.error ?? parser.parserError).map { describe($0) }
                ?? (reader.root == nil ? "no document element" : "<\(reader.stack.last?.name ?? "")> is not closed")
            throw NibLoadingError.malformed(file: file, line: line, reason: reason)
        }
        return reader.root!
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        // libxml2's codes through XMLParser: the common ones in words.
        switch code {
        case 4, 5: return "the document is empty or ends too early"
        case 73, 76: return "a tag is not closed"
        case 38, 39, 41: return "an attribute is malformed"
        default: return "the XML is not well formed (XMLParser error \(code))"
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let file: String
        var root: NibElement?
        var stack: [NibElement] = []
        var error: Error?
        var errorLine: Int?
        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let e = NibElement(name: name, attributes: attributes, line: parser.lineNumber)
            if let top = stack.last {
                e.parent = top
                top.children.append(e)
            } else if root == nil {
                root = e
            }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if error == nil {
                error = parseError
                errorLine = parser.lineNumber
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
