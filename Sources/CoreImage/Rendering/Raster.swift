import Foundation

/// A pixel: red, green, blue and alpha in the working space (linear sRGB), premultiplied.
typealias Pixel = SIMD4<Float>

/// A rectangle of working-space pixels being rendered. Rows are stored top down, as a bitmap is:
/// row 0 holds the pixels whose y is `rect.maxY - 1`. A new raster is clear (transparent black).
final class Raster {
    let rect: PixelRect
    let pixels: UnsafeMutablePointer<Pixel>
    /// The raster whose memory this one shows under other coordinates (nil: its own).
    private let owner: Raster?

    init(rect: PixelRect) {
        self.rect = rect
        let count = max(1, rect.count)
        // calloc: the pages arrive zeroed (clear) without a pass over them.
        pixels = calloc(count, MemoryLayout<Pixel>.stride)!.bindMemory(to: Pixel.self, capacity: count)
        owner = nil
    }

    /// `other`'s pixels, moved by whole pixels: what lies at (x, y) there lies at (x - dx, y - dy) here.
    init(_ other: Raster, shiftedBy dx: Int, _ dy: Int) {
        rect = PixelRect(x: other.rect.x - dx, y: other.rect.y - dy, width: other.rect.width, height: other.rect.height)
        pixels = other.pixels
        owner = other
    }

    deinit { if owner == nil { free(pixels) } }

    var width: Int { rect.width }
    var height: Int { rect.height }

    /// The row holding the pixels whose y is `y`.
    func row(atY y: Int) -> UnsafeMutablePointer<Pixel> { pixels + (rect.maxY - 1 - y) * rect.width }

    /// Row `index` counted from the top.
    func row(_ index: Int) -> UnsafeMutablePointer<Pixel> { pixels + index * rect.width }

    /// Copies the part of `source` that lies in both rectangles into this raster.
    func copy(from source: Raster) {
        let common = rect.intersection(source.rect)
        guard !common.isEmpty else { return }
        for y in common.y..<common.maxY {
            (row(atY: y) + (common.x - rect.x)).update(from: source.row(atY: y) + (common.x - source.rect.x), count: common.width)
        }
    }

    /// Makes every pixel outside `keep` clear.
    func clear(outside keep: PixelRect) {
        let inside = rect.intersection(keep)
        guard inside != rect else { return }
        for y in rect.y..<rect.maxY {
            let r = row(atY: y)
            if inside.isEmpty || y < inside.y || y >= inside.maxY {
                r.update(repeating: .zero, count: width)
            } else {
                r.update(repeating: .zero, count: inside.x - rect.x)
                (r + (inside.maxX - rect.x)).update(repeating: .zero, count: rect.maxX - inside.maxX)
            }
        }
    }

    /// Calls `body` with each row's part that lies in `area`, its first pixel's x and its y, on
    /// both cores when there are many rows.
    func forEachRow(in area: PixelRect, _ body: (UnsafeMutablePointer<Pixel>, _ count: Int, _ x: Int, _ y: Int) -> Void) {
        let a = rect.intersection(area)
        guard !a.isEmpty else { return }
        Parallel.rows(a.height) { i in
            let y = a.maxY - 1 - i
            body(row(atY: y) + (a.x - rect.x), a.width, a.x, y)
        }
    }
}
