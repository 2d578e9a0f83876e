import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// Putting a layer's contents and shapes on the device: contents placed by gravity (copied when
/// they land on whole pixels, resampled otherwise), whole-pixel placement, rounded rectangles, colours.
extension Compositor {
    /// Contents placed by gravity within the bounds, showing the `contentsRect` part of the image.
    static func drawContents(_ surface: OpaquePointer, scale: CGFloat, gravity: CALayerContentsGravity,
                             state s: LayerState, in cr: OpaquePointer, ink: CGRect? = nil, moving owner: CALayer? = nil,
                             caches: Compositor? = nil, images: ResampledImageCache? = nil) {
        if let ink, ink.isNull { return }
        let iw = CGFloat(cairo_image_surface_get_width(surface)), ih = CGFloat(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0, s.bounds.width > 0, s.bounds.height > 0 else { return }
        let cr0 = s.contentsRect
        let src = CGRect(x: cr0.minX * iw, y: cr0.minY * ih, width: cr0.width * iw, height: cr0.height * ih)
        let natural = CGSize(width: src.width / scale, height: src.height / scale)
        let dst = gravity.placement(of: natural, in: s.bounds)
        guard dst.width > 0, dst.height > 0 else { return }
        // Pattern space → user space maps src onto dst; Cairo wants the inverse.
        let toUser = CGAffineTransform(translationX: -src.minX, y: -src.minY)
            .concatenating(CGAffineTransform(scaleX: dst.width / src.width, y: dst.height / src.height))
            .concatenating(CGAffineTransform(translationX: dst.minX, y: dst.minY))
        // Only the drawn part: the rest of a backing store is transparent and blending it changes nothing.
        var area = dst
        // (A point of margin covers what a resampling filter spreads past the drawn pixels.)
        if let ink { area = area.intersection(ink.insetBy(dx: -2, dy: -2).applying(toUser).insetBy(dx: -1, dy: -1)) }
        guard !area.isNull, !area.isEmpty else { return }
        // A backing store drawn at its own scale, unrotated, on whole device pixels — or moving, at
        // the nearest — is copied, not resampled: scrolled and moving content (a screen sliding in a
        // push) stays on the fast path (filtering costs 30–50× a plain blit).
        let device = pixelAlignedPlacement(cr, toUser, snapping: owner != nil)
        if let device, copyAligned(surface, device.origin, area, shift: device.shift, in: cr) { return }
        // Scaled and moving (a photo in a sliding screen): resampled once at the size it shows at, then copied.
        if device == nil, let owner, let caches, ScaledContents.draw(surface, patternToUser: toUser, area: area, owner: owner, caches: caches, in: cr) { return }
        // An image scaled at rest (a thumbnail, an icon): resampled once for every layer showing it so, then copied.
        if device == nil, owner == nil, let images, images.draw(surface, patternToUser: toUser, toDevice: userToDevice(cr), area: area, in: cr) { return }
        let pattern = cairo_pattern_create_for_surface(surface)!
        var pm = cairoMatrix(toUser.inverted())
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_filter(pattern, device != nil ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Whether the painting under way (`cr`'s clip) covers at least a quarter of `bounds` (user space).
    static func clipCoversMostOf(_ bounds: CGRect, _ cr: OpaquePointer) -> Bool {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let shown = bounds.intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        return !shown.isNull && shown.width * shown.height * 4 >= bounds.width * bounds.height
    }

    /// Copies the part of `surface` under `area` (user space) to the device at the whole-pixel
    /// offset `device`, in device space, so that pixman sees a plain translation and takes its fastest
    /// path (an almost-identity matrix would send it through the scaling loop). False when `area`
    /// does not fall on whole pixels.
    static func copyAligned(_ surface: OpaquePointer, _ device: CGPoint, _ area: CGRect, shift: CGPoint = .zero,
                            in cr: OpaquePointer) -> Bool {
        var x0 = Double(area.minX), y0 = Double(area.minY), x1 = Double(area.maxX), y1 = Double(area.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let (dx, dy) = (Double(shift.x), Double(shift.y))
        let edges = [min(x0, x1) + dx, min(y0, y1) + dy, max(x0, x1) + dx, max(y0, y1) + dy]
        guard edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-3 }) else { return false }
        let r = edges.map { $0.rounded() }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(device.x), Double(device.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, r[0], r[1], r[2] - r[0], r[3] - r[1])
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }

    /// Where pattern pixel (0, 0) lands on the device when pattern pixels map one-to-one onto device
    /// pixels at a whole-pixel offset (or, `snapping`, at the nearest whole pixel), and how far that
    /// moves it; nil otherwise.
    static func pixelAlignedPlacement(_ cr: OpaquePointer, _ patternToUser: CGAffineTransform,
                                      snapping: Bool) -> (origin: CGPoint, shift: CGPoint)? {
        let m = patternToUser.concatenating(userToDevice(cr))
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-3 }
        guard abs(m.a - 1) < 1e-6, abs(m.d - 1) < 1e-6, abs(m.b) < 1e-9, abs(m.c) < 1e-9,
              snapping || (whole(m.tx) && whole(m.ty)) else { return nil }
        let origin = CGPoint(x: m.tx.rounded(), y: m.ty.rounded())
        return (origin, CGPoint(x: origin.x - m.tx, y: origin.y - m.ty))
    }

    /// `r` (user space) on the device, its edges at the nearest whole pixels, when the user space is
    /// upright (no rotation or skew); nil otherwise.
    static func wholePixelRect(_ cr: OpaquePointer, _ r: CGRect) -> CGRect? {
        let m = userToDevice(cr)
        guard m.b == 0, m.c == 0 else { return nil }
        return wholePixels(r.applying(m))
    }

    /// A device rect with its edges moved to the nearest whole pixels.
    static func wholePixels(_ r: CGRect) -> CGRect {
        let x0 = r.minX.rounded(), y0 = r.minY.rounded(), x1 = r.maxX.rounded(), y1 = r.maxY.rounded()
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Adds a rect given in device pixels to the current path, whatever the current matrix.
    static func deviceRect(_ cr: OpaquePointer, _ r: CGRect) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_restore(cr)
    }

    static func roundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat, _ corners: CACornerMask) {
        guard radius > 0 else {
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            return
        }
        let rad = Double(radius)
        let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        func corner(_ c: CACornerMask) -> Double { corners.contains(c) ? rad : 0 }
        let tl = corner(.layerMinXMinYCorner), tr = corner(.layerMaxXMinYCorner)
        let br = corner(.layerMaxXMaxYCorner), bl = corner(.layerMinXMaxYCorner)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - tr, y0 + tr, tr, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - br, y1 - br, br, 0, Double.pi / 2)
        cairo_arc(cr, x0 + bl, y1 - bl, bl, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + tl, y0 + tl, tl, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    static func setSource(_ cr: OpaquePointer, _ c: CGColor, alpha: Double = 1) { c.setAsCairoSource(cr, alpha: alpha) }

    /// Cairo's current transformation (user space to device space) as a `CGAffineTransform`.
    static func userToDevice(_ cr: OpaquePointer) -> CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}
