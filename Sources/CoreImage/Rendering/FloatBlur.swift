import Foundation
import CoreGraphics

/// Box blurs of working-space pixels in place, the edges continued: one box for `CIBoxBlur`, and
/// for a Gaussian the three boxes Core Graphics' shadows use (`GaussianBlur.boxRadii`), here on
/// floating-point pixels, the running sums kept in double precision.
enum FloatBlur {
    static func gaussian(_ raster: Raster, sigma: Double) {
        boxes(raster, radii: GaussianBlur.boxRadii(sigma: sigma))
    }

    static func box(_ raster: Raster, radius: Int) { boxes(raster, radii: [radius]) }

    /// Columns are blurred this many at a time: their pixels copied out row by row into a strip
    /// that stays in the cache.
    private static let strip = 16

    static func boxes(_ raster: Raster, radii: [Int]) {
        let radii = radii.filter { $0 > 0 }
        let w = raster.width, h = raster.height
        guard !radii.isEmpty, w > 0, h > 0 else { return }
        Parallel.rows(h) { y in
            let row = raster.row(y)
            let a = UnsafeMutablePointer<Pixel>.allocate(capacity: w), b = UnsafeMutablePointer<Pixel>.allocate(capacity: w)
            defer { a.deallocate(); b.deallocate() }
            a.update(from: row, count: w)
            passes(radii, a, b, out: row, count: w, lines: 1)
        }
        let strips = (w + strip - 1) / strip
        Parallel.rows(strips, minimum: 2) { s in
            let x0 = s * strip, cw = min(strip, w - x0)
            let a = UnsafeMutablePointer<Pixel>.allocate(capacity: h * cw), b = UnsafeMutablePointer<Pixel>.allocate(capacity: h * cw)
            defer { a.deallocate(); b.deallocate() }
            for y in 0..<h { (a + y * cw).update(from: raster.row(y) + x0, count: cw) }
            passes(radii, a, b, out: nil, count: h, lines: cw)
            let result = radii.count % 2 == 1 ? b : a
            for y in 0..<h { (raster.row(y) + x0).update(from: result + y * cw, count: cw) }
        }
    }

    /// Runs the boxes over `lines` interleaved lines of `count` pixels, from `a` and back and forth
    /// with `b`; the last pass writes to `out` when given (a row), else stays in `b` or `a`.
    private static func passes(_ radii: [Int], _ a: UnsafeMutablePointer<Pixel>, _ b: UnsafeMutablePointer<Pixel>,
                               out: UnsafeMutablePointer<Pixel>?, count: Int, lines: Int) {
        var src = a, dst = b
        for (i, r) in radii.enumerated() {
            let target = (i == radii.count - 1 ? out : nil) ?? dst
            for l in 0..<lines { line(src + l, target + l, count: count, stride: lines, radius: r) }
            swap(&src, &dst)
        }
    }

    /// One box along a line: each pixel the mean of the `2 radius + 1` around it.
    private static func line(_ src: UnsafeMutablePointer<Pixel>, _ dst: UnsafeMutablePointer<Pixel>, count: Int, stride: Int, radius r: Int) {
        let last = count - 1
        @inline(__always) func at(_ i: Int) -> SIMD4<Double> {
            let p = src[(i < 0 ? 0 : (i > last ? last : i)) * stride]
            return SIMD4(Double(p.x), Double(p.y), Double(p.z), Double(p.w))
        }
        var sum = SIMD4<Double>.zero
        for i in -r...r { sum += at(i) }
        let scale = 1 / Double(2 * r + 1)
        for i in 0..<count {
            let m = sum * scale
            dst[i * stride] = Pixel(Float(m.x), Float(m.y), Float(m.z), Float(m.w))
            sum += at(i + r + 1) - at(i - r)
        }
    }
}
