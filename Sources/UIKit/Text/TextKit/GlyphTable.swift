import Foundation
@_implementationOnly import CPango

/// A piece's glyphs in logical order, as Pango shaped them: each glyph's cluster (the characters
/// it draws, a ligature's several, a base letter with its combining marks), its position and line.
struct GlyphTable {
    struct Glyph {
        var id: UInt32
        /// The first character of its cluster, from the piece's start.
        var char: Int
        /// Where it starts on the line (from the layout's left) and its advance.
        var x: CGFloat
        var advance: CGFloat
        var line: Int
    }
    var glyphs: [Glyph] = []
    /// For every character of the piece (and its end): the first glyph of its cluster.
    var firstGlyph: [Int] = []

    init(piece: TextKitPiece) {
        guard let layout = piece.layout else { firstGlyph = [0]; return }
        let s = CGFloat(PANGO_SCALE)
        let bytes = piece.bytes
        FontCatalog.withMeasuringContext { _ in
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            var line = 0
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                var x = CGFloat(logical.x) / s
                var runs: [(offset: Int, glyphs: [Glyph])] = []
                // Runs in visual order, left to right; glyphs collected per run in logical order.
                var node = pango_layout_iter_get_line_readonly(iter)?.pointee.runs
                while let n = node {
                    if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let g = run.pointee.glyphs, let item = run.pointee.item {
                        let offset = Int(item.pointee.offset)
                        var list: [Glyph] = []
                        for i in 0..<Int(g.pointee.num_glyphs) {
                            let info = g.pointee.glyphs[i]
                            let advance = CGFloat(info.geometry.width) / s
                            let char = TextKitPiece.utf16(atByte: offset + Int(g.pointee.log_clusters[i]), bytes)
                            list.append(Glyph(id: info.glyph, char: char, x: x, advance: advance, line: line))
                            x += advance
                        }
                        // Pango keeps a right-to-left run's glyphs in visual order.
                        runs.append((offset, item.pointee.analysis.level % 2 == 1 ? list.reversed() : list))
                    }
                    node = n.pointee.next
                }
                runs.sort { $0.offset < $1.offset }
                for r in runs { glyphs += r.glyphs }
                line += 1
            } while line < piece.lineLimit && pango_layout_iter_next_line(iter) != 0
        }
        firstGlyph = Array(repeating: -1, count: piece.charLength + 1)
        for (i, g) in glyphs.enumerated() where g.char < firstGlyph.count && firstGlyph[g.char] < 0 { firstGlyph[g.char] = i }
        firstGlyph[piece.charLength] = glyphs.count
        // A character inside a cluster has the cluster's glyph; one no glyph draws, the next's.
        var last = 0
        for c in 0..<piece.charLength {
            if firstGlyph[c] < 0 { firstGlyph[c] = last } else { last = firstGlyph[c] }
        }
    }

    /// The characters glyph `g`'s cluster covers (from the piece's start).
    func clusterChars(of g: Int, charLength: Int) -> NSRange {
        let start = glyphs[g].char
        var end = charLength
        var i = g + 1
        while i < glyphs.count {
            if glyphs[i].char != start { end = glyphs[i].char > start ? glyphs[i].char : end; break }
            i += 1
        }
        return NSRange(location: start, length: max(0, end - start))
    }
}
