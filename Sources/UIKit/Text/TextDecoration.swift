import Foundation

/// What a range of attributed text draws besides Pango's own fill: lines under and through it (in
/// every style and pattern, in their own colours), an outline (`.strokeWidth`: positive strokes
/// only, negative fills and strokes), a slant (`.obliqueness`) and a shadow (`.shadow`). Ranges are
/// UTF-8 byte offsets into the layout's text.
struct TextDecoration {
    var start: Int
    var end: Int
    /// The range's font (stroke widths are a percentage of its size).
    var font: UIFont
    var color: UIColor
    var underline: NSUnderlineStyle = []
    var underlineColor: UIColor?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: UIColor?
    /// A percentage of the font's size; positive: outline only, negative: fill and outline.
    var strokeWidth: CGFloat = 0
    var strokeColor: UIColor?
    var obliqueness: CGFloat = 0
    /// `.expansion`: the log of how much wider the glyphs are. Pango sets them in a font that much
    /// larger (so they advance that much further); this pass draws them squeezed back to their height.
    var expansion: CGFloat = 0
    /// How far below its line's baseline Pango put the larger font's glyphs (so the line keeps its height).
    var expansionDrop: CGFloat = 0
    var shadow: NSShadow?
    /// An image standing on the range's character.
    var attachment: NSTextAttachment?

    init(start: Int, end: Int, attributes a: [NSAttributedString.Key: Any], font: UIFont, color: UIColor) {
        self.start = start
        self.end = end
        self.font = (a[.font] as? UIFont) ?? font
        self.color = (a[.foregroundColor] as? UIColor) ?? color
        underline = NSUnderlineStyle(rawValue: Int(CGFloat(attributeValue: a[.underlineStyle]) ?? 0))
        underlineColor = a[.underlineColor] as? UIColor
        strikethrough = NSUnderlineStyle(rawValue: Int(CGFloat(attributeValue: a[.strikethroughStyle]) ?? 0))
        strikethroughColor = a[.strikethroughColor] as? UIColor
        strokeWidth = CGFloat(attributeValue: a[.strokeWidth]) ?? 0
        strokeColor = a[.strokeColor] as? UIColor
        obliqueness = CGFloat(attributeValue: a[.obliqueness]) ?? 0
        expansion = CGFloat(attributeValue: a[.expansion]) ?? 0
        shadow = a[.shadow] as? NSShadow
        attachment = a[.attachment] as? NSTextAttachment
    }

    /// Nothing beyond Pango's fill.
    var isEmpty: Bool {
        underline.rawValue & 0xFF == 0 && strikethrough.rawValue & 0xFF == 0 && strokeWidth == 0 && !reshapesGlyphs && shadow == nil
            && attachment == nil
    }

    /// The glyphs are slanted or stretched: this pass draws them.
    var reshapesGlyphs: Bool { obliqueness != 0 || expansion != 0 }

    /// Pango fills the glyphs (no outline-only stroke, no slant or stretch, which this pass draws itself).
    var pangoFills: Bool { strokeWidth <= 0 && !reshapesGlyphs }
}
