import Foundation

/// Row operations for colour filters. Each works on a pixel's colour unpremultiplied (alpha kept,
/// clear pixels left clear), as Core Image's colour kernels see it.
enum ColorKernel {
    /// Rec. 709's luminance weights, which are linear sRGB's.
    static let luma = SIMD3<Float>(0.2126, 0.7152, 0.0722)

    /// Every pixel's colour through `f`.
    static func rgb(_ f: @escaping @Sendable (SIMD3<Float>) -> SIMD3<Float>) -> RowOperation {
        { row, count, _, _ in
            for i in 0..<count {
                let p = row[i], a = p.w
                guard a > 0 else { continue }
                let c = f(SIMD3(p.x, p.y, p.z) / a) * a
                row[i] = Pixel(c.x, c.y, c.z, a)
            }
        }
    }

    /// Every pixel's colour through `f`, which also gets the pixel's centre (Core Image's coordinates).
    static func rgbAt(_ f: @escaping @Sendable (SIMD3<Float>, Float, Float) -> SIMD3<Float>) -> RowOperation {
        { row, count, x0, y in
            let cy = Float(y) + 0.5
            for i in 0..<count {
                let p = row[i], a = p.w
                guard a > 0 else { continue }
                let c = f(SIMD3(p.x, p.y, p.z) / a, Float(x0 + i) + 0.5, cy) * a
                row[i] = Pixel(c.x, c.y, c.z, a)
            }
        }
    }

    /// Every pixel (unpremultiplied, alpha included) through `f`, then premultiplied again.
    static func rgba(_ f: @escaping @Sendable (Pixel) -> Pixel) -> RowOperation {
        { row, count, _, _ in
            for i in 0..<count {
                let p = row[i]
                let straight = p.w > 0 ? Pixel(p.x / p.w, p.y / p.w, p.z / p.w, p.w) : .zero
                let q = f(straight)
                row[i] = Pixel(q.x * q.w, q.y * q.w, q.z * q.w, q.w)
            }
        }
    }

    /// A 3×3 matrix (rows) on the colour.
    static func matrix(_ r: SIMD3<Float>, _ g: SIMD3<Float>, _ b: SIMD3<Float>) -> @Sendable (SIMD3<Float>) -> SIMD3<Float> {
        { c in SIMD3((r * c).sum(), (g * c).sum(), (b * c).sum()) }
    }

    /// Hermite smoothstep, as shading languages have it.
    static func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
        let t = min(max((x - e0) / (e1 - e0), 0), 1)
        return t * t * (3 - 2 * t)
    }
}
