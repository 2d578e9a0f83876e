import Foundation
@_implementationOnly import CPango

extension TextLayout {
    /// For one line of text laid out without a width: the caret's x (points from the text's left edge)
    /// at every UTF-16 offset from 0 to the end. Right-to-left runs give their visual positions.
    func caretPositions() -> [CGFloat] {
        let bytes = TextLayout.byteOffsets(of: string)
        return FontCatalog.withMeasuringContext { ctx in
            var copy = self
            copy.width = nil
            copy.numberOfLines = 1
            let layout = copy.makeLayout(ctx)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            func cursor(_ index: Int) -> CGFloat {
                var strong = PangoRectangle(), weak = PangoRectangle()
                pango_layout_get_cursor_pos(layout, Int32(index), &strong, &weak)
                return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
            }
            // Asking Pango offset by offset walks the line from its start each time: a field holding
            // thousands of characters would lay out in quadratic time at every keystroke.
            guard let clusters = TextLayout.leftToRightClusterStarts(layout) else { return bytes.map(cursor) }
            // Within a character (an emoji sequence, a letter and its marks) Pango places the caret
            // by its own rules: those few offsets are asked.
            var characters: Set<Int> = [0], offset = 0
            for c in string { offset += c.utf8.count; characters.insert(offset) }
            return bytes.map { characters.contains($0) ? clusters[$0] ?? cursor($0) : cursor($0) }
        }
    }

    /// Where each cluster of a left-to-right line starts (byte index → x), and its end, in one walk;
    /// nil when a run goes right to left (there the caret's visual rules are Pango's to give).
    private static func leftToRightClusterStarts(_ layout: OpaquePointer) -> [Int: CGFloat]? {
        guard let iter = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iter) }
        var starts: [Int: CGFloat] = [:]
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
               item.pointee.analysis.level % 2 == 1 { return nil }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iter, nil, &logical)
            let index = Int(pango_layout_iter_get_index(iter))
            if starts[index] == nil { starts[index] = CGFloat(logical.x) / CGFloat(PANGO_SCALE) }
        } while pango_layout_iter_next_cluster(iter) != 0
        return starts
    }

    /// UTF-16 offset → UTF-8 byte index, as Pango counts, for every offset 0…count (both halves of
    /// a surrogate pair at the pair's first byte).
    static func byteOffsets(of string: String) -> [Int] {
        let utf16 = Array(string.utf16)
        var bytes = [Int](repeating: 0, count: utf16.count + 1)
        var b = 0, i = 0
        while i < utf16.count {
            let u = utf16[i]
            let isPair = UTF16.isLeadSurrogate(u) && i + 1 < utf16.count
            bytes[i] = b
            if isPair { bytes[i + 1] = b; i += 2 } else { i += 1 }
            b += isPair ? 4 : (u < 0x80 ? 1 : u < 0x800 ? 2 : 3)
        }
        bytes[utf16.count] = b
        return bytes
    }
}
