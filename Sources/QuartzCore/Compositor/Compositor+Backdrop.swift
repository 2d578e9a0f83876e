import Foundation
@_implementationOnly import CCairo
import CoreGraphics

/// Layers that blur what lies behind them (`backdropBlurRadius`: a material). The blur needs what
/// lies behind unblurred, as far as three sigmas around the layer, so whenever damage reaches that
/// area the layer's own area is painted again, back to front, after the rest of the frame's damage:
/// when the layer's turn comes, the screen holds what is behind it — under the layer, painted just
/// now; round it, what the screen shows there, painted already — which it copies, blurs (shrunk for
/// wide blurs) and paints back inside its bounds. While nothing behind it changes, nothing is
/// blurred again: its pixels stay on screen.
extension Compositor {
    /// How far past the layer the blur reads, in device pixels.
    func backdropReach(_ layer: CALayer) -> CGFloat { (3 * layer.backdropBlurRadius * scale).rounded(.up) }

    /// Damage that reaches a backdrop's area repaints the backdrop's own rect (and a backdrop that
    /// left the tree is dropped): those rects.
    func backdropDamage(_ damage: [CGRect]) -> [CGRect] {
        liveMaterials().filter { m in damage.contains { $0.intersects(m.reads) } }.map(\.own)
    }

    /// The materials in the tree: each one's own rect and the area its blur reads, in device pixels
    /// (a material that left the tree, or no longer blurs, is dropped).
    func liveMaterials() -> [(own: CGRect, reads: CGRect)] {
        var found: [(own: CGRect, reads: CGRect)] = []
        for (id, weak) in backdrops {
            guard let layer = weak.layer, layer.backdropBlurRadius > 0, let own = record(layer)?.ownRect, !own.isNull else {
                backdrops[id] = nil
                continue
            }
            found.append((own, own.insetBy(dx: -backdropReach(layer), dy: -backdropReach(layer))))
        }
        return found
    }

    /// The frame's rects in the order they are painted: those with a backdrop in them last, so that
    /// what lies round a backdrop is on screen when it is blurred.
    static func backdropsLast(_ backdropRects: [CGRect], _ rects: [CGRect]) -> [CGRect] {
        guard !backdropRects.isEmpty else { return rects }
        let (with, without) = rects.reduce(into: ([CGRect](), [CGRect]())) { split, r in
            if backdropRects.contains(where: { $0.intersects(r) }) { split.0.append(r) } else { split.1.append(r) }
        }
        return without + with
    }

    /// Copies what is painted behind the layer, blurs it and paints it back within the layer's
    /// (rounded) bounds, before the layer's own background and content. A plain background colour
    /// (a material's tint) is laid over the shrunk blur rather than over the enlarged one, one
    /// pass over the layer's pixels fewer: true when it was, and the background is painted.
    func paintBackdrop(_ layer: CALayer, _ s: LayerState, radius: CGFloat, in cr: OpaquePointer) -> Bool {
        let whole = Compositor.wholePixelRect(cr, s.bounds)
        guard let device = whole ?? deviceBounds(cr, s.bounds) else { return false }
        let margin = backdropReach(layer)
        let screen = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let area = device.insetBy(dx: -margin, dy: -margin).intersection(screen).integral
        guard area.width >= 1, area.height >= 1 else { return false }
        let sigma = Double(layer.backdropBlurRadius * scale)
        // A wide blur is done shrunk: at least three pixels per sigma are kept.
        let shrink = min(8, max(1, Int(sigma / 3)))
        let f = Double(shrink)
        let w = Int32((Double(area.width) / f).rounded(.up)), h = Int32((Double(area.height) / f).rounded(.up))
        let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(small) }
        // What is behind: the screen, or the surface being painted (a raster holds the layer's own tree only).
        let target = cairo_get_target(cr)!
        cairo_surface_flush(target)
        Compositor.average(target, area, by: shrink, into: small)
        GaussianBlur.blur(argb32Surface: small, sigma: sigma / f)
        backdropsBlurred += 1
        // (On whole pixels only: the background's own fill puts a moving layer's edge elsewhere.)
        var tinted = false
        if whole != nil, let tint = s.backgroundColor, tint.alpha > 0, tint.pattern == nil {
            let c = cairo_create(small)!
            Compositor.setSource(c, tint, alpha: fillOpacity)
            cairo_paint(c)
            cairo_destroy(c)
            tinted = true
        }
        cairo_save(cr)
        Compositor.roundedRect(cr, s.bounds, radius, layer.maskedCorners)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(area.minX), Double(area.minY))
        cairo_scale(cr, f, f)
        cairo_set_source_surface(cr, small, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint_with_alpha(cr, 1)
        cairo_restore(cr)
        return tinted
    }

    /// The device rectangle bounding `r` under the current matrix.
    private func deviceBounds(_ cr: OpaquePointer, _ r: CGRect) -> CGRect? {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Each `f`×`f` block of `source`'s pixels in `area` (device pixels), averaged into one pixel of
    /// `small`: the exact box shrink a blur starts from, reading each pixel once (Cairo's good
    /// filter costs several times more at these factors). Blocks are at most 16×16 pixels: two
    /// channels are summed in each half of a 32-bit word, and 256 values of 255 fit in 16 bits.
    static func average(_ source: OpaquePointer, _ area: CGRect, by f: Int, into small: OpaquePointer) {
        precondition(f >= 1 && f <= 16, "blocks of at most 16×16 pixels")
        let src = cairo_image_surface_get_data(source)!, srcStride = Int(cairo_image_surface_get_stride(source))
        let dst = cairo_image_surface_get_data(small)!, dstStride = Int(cairo_image_surface_get_stride(small))
        // Within the source (a raster may be smaller than the screen); RGB24 has no alpha byte.
        let bounds = CGRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(source)), height: Int(cairo_image_surface_get_height(source)))
        let area = area.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        let opaque: UInt32 = cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        let x0 = Int(area.minX), y0 = Int(area.minY), width = Int(area.width), height = Int(area.height)
        let columns = (width + f - 1) / f
        // Each column's sum down a block row (a loop the compiler vectorises), then each block's
        // across: blue and red in one word, green and alpha in the other.
        let down = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 2)
        defer { down.deallocate() }
        let br = down, ga = down + width
        var row = 0
        while row < height {
            let rows = min(f, height - row)
            down.initialize(repeating: 0, count: width * 2)
            for y in row..<(row + rows) {
                let line = UnsafeRawPointer(src + (y0 + y) * srcStride + x0 * 4).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = line[x]
                    br[x] &+= p & 0x00FF_00FF
                    ga[x] &+= (p >> 8) & 0x00FF_00FF
                }
            }
            let out = UnsafeMutableRawPointer(dst + (row / f) * dstStride).assumingMemoryBound(to: UInt32.self)
            for i in 0..<columns {
                var sbr: UInt32 = 0, sga: UInt32 = 0
                for x in (i * f)..<min(i * f + f, width) {
                    sbr &+= br[x]
                    sga &+= ga[x]
                }
                // (Rounded to the nearest level: the blur after it rounds too, and the two add up no bias.)
                let n = UInt32(rows * min(f, width - i * f)), half = n / 2
                out[i] = (((sbr & 0xFFFF) + half) / n) | ((((sga & 0xFFFF) + half) / n) << 8)
                    | ((((sbr >> 16) + half) / n) << 16) | ((((sga >> 16) + half) / n) << 24) | opaque
            }
            row += f
        }
        cairo_surface_mark_dirty(small)
    }
}
