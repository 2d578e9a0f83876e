import Foundation

extension NSAttributedString {
    /// The same text with its Foundation and UIKit attributes under their `NSAttributedString` keys,
    /// as on iOS: `label.attributedText = NSAttributedString(try AttributedString(markdown: "**Hi**"))`.
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            for bridge in AttributeBridge.all {
                if let value = bridge.object(run) { attributes[bridge.name] = value }
            }
            result.append(NSAttributedString(string: String(attrStr[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// The same text with the attributes Foundation's and UIKit's scopes know (others are left out,
    /// as iOS leaves out keys no scope declares).
    public init(_ nsStr: NSAttributedString) {
        var result = AttributedString()
        let text = nsStr.string as NSString
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            var container = AttributeContainer()
            for (key, value) in attributes { AttributeBridge.byName[key]?.store(value, &container) }
            result.append(AttributedString(text.substring(with: range), attributes: container))
        }
        self = result
    }
}
