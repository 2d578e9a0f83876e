import Foundation

/// A label's text made to fit its bounds before it is truncated, as UILabel does: shrunk (no
/// smaller than the minimum scale) until it fits on its lines, then, if it still does not fit on
/// one line, set tighter by up to 5 % of the font's size between letters.
struct LabelFitting {
    let layout: TextLayout
    let width: CGFloat
    let height: CGFloat?
    let lines: Int

    /// How much tighter letters may be set, as a fraction of the font size (Core Text's default).
    static let tighteningLimit: CGFloat = 0.05

    func fitted(minimumScale: CGFloat, tightening: Bool) -> TextLayout {
        if fits(layout) { return layout }
        var best = layout
        if minimumScale > 0 && minimumScale < 1 {
            let smallest = scaled(minimumScale)
            if fits(smallest) {
                var lo = minimumScale, hi: CGFloat = 1
                for _ in 0..<10 {
                    let mid = (lo + hi) / 2
                    if fits(scaled(mid)) { lo = mid } else { hi = mid }
                }
                return scaled(lo)
            }
            best = smallest
        }
        if tightening, let tight = tightened(best) { return tight }
        return best
    }

    /// On one line: its natural width within the label's; on several: its wrapped height within
    /// the lines allowed and the bounds.
    func fits(_ l: TextLayout) -> Bool {
        var u = l
        u.height = nil
        if lines == 1 {
            u.width = nil
            u.numberOfLines = 1
            u.lineBreakMode = .byClipping
            return u.size().width <= width + 0.01
        }
        u.numberOfLines = 0
        u.lineBreakMode = .byWordWrapping
        let h = u.size().height
        var room = height ?? .greatestFiniteMagnitude
        if lines > 0 { room = min(room, CGFloat(lines) * u.lineHeight(of: u.font) + 0.5) }
        return h <= room + 0.01
    }

    /// Every font of the text at `factor` of its size.
    func scaled(_ factor: CGFloat) -> TextLayout {
        var l = layout
        l.font = layout.font.withSize(layout.font.pointSize * factor)
        if let text = layout.attributed {
            l.attributed = text.mappingFonts(default: layout.font) { $0.withSize($0.pointSize * factor) } ?? text
        }
        return l
    }

    /// One line set tighter so it fits, or nil when that would take more than the limit.
    func tightened(_ l: TextLayout) -> TextLayout? {
        guard lines == 1, !l.string.isEmpty else { return nil }
        var natural = l
        natural.width = nil
        natural.lineBreakMode = .byClipping
        let excess = natural.size().width - width
        let count = CGFloat(l.string.count)
        let perLetter = excess / count
        guard perLetter > 0, perLetter <= LabelFitting.tighteningLimit * l.font.pointSize else { return nil }
        var tight = l
        let text = NSMutableAttributedString(attributedString: l.attributed ?? NSAttributedString(string: l.string))
        // An explicit kern replaces the font's own tracking.
        text.addAttribute(.kern, value: l.font.tracking - perLetter - 0.01, range: NSRange(location: 0, length: text.length))
        tight.attributed = text
        return fits(tight) ? tight : nil
    }
}
