import Foundation
@_implementationOnly import CCairo

/// A Gaussian blur of an 8-bit alpha mask in place, as three box blurs (Cairo has none): layer
/// shadows (QuartzCore's compositor) and text shadows (UIKit's `NSShadow`) blur their masks with it.
package enum GaussianBlur {
    /// Blurs a Cairo A8 image surface in place (nothing below a third of a pixel). A wide blur is
    /// done at a fraction of the size — shrunk by Cairo, blurred, and enlarged again bilinearly —
    /// which keeps at least three pixels of the shrunk mask per sigma, too few to show the steps: a
    /// large shadow is the most pixels the blur sees, and it changes on every frame a shadowed layer
    /// animates.
    public static func blur(a8Surface surface: OpaquePointer, sigma: Double) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let shrink = min(4, max(1, Int(sigma / 3)))
        if sigma > 0.3, shrink > 1, width > shrink, height > shrink {
            blurShrunk(surface, width: width, height: height, sigma: sigma, by: shrink)
            return
        }
        if sigma > 0.3 {
            blur(cairo_image_surface_get_data(surface)!, width: width, height: height,
                 stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
    }

    private static func blurShrunk(_ surface: OpaquePointer, width: Int, height: Int, sigma: Double, by f: Int) {
        let small = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32((width + f - 1) / f), Int32((height + f - 1) / f))!
        defer { cairo_surface_destroy(small) }
        paint(surface, into: small, scale: 1 / Double(f), filter: CAIRO_FILTER_GOOD, extend: CAIRO_EXTEND_NONE)
        blur(a8Surface: small, sigma: sigma / Double(f))
        paint(small, into: surface, scale: Double(f), filter: CAIRO_FILTER_BILINEAR, extend: CAIRO_EXTEND_PAD)
        cairo_surface_flush(surface)
    }

    /// Replaces `target`'s pixels with `source` scaled by `scale`.
    private static func paint(_ source: OpaquePointer, into target: OpaquePointer, scale: Double,
                              filter: cairo_filter_t, extend: cairo_extend_t) {
        let c = cairo_create(target)!
        cairo_scale(c, scale, scale)
        cairo_set_source_surface(c, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(c), filter)
        cairo_pattern_set_extend(cairo_get_source(c), extend)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
    }

    /// Three box blurs approximate a Gaussian of `sigma` pixels. Raw pointers throughout: this runs on
    /// every shadowed layer that changes, and debug builds would otherwise check every index.
    /// Blurs each channel of a Cairo ARGB32 image surface in place (premultiplied channels blur as
    /// they are): a backdrop behind a material. The four channels of a pixel are summed side by
    /// side, in one walk of each line.
    public static func blur(argb32Surface surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let tmp = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { tmp.deallocate() }
        for r in boxRadii(sigma: sigma) where r > 0 {
            for y in 0..<height { boxLine(pixels: data + y * stride, count: width, step: 1, radius: r, tmp: tmp) }
            for x in 0..<width { boxLine(pixels: data + x, count: height, step: stride, radius: r, tmp: tmp) }
        }
        cairo_surface_mark_dirty(surface)
    }

    public static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, step: Int = 1) {
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { tmp.deallocate() }
        for r in boxRadii(sigma: sigma) where r > 0 {
            for y in 0..<height { boxLine(data + y * stride, count: width, step: step, radius: r, tmp: tmp) }
            for x in 0..<width { boxLine(data + x * step, count: height, step: stride, radius: r, tmp: tmp) }
        }
    }

    /// The radii of the three box blurs that together approximate a Gaussian of `sigma` pixels
    /// (widths chosen so the variances add up to sigma²); Core Image's blurs in floating point use
    /// the same three.
    package static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down)); if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let mCount = Int(mIdeal.rounded())
        return (0..<3).map { pass in ((pass < mCount ? wl : wu) - 1) / 2 }
    }

    /// `n / d` for the sums a box makes (n < 256·d): one multiplication instead of a division, the
    /// same quotient (the reciprocal's error, below d / 2³², times n stays under 1).
    @inline(__always) private static func reciprocal(_ d: Int) -> UInt64 { ((1 << 32) + UInt64(d) - 1) / UInt64(d) }
    @inline(__always) private static func divide(_ n: Int, _ m: UInt64) -> Int { Int((UInt64(n) &* m) >> 32) }

    private static func boxLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int,
                                tmp: UnsafeMutablePointer<UInt8>) {
        var q = p
        for i in 0..<count { tmp[i] = q.pointee; q += step }
        let m = reciprocal(2 * r + 1)
        let last = count - 1
        var sum = 0
        for i in -r...r { sum &+= Int(tmp[i < 0 ? 0 : (i > last ? last : i)]) }
        q = p
        for i in 0..<count {
            q.pointee = UInt8(truncatingIfNeeded: divide(sum, m))
            let add = i + r + 1 > last ? last : i + r + 1
            let sub = i - r < 0 ? 0 : i - r
            sum &+= Int(tmp[add]) &- Int(tmp[sub])
            q += step
        }
    }

    /// A box blur of one line of ARGB32 pixels, the four channels at once (the edges repeat outwards).
    private static func boxLine(pixels p: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius r: Int,
                                tmp: UnsafeMutablePointer<UInt32>) {
        var q = p
        for i in 0..<count { tmp[i] = q.pointee; q += step }
        // Rounded, not truncated: six passes that each dropped half a level on average would darken
        // a material's backdrop by three.
        let d = 2 * r + 1, m = reciprocal(d), half = d / 2
        let last = count - 1
        var s0 = half, s1 = half, s2 = half, s3 = half
        for i in -r...r {
            let v = tmp[i < 0 ? 0 : (i > last ? last : i)]
            s0 &+= Int(v & 0xFF); s1 &+= Int((v >> 8) & 0xFF); s2 &+= Int((v >> 16) & 0xFF); s3 &+= Int(v >> 24)
        }
        q = p
        for i in 0..<count {
            q.pointee = UInt32(divide(s0, m)) | UInt32(divide(s1, m)) << 8 | UInt32(divide(s2, m)) << 16 | UInt32(divide(s3, m)) << 24
            let a = tmp[i + r + 1 > last ? last : i + r + 1], b = tmp[i - r < 0 ? 0 : i - r]
            s0 &+= Int(a & 0xFF) &- Int(b & 0xFF)
            s1 &+= Int((a >> 8) & 0xFF) &- Int((b >> 8) & 0xFF)
            s2 &+= Int((a >> 16) & 0xFF) &- Int((b >> 16) & 0xFF)
            s3 &+= Int(a >> 24) &- Int(b >> 24)
            q += step
        }
    }
}
