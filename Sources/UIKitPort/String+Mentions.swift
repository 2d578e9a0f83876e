import Foundation

extension String {
    /// Whether `word` occurs in the text: a byte search of the UTF-8. (Foundation's `contains` copies
    /// the text to UTF-16 for each search, and the standard library's generic `firstRange(of:)`
    /// looks up generic metadata at every step: each costs more than rewriting the file.)
    func mentions(_ word: String) -> Bool {
        var text = self, word = word
        return text.withUTF8 { t in
            word.withUTF8 { w in
                guard let wordStart = w.baseAddress, !w.isEmpty else { return true }
                guard let textStart = t.baseAddress, t.count >= w.count else { return false }
                var at = textStart
                let last = textStart + (t.count - w.count)
                while at <= last {
                    guard let hit = memchr(at, Int32(w[0]), last - at + 1) else { return false }
                    let p = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(p, wordStart, w.count) == 0 { return true }
                    at = p + 1
                }
                return false
            }
        }
    }
}
