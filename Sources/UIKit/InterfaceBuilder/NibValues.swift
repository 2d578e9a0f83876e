import Foundation

/// Reading Interface Builder's value elements: rectangles, insets, colors, fonts, runtime
/// attributes. Each takes the element Xcode writes (`<rect key="frame" x= y= width= height=/>`).
@MainActor enum NibValues {
    static func number(_ e: NibElement, _ name: String) -> CGFloat? { e.number(name) }

    static func rect(_ e: NibElement) -> CGRect {
        CGRect(x: number(e, "x") ?? 0, y: number(e, "y") ?? 0, width: number(e, "width") ?? 0, height: number(e, "height") ?? 0)
    }

    static func size(_ e: NibElement) -> CGSize { CGSize(width: number(e, "width") ?? 0, height: number(e, "height") ?? 0) }

    static func point(_ e: NibElement) -> CGPoint { CGPoint(x: number(e, "x") ?? 0, y: number(e, "y") ?? 0) }

    static func insets(_ e: NibElement) -> UIEdgeInsets {
        // <inset minX minY maxX maxY/> (older) or <edgeInsets top left bottom right/>.
        if e.name == "inset" {
            return UIEdgeInsets(top: number(e, "minY") ?? 0, left: number(e, "minX") ?? 0, bottom: number(e, "maxY") ?? 0, right: number(e, "maxX") ?? 0)
        }
        return UIEdgeInsets(top: number(e, "top") ?? 0, left: number(e, "left") ?? 0, bottom: number(e, "bottom") ?? 0, right: number(e, "right") ?? 0)
    }

    static func directionalInsets(_ e: NibElement) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: number(e, "top") ?? 0, leading: number(e, "leading") ?? 0, bottom: number(e, "bottom") ?? 0, trailing: number(e, "trailing") ?? 0)
    }

    /// A `<color>`: sRGB/Display P3 components, calibrated or device white and RGB, a system color
    /// by name (UIKit's dynamic one, else the document's stand-in), a named color's stand-in.
    static func color(_ e: NibElement, in document: NibDocument) -> UIColor? {
        if e.name == "nil" { return nil }
        if let name = e["systemColor"] ?? e["cocoaTouchSystemColor"] {
            if let c = systemColor(name) { return c }
            if let stand = document.namedColors[name]?.child("color") { return color(stand, in: document) }
            document.unsupported(e, "system color \(name)")
            return nil
        }
        if let name = e["name"] {
            // An asset catalog's color set first (what Xcode means), then the file's stand-in for it.
            if let c = UIColor(named: name, in: document.bundle, compatibleWith: nil) { return c }
            if let stand = document.namedColors[name]?.child("color") { return color(stand, in: document) }
            uikitLog.warning("\(document.file):\(e.line): no color named \(name)")
            return nil
        }
        let alpha = number(e, "alpha") ?? 1
        if let white = number(e, "white") { return UIColor(white: white, alpha: alpha) }
        guard let r = number(e, "red"), let g = number(e, "green"), let b = number(e, "blue") else {
            document.unsupported(e, "a <color> without components")
            return nil
        }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }

    nonisolated static func systemColor(_ name: String) -> UIColor? { UIColor.systemColor(named: name) }

    /// A `<fontDescription>`: the system font (with weight, bold, italic), a text style, or a font by name.
    static func font(_ e: NibElement) -> UIFont {
        let size = number(e, "pointSize") ?? 17
        if let style = e["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        switch e["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            let weights: [String: UIFont.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium,
                                                    "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
            return .systemFont(ofSize: size, weight: e["weight"].flatMap { weights[$0] } ?? .regular)
        default:
            if let name = e["name"], let f = UIFont(name: name, size: size) { return f }
            return .systemFont(ofSize: size)
        }
    }

    /// A user-defined runtime attribute's value: number, boolean, string, color, point, size, rect, nil.
    static func runtimeValue(_ attribute: NibElement, in document: NibDocument? = nil) -> Any? {
        let v = attribute.child(key: "value")
        switch attribute["type"] {
        case "number":
            guard let v else { return nil }
            if v.name == "integer" { return v["value"].flatMap(Int.init) }
            return v["value"].flatMap(Double.init)
        case "boolean": return attribute["value"] == "YES"
        case "string", "localizedString": return attribute["value"] ?? v?["value"]
        case "color":
            guard let v, let document else { return nil }
            return color(v, in: document)
        case "point": return v.map(point)
        case "size": return v.map(size)
        case "rect": return v.map(rect)
        case "image": return attribute["value"].flatMap { UIImage(named: $0) }
        default: return nil
        }
    }
}

extension NibValues {
    /// A constraint's multiplier: `0.5`, or a ratio as Xcode writes aspect ratios (`16:9`) and
    /// fractions (`1/3`).
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        return parts.first.map { CGFloat($0) } ?? 1
    }
}

