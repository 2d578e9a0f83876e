import Foundation

/// A window capture in X's XWD format (what `xwd` writes): 32-bit ZPixmap pixels.
struct XWDImage {
    let width: Int
    let height: Int
    private let data: Data
    private let offset: Int
    private let bytesPerLine: Int
    private let littleEndian: Bool

    init?(_ data: Data) {
        guard data.count >= 100 else { return nil }
        func word(_ i: Int) -> Int {
            let b = data.subdata(in: i * 4..<(i * 4 + 4))
            return Int(b[b.startIndex]) << 24 | Int(b[b.startIndex + 1]) << 16 | Int(b[b.startIndex + 2]) << 8 | Int(b[b.startIndex + 3])
        }
        let headerSize = word(0), bitsPerPixel = word(11), colors = word(19)
        guard word(2) == 2, bitsPerPixel == 32 else { return nil } // ZPixmap, 32 bits
        width = word(4)
        height = word(5)
        littleEndian = word(7) == 0
        bytesPerLine = word(12)
        offset = headerSize + colors * 12
        self.data = data
        guard data.count >= offset + bytesPerLine * height else { return nil }
    }

    /// (r, g, b) at a window pixel.
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = data.startIndex + offset + y * bytesPerLine + x * 4
        let bytes = [data[i], data[i + 1], data[i + 2], data[i + 3]].map(Int.init)
        let v = littleEndian ? bytes[0] | bytes[1] << 8 | bytes[2] << 16 : bytes[3] | bytes[2] << 8 | bytes[1] << 16
        return ((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)
    }
}
