import Foundation

/// Rich Text Format read into attributed text, as `NSAttributedString(data:options:)` reads what
/// TextEdit and Cocoa write: the font and colour tables, `\f`, `\fs`, `\b`, `\i`, `\ul`, `\strike`,
/// `\cf`, `\cb`, paragraph alignment (`\ql`, `\qc`, `\qr`, `\qj`), `\par`/`\line`/`\tab` (and a
/// backslash before a line break, Cocoa's paragraph), `\'hh` in the document's code page and `\uN`;
/// destinations it does not know (`{\*\…}`, `\info`, pictures) are skipped. Debian packages no RTF
/// reading library (only the `unrtf` program), so this small reader is OpenUIKit's own.
struct RTFAttributedStringReader {
    struct Problem: Error, CustomStringConvertible { var description: String }

    private struct State {
        var font = 0
        var size: CGFloat = 12
        var bold = false, italic = false, underline = false, strike = false
        var color = 0, background = 0
        var alignment = NSTextAlignment.natural
        /// A destination whose text is not the document's (a table, `\*`, info, a picture).
        var skipping = false
        var unicodeSkip = 1
    }

    private var fonts: [Int: String] = [:]
    private var colors: [UIColor?] = []
    private var out = NSMutableAttributedString(string: "")
    private var pending = ""
    private var state = State()
    private var codePage = String.Encoding.windowsCP1252

    static func read(_ data: Data) throws -> NSAttributedString {
        guard let text = String(data: data, encoding: .isoLatin1), text.hasPrefix("{\\rtf") else {
            throw Problem(description: "not RTF: the data does not begin with {\\rtf")
        }
        var reader = RTFAttributedStringReader()
        try reader.parse(Array(text.unicodeScalars))
        return reader.out
    }

    private mutating func parse(_ s: [Unicode.Scalar]) throws {
        var stack: [State] = []
        var i = 0
        var destination: String?
        var tableText = ""
        while i < s.count {
            let c = s[i]
            switch c {
            case "{":
                flush()
                stack.append(state)
                i += 1
            case "}":
                flush()
                if let d = destination, stack.count <= 2 { finishTable(d, tableText); destination = nil; tableText = "" }
                guard let previous = stack.popLast() else { throw Problem(description: "a } closes no group") }
                state = previous
                i += 1
            case "\\":
                i += 1
                guard i < s.count else { break }
                let n = s[i]
                if n == "\n" || n == "\r" { emit("\n"); i += 1; continue }
                if n == "'" , i + 2 < s.count, let byte = UInt8(String(String.UnicodeScalarView(s[(i + 1)...(i + 2)])), radix: 16) {
                    emit(String(data: Data([byte]), encoding: codePage) ?? "?")
                    i += 3
                    continue
                }
                if n == "*" { state.skipping = true; i += 1; continue }
                if !n.properties.isAlphabetic { emit(String(n) == "~" ? "\u{A0}" : String(n)); i += 1; continue }
                var word = ""
                while i < s.count, s[i].properties.isAlphabetic, s[i].isASCII { word.unicodeScalars.append(s[i]); i += 1 }
                var digits = ""
                if i < s.count, s[i] == "-" { digits = "-"; i += 1 }
                while i < s.count, ("0"..."9").contains(s[i]) { digits.unicodeScalars.append(s[i]); i += 1 }
                if i < s.count, s[i] == " " { i += 1 }
                let value = Int(digits)
                if ["fonttbl", "colortbl"].contains(word) { flush(); destination = word; state.skipping = true; tableText = ""; continue }
                if destination != nil { tableText += "\\" + word + digits + " "; continue }
                if word == "u", let v = value {
                    emit(String(UnicodeScalar(UInt32(v < 0 ? v + 65536 : v)).map(Character.init) ?? "?"))
                    // Skip the stand-in characters that follow.
                    var skip = state.unicodeSkip
                    while skip > 0, i < s.count, s[i] != "\\", s[i] != "{", s[i] != "}" { i += 1; skip -= 1 }
                    continue
                }
                control(word, value)
            case "\n", "\r":
                i += 1
            default:
                if destination != nil { tableText.unicodeScalars.append(c) } else { emit(String(c)) }
                i += 1
            }
        }
        flush()
    }

