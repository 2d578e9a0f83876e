import Foundation
@_implementationOnly import CPango

/// Attributed text with paragraph styles, set paragraph by paragraph as TextKit sets it: each
/// paragraph takes the style at its first character — alignment, indents, line heights, line
/// spacing, tab stops, line breaking — and paragraphs stack with their spacing after and before.
extension TextLayout {
    /// A paragraph's layout, where it starts (points from the text's top-left) and its size.
    struct PlacedParagraph {
        var layout: TextLayout
        var origin: CGPoint
        var size: CGSize
    }

    /// One layout per paragraph when the attributed text carries a paragraph style; nil otherwise
    /// (the text is laid out whole, as plain text is).
    func styledParagraphs() -> [TextLayout]? {
        guard paragraphStyle == nil, let text = attributed, text.length > 0 else { return nil }
        let all = NSRange(location: 0, length: text.length)
        // Run by run (Foundation on Linux traps when an enumeration is stopped early).
        var styled = false, at = 0
        while at < all.length, !styled {
            var run = NSRange()
            styled = text.attribute(.paragraphStyle, at: at, effectiveRange: &run) is NSParagraphStyle
            at = max(at + 1, NSMaxRange(run))
        }
        guard styled else { return nil }
        let fallback = NSMutableParagraphStyle()
        fallback.alignment = alignment
        fallback.lineBreakMode = lineBreakMode
        let ns = text.string as NSString
        var paragraphs: [TextLayout] = []
        var location = 0
        while true {
            var end = 0, contentsEnd = 0
            ns.getParagraphStart(nil, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: location, length: 0))
            let piece = text.attributedSubstring(from: NSRange(location: location, length: contentsEnd - location))
            var p = self
            p.attributed = piece
            p.string = piece.string
            let at = min(location, text.length - 1)
            let style = (text.attribute(.paragraphStyle, at: at, effectiveRange: nil) as? NSParagraphStyle) ?? fallback
            p.paragraphStyle = style
            p.alignment = style.alignment
            p.lineBreakMode = style.lineBreakMode
            if piece.length == 0, let f = text.attribute(.font, at: at, effectiveRange: nil) as? UIFont { p.font = f }
            paragraphs.append(p)
            // Text that ends with a line break has an empty last line, as on iOS.
            if end >= ns.length {
                if contentsEnd < end {
                    var last = p
                    last.attributed = NSAttributedString(string: "")
                    last.string = ""
                    paragraphs.append(last)
                }
                break
            }
            location = end
        }
        return paragraphs
    }

    /// The paragraphs stacked within `width` (nil: unwrapped), no more lines than `numberOfLines`
    /// in all: a paragraph is indented by its head indents and narrowed by its tail indent, and
    /// the space between two is the first's spacing after and the second's spacing before.
    func placed(_ paragraphs: [TextLayout], width: CGFloat?) -> (paragraphs: [PlacedParagraph], size: CGSize) {
        var out: [PlacedParagraph] = []
        var y: CGFloat = 0, right: CGFloat = 0, spacingAfter: CGFloat = 0
        var remaining = numberOfLines
        for (i, paragraph) in paragraphs.enumerated() {
            var p = paragraph
            let style = p.paragraphStyle ?? .default
            if i > 0 { y += spacingAfter + style.paragraphSpacingBefore }
            let lead = min(style.firstLineHeadIndent, style.headIndent)
            if let width {
                let end = style.tailIndent > 0 ? style.tailIndent : width + style.tailIndent
                p.width = max(1, end - lead)
            }
            p.numberOfLines = remaining
            if let height { p.height = max(1, height - y) }
            let lines: Int
            let size: CGSize
            if p.string.isEmpty {
                lines = 1
                size = CGSize(width: 0, height: p.lineHeight(of: p.font))
            } else {
                (lines, size) = p.measured()
            }
            out.append(PlacedParagraph(layout: p, origin: CGPoint(x: lead, y: y), size: CGSize(width: p.width ?? size.width, height: size.height)))
            right = max(right, lead + size.width)
            y += size.height
            spacingAfter = style.paragraphSpacing
            if remaining > 0 {
                remaining -= lines
                if remaining <= 0 { break }
            }
        }
        return (out, CGSize(width: right, height: y))
    }

    /// Lines shown and size, from one layout.
    private func measured() -> (lines: Int, size: CGSize) {
        FontCatalog.withMeasuringContext { ctx in
            let layout = makeLayout(ctx)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let count = Int(pango_layout_get_line_count(layout))
            return (numberOfLines > 0 ? min(count, numberOfLines) : count, extents(layout))
        }
    }

    /// A paragraph's line height: the font's, times the style's multiple, within its minimum and maximum.
    func lineHeight(of f: UIFont) -> CGFloat {
        var h = f.lineHeight
        guard let p = paragraphStyle else { return h }
        if p.lineHeightMultiple > 0 { h *= p.lineHeightMultiple }
        if p.minimumLineHeight > 0 { h = max(h, p.minimumLineHeight) }
        if p.maximumLineHeight > 0 { h = min(h, p.maximumLineHeight) }
        return h
    }

    /// What Pango sets per layout: the first line's indent against the others', the space between
    /// lines, the tab stops (from the paragraph's leading indent, then every `defaultTabInterval`).
    func apply(_ style: NSParagraphStyle, to layout: OpaquePointer) {
        let scale = CGFloat(PANGO_SCALE)
        pango_layout_set_indent(layout, Int32((style.firstLineHeadIndent - style.headIndent) * scale))
        pango_layout_set_spacing(layout, Int32(style.lineSpacing * scale))
        // An explicit base direction, not the letters, decides where natural alignment puts the lines.
        if alignment == .natural, style.baseWritingDirection != .natural {
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, style.baseWritingDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }
        let lead = min(style.firstLineHeadIndent, style.headIndent)
        var stops = style.tabStops ?? []
        if style.defaultTabInterval > 0 {
            var next = (stops.last?.location ?? 0) + style.defaultTabInterval
            while stops.count < 64 && next < 4000 {
                stops.append(NSTextTab(textAlignment: .natural, location: next))
                next += style.defaultTabInterval
            }
        }
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        for (i, t) in stops.enumerated() {
            let align: PangoTabAlign
            switch t.alignment {
            case .right: align = PANGO_TAB_RIGHT
            case .center: align = PANGO_TAB_CENTER
            default: align = t.options[.columnTerminators] != nil ? PANGO_TAB_DECIMAL : PANGO_TAB_LEFT
            }
            pango_tab_array_set_tab(tabs, Int32(i), align, Int32(max(0, t.location - lead) * scale))
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }
}
