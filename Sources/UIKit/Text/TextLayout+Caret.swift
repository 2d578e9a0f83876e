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
            return bytes.map { index in
                var strong = PangoRectangle(), weak = PangoRectangle()
                pango_layout_get_cursor_pos(layout, Int32(index), &strong, &weak)
                return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
            }
        }
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