    private mutating func control(_ word: String, _ value: Int?) {
        switch word {
        case "ansicpg": if let v = value, v == 1250 { codePage = .windowsCP1250 } else if value == 1251 { codePage = .windowsCP1251 }
        case "f": flush(); state.font = value ?? 0
        case "fs": flush(); state.size = CGFloat(value ?? 24) / 2
        case "b": flush(); state.bold = value != 0
        case "i": flush(); state.italic = value != 0
        case "ul": flush(); state.underline = value != 0
        case "ulnone": flush(); state.underline = false
        case "strike": flush(); state.strike = value != 0
        case "cf": flush(); state.color = value ?? 0
        case "cb", "highlight": flush(); state.background = value ?? 0
        case "plain": flush(); state.bold = false; state.italic = false; state.underline = false; state.strike = false; state.size = 12
        case "pard": flush(); state.alignment = .natural
        case "ql": flush(); state.alignment = .left
        case "qc": flush(); state.alignment = .center
        case "qr": flush(); state.alignment = .right
        case "qj": flush(); state.alignment = .justified
        case "uc": state.unicodeSkip = value ?? 1
        case "par", "line": emit("\n")
        case "tab": emit("\t")
        case "emdash": emit("—")
        case "endash": emit("–")
        case "bullet": emit("•")
        case "lquote": emit("‘")
        case "rquote": emit("’")
        case "ldblquote": emit("“")
        case "rdblquote": emit("”")
        case "info", "pict", "stylesheet", "header", "footer", "listtable", "listoverridetable", "expandedcolortbl":
            state.skipping = true
        default: break
        }
    }

    private mutating func emit(_ text: String) {
        guard !state.skipping else { return }
        pending += text
    }

    /// Adds the text gathered so far with the attributes in force.
    private mutating func flush() {
        guard !pending.isEmpty else { return }
        let family = fonts[state.font] ?? "Helvetica"
        var font = UIFont(name: family, size: state.size) ?? UIFont(name: "Helvetica", size: state.size) ?? .systemFont(ofSize: state.size)
        var traits = UIFontDescriptor.SymbolicTraits()
        if state.bold { traits.insert(.traitBold) }
        if state.italic { traits.insert(.traitItalic) }
        if !traits.isEmpty, let d = font.fontDescriptor.withSymbolicTraits(traits) { font = UIFont(descriptor: d, size: state.size) }
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if state.color > 0, state.color < colors.count, let c = colors[state.color] { attributes[.foregroundColor] = c }
        if state.background > 0, state.background < colors.count, let c = colors[state.background] { attributes[.backgroundColor] = c }
        if state.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if state.strike { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if state.alignment != .natural {
            let p = NSMutableParagraphStyle()
            p.alignment = state.alignment
            attributes[.paragraphStyle] = p
        }
        out.append(NSAttributedString(string: pending, attributes: attributes))
        pending = ""
    }

    /// The font table (`\f1\fnil Georgia;`) or colour table (`;\red255\green0\blue0;`), read.
    private mutating func finishTable(_ name: String, _ text: String) {
        let entries = text.components(separatedBy: ";")
        if name == "fonttbl" {
            for entry in entries {
                let words = entry.components(separatedBy: " ")
                guard let id = words.first(where: { $0.hasPrefix("\\f") && Int($0.dropFirst(2)) != nil }).flatMap({ Int($0.dropFirst(2)) }) else { continue }
                let family = words.filter { !$0.hasPrefix("\\") && !$0.isEmpty }.joined(separator: " ")
                if !family.isEmpty { fonts[id] = family }
            }
        } else {
            for entry in entries.dropLast() {
                func component(_ key: String) -> CGFloat? {
                    guard let r = entry.range(of: "\\" + key) else { return nil }
                    let digits = entry[r.upperBound...].prefix { $0.isNumber }
                    return Double(digits).map { CGFloat($0) / 255 }
                }
                if let r = component("red"), let g = component("green"), let b = component("blue") {
                    colors.append(UIColor(red: r, green: g, blue: b, alpha: 1))
                } else {
                    colors.append(nil)
                }
            }
        }
    }
}
