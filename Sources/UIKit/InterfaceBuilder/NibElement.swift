import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of an Interface Builder file, with the line it starts on (for messages that
/// point into the file).
final class NibElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [NibElement] = []
    /// Character content (a `<string key="text">` body).
    fileprivate(set) var text = ""
    fileprivate(set) weak var parent: NibElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// An element put together in code (a size class's variation over its base), with `children`.
    convenience init(name: String, attributes: [String: String], line: Int, children: [NibElement]) {
        self.init(name: name, attributes: attributes, line: line)
        self.children = children
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with this `key`, whatever its element name.
    func child(key: String) -> NibElement? { keyed[key] }

    /// The children by `key` (the first of each), indexed once: a document is parsed once and its
    /// elements are asked for many keys each time it is instantiated.
    private lazy var keyed: [String: NibElement] = {
        var index: [String: NibElement] = [:]
        for c in children { if let k = c["key"], index[k] == nil { index[k] = c } }
        return index
    }()

    /// The user-defined runtime attributes by key path, indexed once.
    private(set) lazy var runtimeAttributes: [String: NibElement] = {
        var index: [String: NibElement] = [:]
        for a in children(of: "userDefinedRuntimeAttributes") { if let k = a["keyPath"], index[k] == nil { index[k] = a } }
        return index
    }()

    /// The children of the first child named `container` (`<subviews>`, `<constraints>`…).
    func children(of container: String) -> [NibElement] { child(container)?.children ?? [] }

    var id: String? { attributes["id"] }

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
