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
    /// side, in one walk of each line, and each box rounds rather than truncates: six passes that
    /// each dropped half a level darkened a material by three. (Boxes are at most 255 wide, a blur of
    /// sigma 70 here; a material's is shrunk to a few pixels first.)
    public static func blur(argb32Surface surface: OpaquePointer, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 2)
        defer { copy.deallocate(); sums.deallocate() }
        for r in boxRadii(sigma: sigma).map({ min($0, 127) }) where r > 0 {
            for y in 0..<height { boxLine(pixels: data + y * stride, count: width, radius: r, tmp: copy) }
            boxColumns(data, width: width, height: height, stride: stride, radius: r, copy: copy, sums: sums)
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
        // Rounded, as the ARGB32 boxes are: the sum starts at half the box (r of 2r + 1).
        var sum = r
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

    /// Two channels of a pixel in the 16-bit halves of a word (blue and red; `>> 8` first: green and
    /// alpha): a box of up to 255 values of 255, plus half of it for rounding, fits in each half, and
    /// a sum that first adds the value entering and then takes the one leaving never borrows.
    private static let lanes: UInt32 = 0x00FF_00FF

    /// Four channels from the two words' halves, each divided by the box (rounded: the sums start at half of it).
    @inline(__always) private static func pixel(_ br: UInt32, _ ga: UInt32, _ m: UInt64) -> UInt32 {
        UInt32(divide(Int(br & 0xFFFF), m)) | UInt32(divide(Int(ga & 0xFFFF), m)) << 8
            | UInt32(divide(Int(br >> 16), m)) << 16 | UInt32(divide(Int(ga >> 16), m)) << 24
    }

    /// A box blur along one row of ARGB32 pixels, the four channels at once (the edges repeat outwards).
    private static func boxLine(pixels p: UnsafeMutablePointer<UInt32>, count: Int, radius r: Int, tmp: UnsafeMutablePointer<UInt32>) {
        tmp.update(from: p, count: count)
        let d = 2 * r + 1, m = reciprocal(d), half = UInt32(d / 2) * 0x0001_0001
        let last = count - 1
        var br = half, ga = half
        for i in -r...r {
            let v = tmp[i < 0 ? 0 : (i > last ? last : i)]
            br &+= v & lanes
            ga &+= (v >> 8) & lanes
        }
        for i in 0..<count {
            p[i] = pixel(br, ga, m)
            let a = tmp[i + r + 1 > last ? last : i + r + 1], b = tmp[i - r < 0 ? 0 : i - r]
            br = br &+ (a & lanes) &- (b & lanes)
            ga = ga &+ ((a >> 8) & lanes) &- ((b >> 8) & lanes)
        }
    }

    /// A box blur down every column at once, row by row: each step runs along contiguous pixels,
    /// which the compiler vectorises (a column walked alone strides through memory).
    private static func boxColumns(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, radius r: Int,
                                   copy: UnsafeMutablePointer<UInt32>, sums: UnsafeMutablePointer<UInt32>) {
        // The input, kept whole: a row is written while the rows after it still read the ones above.
        for y in 0..<height { (copy + y * width).update(from: p + y * stride, count: width) }
        let d = 2 * r + 1, m = reciprocal(d), half = UInt32(d / 2) * 0x0001_0001
        let last = height - 1
        let br = sums, ga = sums + width
        br.initialize(repeating: half, count: width)
        ga.initialize(repeating: half, count: width)
        for i in -r...r {
            let row = copy + (i < 0 ? 0 : (i > last ? last : i)) * width
            for x in 0..<width {
                br[x] &+= row[x] & lanes
                ga[x] &+= (row[x] >> 8) & lanes
            }
        }
        for y in 0..<height {
            let out = p + y * stride
            for x in 0..<width { out[x] = pixel(br[x], ga[x], m) }
            let add = copy + (y + r + 1 > last ? last : y + r + 1) * width, sub = copy + (y - r < 0 ? 0 : y - r) * width
            for x in 0..<width {
                br[x] = br[x] &+ (add[x] & lanes) &- (sub[x] & lanes)
                ga[x] = ga[x] &+ ((add[x] >> 8) & lanes) &- ((sub[x] >> 8) & lanes)
            }
        }
    }
}
