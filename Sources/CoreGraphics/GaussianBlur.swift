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
    /// they are): a backdrop behind a material.
    public static func blur(argb32Surface surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for channel in 0..<4 { blur(data + channel, width: width, height: height, stride: stride, sigma: sigma, step: 4) }
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

    private static func boxLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int,
                                tmp: UnsafeMutablePointer<UInt8>) {
        var q = p
        for i in 0..<count { tmp[i] = q.pointee; q += step }
        let div = 2 * r + 1
        let last = count - 1
        var sum = 0
        for i in -r...r { sum &+= Int(tmp[i < 0 ? 0 : (i > last ? last : i)]) }
        q = p
        for i in 0..<count {
            q.pointee = UInt8(truncatingIfNeeded: sum / div)
            let add = i + r + 1 > last ? last : i + r + 1
            let sub = i - r < 0 ? 0 : i - r
            sum &+= Int(tmp[add]) &- Int(tmp[sub])
            q += step
        }
    }
}
