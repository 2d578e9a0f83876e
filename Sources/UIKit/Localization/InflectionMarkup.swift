import Foundation

/// The `^[text](attributes)` spans of a localized Markdown format, Apple's extension of Markdown
/// for attributes: a span with `inflect: true`, or with a `morphology` naming a `number`, is
/// inflected (English), and the span's markup is taken out, leaving its text.
enum InflectionMarkup {
    static func apply(_ text: String, language: String) -> String {
        guard text.contains("^[") else { return text }
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            guard chars[i] == "^", i + 1 < chars.count, chars[i + 1] == "[",
                  let close = closing(chars, from: i + 1, open: "[", close: "]"),
                  close + 1 < chars.count, chars[close + 1] == "(",
                  let end = closing(chars, from: close + 1, open: "(", close: ")") else {
                out.append(chars[i])
                i += 1
                continue
            }
            let content = String(chars[(i + 2)..<close])
            let attributes = String(chars[(close + 2)..<end])
            out += inflect(content, attributes: attributes, language: language)
            i = end + 1
        }
        return out
    }

    /// The index of the bracket that closes the one at `start`, skipping escaped characters and
    /// quoted text.
    static func closing(_ chars: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        var i = start
        var quoted = false
        while i < chars.count {
            let c = chars[i]
            if c == "\\" { i += 2; continue }
            if c == "\"" && open == "(" { quoted.toggle() }
            if !quoted {
                if c == open { depth += 1 }
                if c == close { depth -= 1; if depth == 0 { return i } }
            }
            i += 1
        }
        return nil
    }

    static func inflect(_ content: String, attributes: String, language: String) -> String {
        let compact = attributes.filter { !$0.isWhitespace }
        let number = compact.range(of: "number:\"").map { r in String(compact[r.upperBound...].prefix { $0 != "\"" }) }
        guard compact.contains("inflect:true") || number != nil,
              PluralCategory.languageCode(language) == "en" else { return content }
        return EnglishInflection.inflect(content, number: number)
    }
}
