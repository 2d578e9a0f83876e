import Foundation
import CoreGraphics
@_implementationOnly import CPango

/// Drawing into the current graphics context, with a container's origin at `origin`.
extension NSLayoutManager {
    func drawTemporaryBackgrounds(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard !temporaryAttributes.isEmpty, UIGraphicsGetCurrentContext() != nil else { return }
        for t in temporaryAttributes {
            guard let color = t.attributes[.backgroundColor] as? UIColor else { continue }
            let glyphs = NSIntersectionRange(glyphRange(forCharacterRange: t.range, actualCharacterRange: nil), glyphsToShow)
            guard glyphs.length > 0, let container = textContainer(forGlyphAt: glyphs.location, effectiveRange: nil) else { continue }
            var rects: [CGRect] = []
            enumerateEnclosingRects(forGlyphRange: glyphs, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0), in: container) { r, _ in
                rects.append(r.offsetBy(dx: origin.x, dy: origin.y))
            }
            fillBackgroundRectArray(rects, count: rects.count, forCharacterRange: t.range, color: color)
        }
    }

    func fillRects(_ rectArray: [CGRect], count rectCount: Int, color: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(color.cgColor)
        for r in rectArray.prefix(rectCount) { ctx.fill(r) }
    }

    func drawLines(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), glyphsToShow.length > 0 else { return }
        let end = NSMaxRange(glyphsToShow)
        // The lines to draw, grouped by piece: a piece whose lines are all shown is drawn at once.
        var groups: [(piece: TextKitPiece, paragraph: TextKitParagraph, lines: [Int])] = []
        forEachLine(fromParagraph: paragraphIndex(forGlyph: glyphsToShow.location)) { spot in
            guard spot.glyphRange.location < end else { return false }
            guard NSMaxRange(spot.glyphRange) > glyphsToShow.location else { return true }
            if let last = groups.last, last.piece === spot.piece { groups[groups.count - 1].lines.append(spot.line) }
            else { groups.append((spot.piece, spot.paragraph, [spot.line])) }
            return true
        }
        for g in groups { draw(g.piece, paragraph: g.paragraph, lines: g.lines, at: origin, in: ctx) }
    }

    private func draw(_ piece: TextKitPiece, paragraph: TextKitParagraph, lines: [Int], at origin: CGPoint, in ctx: CGContext) {
        guard let layout = piece.layout else { return }
        let o = CGPoint(x: origin.x + piece.origin.x, y: origin.y + piece.origin.y)
        var clip: CGRect?
        // Some of its lines, or a piece kept above an edit, whose layout runs on past them.
        if lines.count < piece.lines.count || piece.lineLimit != .max {
            let first = piece.lines[lines.first!], last = piece.lines[lines.last!]
            clip = CGRect(x: o.x - 10_000, y: o.y + first.top, width: 20_000, height: last.top + last.height - first.top)
        }
        let range = NSRange(location: paragraph.location + piece.charStart, length: piece.charLength)
        if let styled = withTemporaryAttributes(piece, range: range) {
            // Temporary colours: the piece drawn from its text with them applied (the same glyphs).
            FontCatalog.pangoLock.lock()
            defer { FontCatalog.pangoLock.unlock() }
            var decorations: [TextDecoration] = []
            let pctx = pango_cairo_create_context(ctx.cairo)!
            FontCatalog.configure(pctx)
            defer { g_object_unref(UnsafeMutableRawPointer(pctx)) }
            let l = styled.makeLayout(pctx, decorations: &decorations)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            pango_layout_set_spacing(l, pango_layout_get_spacing(layout))
            pango_layout_set_justify_last_line(l, pango_layout_get_justify_last_line(layout))
            styled.render(l, decorations: decorations, at: o, clip: clip, in: ctx.cairo)
            return
        }
        FontCatalog.pangoLock.lock()
        defer { FontCatalog.pangoLock.unlock() }
        piece.text.render(layout, decorations: piece.decorations, at: o, clip: clip, in: ctx.cairo)
    }

    /// The piece's text with the temporary foreground colours over it, or nil when none reach it.
    private func withTemporaryAttributes(_ piece: TextKitPiece, range: NSRange) -> TextLayout? {
        let touching = temporaryAttributes.filter { $0.attributes[.foregroundColor] != nil && NSIntersectionRange($0.range, range).length > 0 }
        guard !touching.isEmpty, let text = piece.text.attributed else { return nil }
        let m = NSMutableAttributedString(attributedString: text)
        for t in touching {
            let r = NSIntersectionRange(t.range, range)
            m.addAttribute(.foregroundColor, value: t.attributes[.foregroundColor]!, range: NSRange(location: r.location - range.location, length: r.length))
        }
        var styled = piece.text
        styled.attributed = m
        return styled
    }
}
