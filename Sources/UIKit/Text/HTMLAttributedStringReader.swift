import Foundation

/// HTML into attributed text, as iOS's importer reads the simple HTML apps build strings from:
/// `HTMLTokenizer` reads the tags (forgiving, as browsers are), and each element applies the style
/// it sets until it closes — weight, slant, underline, strikethrough, link, colour, size, family — and line breaks for
/// blocks. Times New Roman 12 pt is the default font, as on iOS.
struct HTMLAttributedStringReader {
    var defaultAttributes: [NSAttributedString.Key: Any]?

    struct Style {
        var family = "Times New Roman"
        var size: CGFloat = 12
        var bold = false
        var italic = false
        var underline = false
        var strikethrough = false
        var color: UIColor?
        var link: URL?
    }

    /// The text read so far, as runs: the attributed string is made once at the end (appending
    /// run by run trapped in Foundation on Linux when it compared neighbouring runs' fonts).
    final class Output {
        var string = ""
        var runs: [(length: Int, attributes: [NSAttributedString.Key: Any])] = []
        var endsLine: Bool { string.isEmpty || string.hasSuffix("\n") }

        /// A space before a line break or the end is not shown, as browsers collapse it.
        func dropTrailingSpace() {
            while string.hasSuffix(" "), let last = runs.indices.last {
                string.removeLast()
                runs[last].length -= 1
                if runs[last].length == 0 { runs.removeLast() }
            }
        }

        func append(_ text: String, _ attributes: [NSAttributedString.Key: Any]) {
            if text.hasPrefix("\n") { dropTrailingSpace() }
            string += text
            runs.append((text.utf16.count, attributes))
        }

        var attributed: NSAttributedString {
            let out = NSMutableAttributedString(string: string)
            var at = 0
            for run in runs {
                out.setAttributes(run.attributes, range: NSRange(location: at, length: run.length))
                at += run.length
            }
            return out
        }
    }

