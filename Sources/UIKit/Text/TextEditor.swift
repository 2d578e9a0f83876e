import Foundation

/// The text and selection behind a text field or view, edited the way the keyboard edits: typing
/// replaces the selection, delete removes the selection or the grapheme cluster before the caret.
/// Offsets are UTF-16, as UIKit's ranges are; the caret only ever rests between grapheme clusters.
struct TextEditor {
    private(set) var text = ""
    /// The selection in UTF-16 offsets (length 0: the caret).
    var selection = NSRange(location: 0, length: 0)

    var length: Int { text.utf16.count }

    mutating func setText(_ s: String) {
        text = s
        selection = NSRange(location: length, length: 0)
    }

    /// Replaces `range` with `string`, leaving the caret after the insertion.
    mutating func replace(_ range: NSRange, with string: String) {
        let n = length
        let r = NSRange(location: min(range.location, n), length: min(range.length, n - min(range.location, n)))
        // In place, where the offsets fall between scalars (always, for the caret's): a long text is
        // not copied through NSString for every keystroke.
        let u = text.utf16
        let a = u.index(u.startIndex, offsetBy: r.location), b = u.index(a, offsetBy: r.length)
        if a.samePosition(in: text.unicodeScalars) != nil, b.samePosition(in: text.unicodeScalars) != nil {
            text.replaceSubrange(a..<b, with: string)
        } else {
            text = (text as NSString).replacingCharacters(in: r, with: string)
        }
        selection = NSRange(location: r.location + string.utf16.count, length: 0)
    }

    /// What delete would remove: the selection, else the grapheme cluster before the caret.
    var rangeToDelete: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        return NSRange(location: previousBoundary(before: selection.location), length: selection.location - previousBoundary(before: selection.location))
    }

    /// The grapheme-cluster boundary before / after a UTF-16 offset.
    func previousBoundary(before offset: Int) -> Int {
        let boundaries = clusterBoundaries
        return boundaries.last { $0 < offset } ?? 0
    }

    func nextBoundary(after offset: Int) -> Int {
        clusterBoundaries.first { $0 > offset } ?? length
    }

    /// UTF-16 offsets between grapheme clusters, 0 and the end included.
    var clusterBoundaries: [Int] {
        var out = [0]
        var o = 0
        for ch in text { o += ch.utf16.count; out.append(o) }
        return out
    }

    /// The word around a UTF-16 offset (letters and digits), or the cluster there when it is not in one.
    func wordRange(at offset: Int) -> NSRange {
        let chars = Array(text)
        var starts: [Int] = []
        var o = 0
        for ch in chars { starts.append(o); o += ch.utf16.count }
        guard !chars.isEmpty else { return NSRange(location: 0, length: 0) }
        let idx = max(0, min(chars.count - 1, (starts.lastIndex { $0 <= offset } ?? 0) - (offset == length && offset > 0 ? 0 : 0)))
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var i = offset >= length ? chars.count - 1 : idx
        guard isWord(chars[i]) || (i > 0 && isWord(chars[i - 1]) && { i -= 1; return true }()) else {
            return NSRange(location: starts[i], length: chars[i].utf16.count)
        }
        var a = i, b = i
        while a > 0 && isWord(chars[a - 1]) { a -= 1 }
        while b + 1 < chars.count && isWord(chars[b + 1]) { b += 1 }
        return NSRange(location: starts[a], length: starts[b] + chars[b].utf16.count - starts[a])
    }

    /// The selection with one end dragged to `offset`, keeping at least one character selected.
    func dragging(start isStart: Bool, to offset: Int) -> NSRange {
        let s = selection.location, e = s + selection.length
        if isStart {
            let a = min(offset, previousBoundary(before: e))
            return NSRange(location: a, length: e - a)
        }
        let b = max(offset, nextBoundary(after: s))
        return NSRange(location: s, length: b - s)
    }

    /// The word the caret is in or just after (Select in the edit menu).
    var wordAtCaret: NSRange { wordRange(at: max(0, selection.location - (selection.location == length ? 1 : 0))) }

    func substring(_ r: NSRange) -> String { (text as NSString).substring(with: r) }
}
