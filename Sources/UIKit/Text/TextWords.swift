import Foundation

/// The words of a text as a spelling checker sees them: runs of letters, with apostrophes inside
/// a word (`don't`, `l’eau`) and marks kept; numbers and punctuation are not words.
enum TextWords {
    /// Each word's range, in UTF-16 units, that lies within `range`.
    static func ranges(in text: String, within range: NSRange) -> [NSRange] {
        var out: [NSRange] = []
        var start: Int?
        var offset = 0
        var pendingApostrophe: Int?
        func close(at end: Int) {
            if let s = start, end > s { out.append(NSRange(location: s, length: end - s)) }
            start = nil
        }
        for ch in text {
            let length = ch.utf16.count
            if ch.isLetter {
                if start == nil { start = offset }
                pendingApostrophe = nil
            } else if (ch == "'" || ch == "’") && start != nil && pendingApostrophe == nil {
                pendingApostrophe = offset
            } else {
                close(at: pendingApostrophe ?? offset)
                pendingApostrophe = nil
            }
            offset += length
        }
        close(at: pendingApostrophe ?? offset)
        let end = range.location + range.length
        return out.filter { $0.location >= range.location && $0.location + $0.length <= end }
    }
}
