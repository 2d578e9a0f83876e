import Foundation

extension NSAttributedString {
    /// The string with its text-style fonts at the traits' text size, or nil when none changes.
    func adjustingFonts(to traits: UITraitCollection) -> NSAttributedString? {
        mappingFonts(default: nil) { $0.adjusted(to: traits) }
    }

    /// The string with every run's font (or `default`, for runs without one) replaced by
    /// `transform`'s, or nil when `transform` returns each font itself.
    func mappingFonts(default base: UIFont?, _ transform: (UIFont) -> UIFont) -> NSAttributedString? {
        var changes: [(NSRange, UIFont)] = []
        enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            guard let font = (value as? UIFont) ?? base else { return }
            let mapped = transform(font)
            if mapped !== font || value == nil { changes.append((range, mapped)) }
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
