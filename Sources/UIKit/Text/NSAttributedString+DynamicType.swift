import Foundation

extension NSAttributedString {
    /// The string with its text-style fonts at the traits' text size, or nil when none changes.
    func adjustingFonts(to traits: UITraitCollection) -> NSAttributedString? {
        var changes: [(NSRange, UIFont)] = []
        enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            guard let font = value as? UIFont else { return }
            let adjusted = font.adjusted(to: traits)
            if adjusted !== font { changes.append((range, adjusted)) }
        }
        guard !changes.isEmpty else { return nil }
        let copy = NSMutableAttributedString(attributedString: self)
        for (range, font) in changes { copy.addAttribute(.font, value: font, range: range) }
        return copy
    }
}

extension UIView {
    /// The view's font at its current text size, or nil when that is the font it has (a font that
    /// is no text-style or scaled font never changes).
    func fontAdjustedToTextSize(_ font: UIFont) -> UIFont? {
        let adjusted = font.adjusted(to: traitCollection)
        return adjusted === font ? nil : adjusted
    }
}
