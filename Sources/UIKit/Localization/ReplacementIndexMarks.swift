import Foundation

/// The private-use marks `AttributedString(localized:options:)` puts around each value when asked
/// for `.applyReplacementIndexAttribute`: U+F0000, the index, U+F0001, the value, U+F0002. They
/// become the `replacementIndex` attribute of the value's text and are taken out.
enum ReplacementIndexMarks {
    static let start: Character = "\u{F0000}", middle: Character = "\u{F0001}", end: Character = "\u{F0002}"

    static func apply(to s: inout AttributedString) {
        while let open = s.characters.firstIndex(of: start),
              let mid = s.characters[open...].firstIndex(of: middle),
              let close = s.characters[mid...].firstIndex(of: end) {
            let index = Int(String(s.characters[s.characters.index(after: open)..<mid])) ?? 0
            let valueStart = s.characters.index(after: mid)
            s[valueStart..<close].replacementIndex = index
            s.removeSubrange(close...close)
            s.removeSubrange(open...mid)
        }
    }

    /// The text without marks (numbers are found in it).
    static func stripped(_ text: String) -> String {
        var out = ""
        var skipping = false
        for c in text {
            if c == start { skipping = true; continue }
            if c == middle { skipping = false; continue }
            if c == end || skipping { continue }
            out.append(c)
        }
        return out
    }
}
