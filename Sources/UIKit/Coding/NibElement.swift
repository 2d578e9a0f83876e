import Foundation

/// One XML element of an Interface Builder file, with the line it starts on (for messages that
/// point into the file); `InterfaceBuilder/`'s `NibElement+Parsing` reads a file into them.
final class NibElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    /// (Set as the file is parsed, `NibElement+Parsing`.)
    var children: [NibElement] = []
    /// Character content (a `<string key="text">` body).
    var text = ""
    weak var parent: NibElement?

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

    /// A number attribute (`rowHeight="44"`), nil when absent or not a number.
    func number(_ name: String) -> CGFloat? { attributes[name].flatMap(Double.init).map { CGFloat($0) } }

}
