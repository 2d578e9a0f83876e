import Foundation
internal import CPango

extension TextLayout {
    /// For one line of text laid out without a width: the caret's x (points from the text's left edge)
    /// at every UTF-16 offset from 0 to the end. Right-to-left runs give their visual positions.
    func caretPositions() -> [CGFloat] {
        let bytes = byteOffsets()
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

    /// For text wrapped at `width`: the caret's rectangle (x, line top, 0 wide, line height) at a
    /// UTF-16 offset, in points from the text's top-left.
    func caretRect(at offset: Int) -> CGRect {
        let bytes = byteOffsets()
        return withWrappedLayout { layout in
            var strong = PangoRectangle(), weak = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(bytes[max(0, min(offset, bytes.count - 1))]), &strong, &weak)
            let s = CGFloat(PANGO_SCALE)
            return CGRect(x: CGFloat(strong.x) / s, y: CGFloat(strong.y) / s, width: 0, height: CGFloat(strong.height) / s)
        }
    }

    /// For text wrapped at `width`: the UTF-16 offset nearest to a point (from the text's top-left).
    func offset(at point: CGPoint) -> Int {
        let bytes = byteOffsets()
        return withWrappedLayout { layout in
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(layout, Int32(point.x * CGFloat(PANGO_SCALE)), Int32(point.y * CGFloat(PANGO_SCALE)), &index, &trailing)
            // The byte index of the cluster, then past it when the point is on its trailing half.
            var utf16 = bytes.firstIndex { $0 >= Int(index) } ?? (bytes.count - 1)
            if trailing > 0 {
                let start = string.utf16.index(string.utf16.startIndex, offsetBy: utf16, limitedBy: string.utf16.endIndex) ?? string.utf16.endIndex
                if let si = start.samePosition(in: string), si < string.endIndex {
                    utf16 += string[si].utf16.count
                }
            }
            return min(utf16, bytes.count - 1)
        }
    }

    private func withWrappedLayout<T>(_ body: (OpaquePointer) -> T) -> T {
        FontCatalog.withMeasuringContext { ctx in
            var copy = self
            copy.numberOfLines = 0
            let layout = copy.makeLayout(ctx)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return body(layout)
        }
    }

    /// UTF-16 offset → UTF-8 byte index, as Pango counts, for every offset 0…count.
    private func byteOffsets() -> [Int] {
        let utf16 = Array(string.utf16)
        // UTF-16 offset → UTF-8 byte index, as Pango counts.
        var bytes = [Int](repeating: 0, count: utf16.count + 1)
        var b = 0, i = 0
        while i < utf16.count {
            let u = utf16[i]
            let isPair = UTF16.isLeadSurrogate(u) && i + 1 < utf16.count
            let n = isPair ? 4 : (u < 0x80 ? 1 : u < 0x800 ? 2 : 3)
            bytes[i] = b
            if isPair { bytes[i + 1] = b; i += 2 } else { i += 1 }
            b += n
        }
        bytes[utf16.count] = b
        return bytes
    }
}