extension NibValues {
    /// A font an attributed string names: the system font by its private names (`.SFUIText-Semibold`),
    /// else the font by name, else the system font.
    static func font(named name: String, size: CGFloat) -> UIFont {
        guard name.hasPrefix(".SF") || name.hasPrefix(".AppleSystem") else { return UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
        let weights: [(String, UIFont.Weight)] = [("Semibold", .semibold), ("Bold", .bold), ("Medium", .medium), ("Light", .light),
                                                  ("Heavy", .heavy), ("Black", .black), ("Thin", .thin)]
        return .systemFont(ofSize: size, weight: weights.first { name.hasSuffix("-" + $0.0) }?.1 ?? .regular)
    }

    /// A `<paragraphStyle>` with every value Xcode writes, and its `<tabStops>`.
    static func paragraphStyle(_ e: NibElement) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        let alignments: [String: NSTextAlignment] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
        let breaks: [String: NSLineBreakMode] = ["wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
                                                "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail,
                                                "truncatingMiddle": .byTruncatingMiddle]
        let directions: [String: NSWritingDirection] = ["natural": .natural, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
        if let a = e["alignment"].flatMap({ alignments[$0] }) { style.alignment = a }
        if let b = e["lineBreakMode"].flatMap({ breaks[$0] }) { style.lineBreakMode = b }
        if let d = e["baseWritingDirection"].flatMap({ directions[$0] }) { style.baseWritingDirection = d }
        let lengths: [(String, ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)] = [
            ("lineSpacing", \.lineSpacing), ("paragraphSpacing", \.paragraphSpacing), ("paragraphSpacingBefore", \.paragraphSpacingBefore),
            ("firstLineHeadIndent", \.firstLineHeadIndent), ("headIndent", \.headIndent), ("tailIndent", \.tailIndent),
            ("minimumLineHeight", \.minimumLineHeight), ("maximumLineHeight", \.maximumLineHeight),
            ("lineHeightMultiple", \.lineHeightMultiple), ("defaultTabInterval", \.defaultTabInterval),
        ]
        for (name, path) in lengths { if let v = number(e, name) { style[keyPath: path] = v } }
        if let h = number(e, "hyphenationFactor") { style.hyphenationFactor = Float(h) }
        if e["allowsDefaultTighteningForTruncation"] == "YES" { style.allowsDefaultTighteningForTruncation = true }
        if let stops = e.child("tabStops") {
            style.tabStops = stops.children.filter { $0.name == "textTab" }.map {
                NSTextTab(textAlignment: $0["alignment"].flatMap { alignments[$0] } ?? .left, location: number($0, "location") ?? 0)
            }
        }
        return style
    }

    /// An `<attributedString>`: its `<fragment>`s, each with its content and the attributes Interface
    /// Builder writes — colours, fonts, paragraph styles, kern, tracking, underline, strikethrough,
    /// stroke and their colours, baseline offset, obliqueness, expansion, ligatures, shadow, link.
    static func attributedString(_ e: NibElement, in document: NibDocument) -> NSAttributedString {
        let out = NSMutableAttributedString(string: "")
        for fragment in e.children where fragment.name == "fragment" {
            let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for a in fragment.child("attributes")?.children ?? [] {
                switch (a.name, a["key"]) {
                case ("color", "NSColor"?): attributes[.foregroundColor] = color(a, in: document)
                case ("color", "NSBackgroundColor"?): attributes[.backgroundColor] = color(a, in: document)
                case ("font", "NSFont"?):
                    let size = number(a, "size") ?? 17
                    let meta: [String: UIFont.Weight] = ["system": .regular, "systemBold": .bold, "systemSemibold": .semibold,
                                                          "systemMedium": .medium, "systemLight": .light]
                    attributes[.font] = a["name"].map { Self.font(named: $0, size: size) }
                        ?? UIFont.systemFont(ofSize: size, weight: a["metaFont"].flatMap { meta[$0] } ?? .regular)
                case ("real", let key?), ("integer", let key?):
                    let keys: [String: NSAttributedString.Key] = [
                        "NSKern": .kern, "NSTracking": .tracking, "NSStrokeWidth": .strokeWidth, "NSBaselineOffset": .baselineOffset,
                        "NSObliqueness": .obliqueness, "NSExpansion": .expansion, "NSUnderline": .underlineStyle,
                        "NSStrikethrough": .strikethroughStyle, "NSLigature": .ligature,
                    ]
                    guard let k = keys[key] else { document.unsupported(a, "attributed string attribute \(key)"); continue }
                    let v = number(a, "value") ?? 0
                    attributes[k] = a.name == "integer" ? Int(v) as Any : v as Any
                case ("color", let key?):
                    let keys: [String: NSAttributedString.Key] = [
                        "NSUnderlineColor": .underlineColor, "NSStrikethroughColor": .strikethroughColor, "NSStrokeColor": .strokeColor,
                    ]
                    guard let k = keys[key] else { document.unsupported(a, "attributed string attribute \(key)"); continue }
                    attributes[k] = color(a, in: document)
                case ("paragraphStyle", "NSParagraphStyle"?): attributes[.paragraphStyle] = paragraphStyle(a)
                case ("shadow", "NSShadow"?):
                    let shadow = NSShadow()
                    shadow.shadowBlurRadius = number(a, "blurRadius") ?? 0
                    if let o = a.child("size", key: "offset") ?? a.child("size", key: "shadowOffset") { shadow.shadowOffset = size(o) }
                    if let c = a.child("color", key: "color") ?? a.child("color", key: "shadowColor") { shadow.shadowColor = color(c, in: document) }
                    attributes[.shadow] = shadow
                // An NSURL, as iOS stores links (it reads back as a URL).
                case ("url", "NSLink"?): attributes[.link] = a["string"].flatMap(NSURL.init(string:)) as Any
                case ("string", "NSLink"?): attributes[.link] = (a["value"] ?? a.text) as Any
                default:
                    document.unsupported(a, "attributed string attribute \(a["key"] ?? a.name)")
                }
            }
            out.append(NSAttributedString(string: content, attributes: attributes))
        }
        return out
    }
}
