import Foundation

/// `UITextInput`'s position arithmetic over the editor's UTF-16 offsets, shared by fields and views.
@MainActor extension TextEditor {
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return o >= 0 && o <= length ? UITextPosition(offset: o) : nil
    }

    func text(in range: UITextRange) -> String? {
        guard range.startOffset >= 0, range.endOffset <= length else { return nil }
        return substring(range.nsRange)
    }

    static func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        a.offset < b.offset ? .orderedAscending : a.offset > b.offset ? .orderedDescending : .orderedSame
    }

    var selectedRange: UITextRange { UITextRange(selection.location, selection.location + selection.length) }

    /// `range` clamped to the text.
    func clamped(_ range: NSRange) -> NSRange {
        let a = max(0, min(length, range.location)), b = max(a, min(length, range.location + range.length))
        return NSRange(location: a, length: b - a)
    }
}