    func read(_ data: Data) throws -> NSAttributedString {
        guard let html = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue,
                          userInfo: [NSLocalizedDescriptionKey: "The HTML is neither UTF-8 nor Latin-1 text."])
        }
        let out = Output()
        // Open elements, innermost last, each with the style inside it.
        var open: [(name: String, style: Style)] = [("", Style())]
        var skipping = 0
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .text(let text):
                if skipping == 0 { append(text, open.last!.style, out) }
            case let .start(name, attributes, selfClosing):
                if ["head", "style", "script", "title"].contains(name) {
                    if !selfClosing { skipping += 1; open.append((name, open.last!.style)) }
                    continue
                }
                if name == "br" { append("\n", open.last!.style, out, literal: true); continue }
                if HTMLAttributedStringReader.void.contains(name) { continue }
                // A new paragraph or list item ends an open one, as browsers do.
                if ["p", "li"].contains(name), let i = open.lastIndex(where: { $0.name == name }) { close(to: i, &open, out) }
                let style = self.style(for: name, attributes: attributes, inside: open.last!.style)
                if HTMLAttributedStringReader.blocks.contains(name), !out.endsLine { append("\n", open.last!.style, out, literal: true) }
                if name == "li" { append("•\t", style, out, literal: true) }
                if !selfClosing { open.append((name, style)) }
            case .end(let name):
                guard let i = open.lastIndex(where: { $0.name == name }), i > 0 else { continue }
                if ["head", "style", "script", "title"].contains(name) { skipping = max(0, skipping - 1) }
                close(to: i, &open, out)
            }
        }
        close(to: 1, &open, out)
        out.dropTrailingSpace()
        return out.attributed
    }

    /// Closes the elements from index `i` on; a block ends its line.
    private func close(to i: Int, _ open: inout [(name: String, style: Style)], _ out: Output) {
        guard i < open.count else { return }
        for element in open[i...].reversed() where HTMLAttributedStringReader.blocks.contains(element.name) && !out.endsLine {
            append("\n", element.style, out, literal: true)
        }
        open.removeSubrange(i...)
    }

    private static let void: Set<String> = ["img", "hr", "meta", "link", "input", "wbr", "col", "area", "base"]
    private static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "pre", "tr", "table", "section", "article", "header", "footer"]
    private static let headingSizes: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]

    /// The style inside an element: what the tag sets, then its inline CSS.
    private func style(for name: String, attributes: [String: String], inside inherited: Style) -> Style {
        var style = inherited
        switch name {
        case "b", "strong": style.bold = true
        case "i", "em", "cite", "var": style.italic = true
        case "u", "ins": style.underline = true
        case "s", "strike", "del": style.strikethrough = true
        case "a": if let href = attributes["href"] { style.link = URL(string: href) }
        case "code", "tt", "kbd", "samp", "pre": style.family = "Courier"; style.size = inherited.size * 13 / 12
        case "font":
            if let c = attributes["color"].flatMap(HTMLAttributedStringReader.color) { style.color = c }
            if let face = attributes["face"]?.split(separator: ",").first { style.family = face.trimmingCharacters(in: .whitespaces) }
            if let size = attributes["size"].flatMap(Int.init) {
                let points: [CGFloat] = [7.5, 10, 12, 13.5, 18, 24, 36]
                style.size = points[min(6, max(0, size - 1))]
            }
        default:
            if let scale = HTMLAttributedStringReader.headingSizes[name] { style.bold = true; style.size = 12 * scale }
        }
        if let css = attributes["style"] { apply(css, to: &style) }
        return style
    }

    /// Inline CSS: colour, font weight, style, size (px as ¾ of a point), decoration, family.
    private func apply(_ css: String, to style: inout Style) {
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.count == 2 else { continue }
            let value = parts[1]
            switch parts[0] {
            case "color": if let c = HTMLAttributedStringReader.color(value) { style.color = c }
            case "font-weight": style.bold = value == "bold" || value == "bolder" || (Int(value) ?? 400) >= 600
            case "font-style": style.italic = value == "italic" || value == "oblique"
            case "font-size":
                if value.hasSuffix("px"), let v = Double(value.dropLast(2)) { style.size = CGFloat(v) * 0.75 }
                else if value.hasSuffix("pt"), let v = Double(value.dropLast(2)) { style.size = CGFloat(v) }
                else if value.hasSuffix("em"), let v = Double(value.dropLast(2)) { style.size *= CGFloat(v) }
            case "text-decoration", "text-decoration-line":
                if value.contains("underline") { style.underline = true }
                if value.contains("line-through") { style.strikethrough = true }
            case "font-family":
                if let first = value.split(separator: ",").first {
                    style.family = first.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
                }
            default: break
            }
        }
    }

    private func append(_ raw: String, _ style: Style, _ out: Output, literal: Bool = false) {
        var text = raw
        if !literal {
            // Runs of white space are one space; none at the start of a line.
            text = raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
            if raw.first.map({ $0.isWhitespace }) == true, !text.isEmpty || !raw.isEmpty { text = " " + text }
            if raw.last.map({ $0.isWhitespace }) == true, !text.hasSuffix(" ") { text += " " }
            if out.endsLine || out.string.hasSuffix(" ") { while text.hasPrefix(" ") { text.removeFirst() } }
            guard !text.isEmpty else { return }
        }
        out.append(text, attributes(style))
    }

    private func attributes(_ s: Style) -> [NSAttributedString.Key: Any] {
        var a = defaultAttributes ?? [:]
        let base = UIFont(name: s.family, size: s.size) ?? UIFont(name: "Times New Roman", size: s.size)!
        let weight: UIFont.Weight = s.bold ? .bold : .regular
        let face = IOSFontCatalog.family(named: base.familyName).flatMap { IOSFontCatalog.nearestFace(in: $0, weight: weight, italic: s.italic) }
        a[.font] = face.flatMap { UIFont(name: $0, size: s.size) } ?? base
        if let c = s.color { a[.foregroundColor] = c }
        if s.underline { a[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if s.strikethrough { a[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        // NSURL: Foundation on Linux traps comparing a Swift URL in attribute runs.
        if let l = s.link { a[.link] = l as NSURL }
        return a
    }

    /// `#rgb`, `#rrggbb`, `rgb(r, g, b)` or one of the basic colour names.
    static func color(_ text: String) -> UIColor? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        let names: [String: UIColor] = ["black": .black, "white": .white, "red": UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                        "green": UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1), "blue": UIColor(red: 0, green: 0, blue: 1, alpha: 1),
                                        "gray": UIColor(white: 128 / 255, alpha: 1), "grey": UIColor(white: 128 / 255, alpha: 1),
                                        "orange": UIColor(red: 1, green: 165 / 255, blue: 0, alpha: 1), "purple": UIColor(red: 128 / 255, green: 0, blue: 128 / 255, alpha: 1),
                                        "yellow": UIColor(red: 1, green: 1, blue: 0, alpha: 1)]
        if let c = names[t] { return c }
        if t.hasPrefix("#") {
            var hex = String(t.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6, let v = UInt32(hex, radix: 16) else { return nil }
            return UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
        }
        if t.hasPrefix("rgb(") {
            let n = t.dropFirst(4).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard n.count == 3 else { return nil }
            return UIColor(red: CGFloat(n[0] / 255), green: CGFloat(n[1] / 255), blue: CGFloat(n[2] / 255), alpha: 1)
        }
        return nil
    }
}
