import Foundation
@_implementationOnly import CPango

/// Lines of one paragraph set as one Pango layout: the whole paragraph when it fits a container's
/// full width, else the part that fits one stretch (a column's remainder, the side of an exclusion).
/// Positions are in its container's coordinates.
final class TextKitPiece {
    /// How the piece was set (its attributed text, font, width, paragraph style), for drawing.
    let text: TextLayout
    /// The Pango layout (made in the measuring context); nil for an empty paragraph.
    let layout: OpaquePointer?
    let decorations: [TextDecoration]
    /// The piece's characters, from the start of its paragraph.
    let charStart: Int
    let charLength: Int
    /// UTF-16 offset in the piece → UTF-8 byte index in the layout, 0…charLength.
    let bytes: [Int]
    /// Where the layout's top-left sits, and in which container.
    var origin: CGPoint
    let container: Int
    var lines: [Line] = []
    let glyphCount: Int
    /// How many of the layout's lines are the piece's: all, or the first few of a piece kept whole
    /// above an edit (`init(keeping:of:)`).
    let lineLimit: Int
    /// Each glyph's character, position and line (built when first asked: most text never is).
    lazy var glyphs: GlyphTable = GlyphTable(piece: self)

    /// One line of the piece: where Pango put it in the layout, its characters and glyphs (from the
    /// piece's start), and the line fragment it was given.
    struct Line {
        var top: CGFloat
        var height: CGFloat
        var baseline: CGFloat
        var width: CGFloat
        var x: CGFloat
        var chars: NSRange
        var glyphs: NSRange
        var rect = CGRect.zero
        var usedRect = CGRect.zero
    }

    /// Sets `text`; `configure` adjusts the Pango layout (spacing, justification) before its lines are read.
    init(text: TextLayout, charStart: Int, container: Int, emptyLineHeight: CGFloat, configure: (OpaquePointer) -> Void = { _ in }) {
        self.text = text
        self.charStart = charStart
        self.charLength = text.string.utf16.count
        self.container = container
        self.origin = .zero
        self.lineLimit = .max
        let bytes = TextLayout.byteOffsets(of: text.string)
        self.bytes = bytes
        guard charLength > 0 else {
            layout = nil
            decorations = []
            glyphCount = 0
            lines = [Line(top: 0, height: emptyLineHeight, baseline: emptyLineHeight * 0.8, width: 0, x: 0,
                          chars: NSRange(location: 0, length: 0), glyphs: NSRange(location: 0, length: 0))]
            return
        }
        var decorations: [TextDecoration] = []
        let made = FontCatalog.withMeasuringContext { ctx in
            let l = text.makeLayout(ctx, decorations: &decorations)
            configure(l)
            return l
        }
        layout = made
        self.decorations = decorations
        var count = 0
        lines = FontCatalog.withMeasuringContext { _ in TextKitPiece.lines(of: made, bytes: bytes, glyphCount: &count) }
        glyphCount = count
    }

    /// The first `count` lines of `piece`, as they were set: a paragraph edited below them keeps
    /// them (Pango breaks lines greedily, so the text after an edit cannot move lines ending
    /// before the one above the edit's), sharing the piece's layout.
    init(keeping count: Int, of piece: TextKitPiece) {
        text = piece.text
        layout = piece.layout
        if let layout { g_object_ref(UnsafeMutableRawPointer(layout)) }
        decorations = piece.decorations
        charStart = piece.charStart
        charLength = NSMaxRange(piece.lines[count - 1].chars)
        bytes = piece.bytes
        origin = piece.origin
        container = piece.container
        lines = Array(piece.lines[0..<count])
        glyphCount = NSMaxRange(piece.lines[count - 1].glyphs)
        lineLimit = count
    }

    deinit { if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) } }

    var height: CGFloat { (lines.last.map { $0.top + $0.height } ?? 0) }

    /// The layout's lines: extents, baselines, characters and glyph counts.
    fileprivate static func lines(of layout: OpaquePointer, bytes: [Int], glyphCount: inout Int) -> [Line] {
        let s = CGFloat(PANGO_SCALE)
        var out: [Line] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var glyphs = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / s
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let start = utf16(atByte: Int(line.pointee.start_index), bytes)
            let end = utf16(atByte: Int(line.pointee.start_index + line.pointee.length), bytes)
            var n = 0
            var run = line.pointee.runs
            while let r = run {
                if let item = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let g = item.pointee.glyphs {
                    n += Int(g.pointee.num_glyphs)
                }
                run = r.pointee.next
            }
            out.append(Line(top: CGFloat(logical.y) / s, height: CGFloat(logical.height) / s, baseline: baseline,
                            width: CGFloat(logical.width) / s, x: CGFloat(logical.x) / s,
                            chars: NSRange(location: start, length: end - start), glyphs: NSRange(location: glyphs, length: n)))
            glyphs += n
        } while pango_layout_iter_next_line(iter) != 0
        glyphCount = glyphs
        return out
    }

    static func utf16(atByte byte: Int, _ bytes: [Int]) -> Int {
        var lo = 0, hi = bytes.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if bytes[mid] < byte { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The ellipsis a truncated piece shows in place of the characters it hides: its glyph index.
    var ellipsisGlyph: Int? {
        guard let layout else { return nil }
        return FontCatalog.withMeasuringContext { _ -> Int? in
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            var index = 0
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item, let g = run.pointee.glyphs else { continue }
                if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 { return index }
                index += Int(g.pointee.num_glyphs)
            } while pango_layout_iter_next_run(iter) != 0
            return nil
        }
    }

    /// The line holding a character of the piece (the last line for its end).
    func lineIndex(forChar c: Int) -> Int {
        for (i, l) in lines.enumerated() where c < NSMaxRange(l.chars) { return i }
        return lines.count - 1
    }

    /// The insertion point before a character of the piece (its end too): x, line top and height,
    /// in the container.
    func caret(at c: Int) -> CGRect {
        guard let layout else {
            let l = lines[0]
            return CGRect(x: origin.x, y: origin.y + l.top, width: 0, height: l.height)
        }
        return FontCatalog.withMeasuringContext { _ in
            var strong = PangoRectangle(), weak = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(bytes[max(0, min(c, charLength))]), &strong, &weak)
            let s = CGFloat(PANGO_SCALE)
            let line = lines[lineIndex(forChar: c)]
            return CGRect(x: origin.x + CGFloat(strong.x) / s, y: origin.y + line.top, width: 0, height: line.height)
        }
    }

    /// The character nearest a point in the container, and whether the point is on its trailing half.
    func character(at p: CGPoint, line: Int) -> (index: Int, trailing: Bool) {
        guard let layout else { return (0, false) }
        let l = lines[line]
        return FontCatalog.withMeasuringContext { _ in
            let s = CGFloat(PANGO_SCALE)
            let y = min(max(p.y - origin.y, l.top + 0.5), l.top + l.height - 0.5)
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(layout, Int32((p.x - origin.x) * s), Int32(y * s), &index, &trailing)
            let c = TextKitPiece.utf16(atByte: Int(index), bytes)
            return (min(c, charLength), trailing > 0)
        }
    }
}

