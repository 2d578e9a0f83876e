import Foundation

/// Edits of attributed text as typing makes them: new characters take the attributes typing has.
extension NSAttributedString {
    /// This text with `range` replaced by `string` carrying `attributes`.
    func replacing(_ range: NSRange, with string: String, attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let m = NSMutableAttributedString(attributedString: self)
        let start = min(range.location, length)
        let r = NSRange(location: start, length: min(range.length, length - start))
        m.replaceCharacters(in: r, with: NSAttributedString(string: string, attributes: attributes))
        return m
    }

    /// The attributes typed text takes at `offset`: the character's before it (after it, at the start).
    func attributesForTyping(at offset: Int) -> [NSAttributedString.Key: Any]? {
        guard length > 0 else { return nil }
        return attributes(at: max(0, min(offset, length) - 1), effectiveRange: nil)
    }
}
