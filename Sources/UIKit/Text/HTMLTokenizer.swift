import Foundation

/// HTML as a stream of tags and text, read forgivingly as browsers read it: unclosed and stray
/// tags, unquoted attributes, comments, `<!DOCTYPE>`, character references. (libxml2's HTML parser
/// would do this, but Debian's libxml2 links the system ICU, which clashes with Foundation's own
/// in one process: Core Foundation's attributed strings trapped once it was loaded.)
struct HTMLTokenizer {
    enum Token: Equatable {
        case text(String)
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
    }

    static func tokens(_ html: String) -> [Token] {
        var out: [Token] = []
        let s = Array(html.unicodeScalars)
        var i = 0
        var text = ""
        func flush() {
            if !text.isEmpty { out.append(.text(decode(text))) }
            text = ""
        }
        while i < s.count {
            guard s[i] == "<", i + 1 < s.count else { text.unicodeScalars.append(s[i]); i += 1; continue }
            let next = s[i + 1]
            if next == "!" || next == "?" {
                // A comment, doctype or processing instruction: skipped.
                flush()
                let rest = String(String.UnicodeScalarView(s[i...]))
                if rest.hasPrefix("<!--"), let r = rest.range(of: "-->") {
                    i += rest.unicodeScalars.distance(from: rest.unicodeScalars.startIndex, to: r.upperBound.samePosition(in: rest.unicodeScalars)!)
                } else {
                    while i < s.count, s[i] != ">" { i += 1 }
                    i += 1
                }
                continue
            }
            guard next == "/" || next.properties.isAlphabetic else { text.unicodeScalars.append(s[i]); i += 1; continue }
            flush()
            var j = i + 1
            let closing = s[j] == "/"
            if closing { j += 1 }
            var name = ""
            while j < s.count, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) { name.unicodeScalars.append(s[j]); j += 1 }
            var attributes: [String: String] = [:]
            var selfClosing = false
            // Attributes up to '>': name, name=value, name="value", name='value'.
            while j < s.count, s[j] != ">" {
                if s[j] == "/" { selfClosing = true; j += 1; continue }
                if s[j].properties.isWhitespace { j += 1; continue }
                var key = ""
                while j < s.count, !s[j].properties.isWhitespace, s[j] != "=", s[j] != ">", s[j] != "/" { key.unicodeScalars.append(s[j]); j += 1 }
                while j < s.count, s[j].properties.isWhitespace { j += 1 }
                var value = ""
                if j < s.count, s[j] == "=" {
                    j += 1
                    while j < s.count, s[j].properties.isWhitespace { j += 1 }
                    if j < s.count, s[j] == "\"" || s[j] == "'" {
                        let quote = s[j]
                        j += 1
                        while j < s.count, s[j] != quote { value.unicodeScalars.append(s[j]); j += 1 }
                        j += 1
                    } else {
                        while j < s.count, !s[j].properties.isWhitespace, s[j] != ">" { value.unicodeScalars.append(s[j]); j += 1 }
                    }
                }
                if !key.isEmpty { attributes[key.lowercased()] = decode(value) }
                if key.isEmpty { j += 1 }
            }
            i = j + 1
            let lower = name.lowercased()
            if closing {
                out.append(.end(name: lower))
            } else {
                out.append(.start(name: lower, attributes: attributes, selfClosing: selfClosing))
                // Raw text elements: their content is not HTML.
                if lower == "script" || lower == "style" {
                    let rest = String(String.UnicodeScalarView(s[min(i, s.count)...])).lowercased()
                    if let r = rest.range(of: "</\(lower)") {
                        i += rest.unicodeScalars.distance(from: rest.unicodeScalars.startIndex, to: r.lowerBound.samePosition(in: rest.unicodeScalars)!)
                    } else {
                        i = s.count
                    }
                }
            }
        }
        flush()
        return out
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©", "reg": "®",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•",
        "euro": "€", "trade": "™", "deg": "°", "times": "×",
    ]

    /// Character references: named, `&#NN;` and `&#xHH;`.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semi) <= 10 {
                let name = String(after[..<semi])
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(UnicodeScalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(UnicodeScalar.init).map { String($0) }
                } else {
                    replacement = entities[name]
                }
                if let replacement {
                    out += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }
}
