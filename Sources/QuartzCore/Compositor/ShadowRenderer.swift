import Foundation
@_spi(OpenUIKit) import CoreGraphics
internal import CCairo

/// Layer shadows: the shape's alpha drawn into a device-space mask, Gaussian-blurred
/// (three box blurs — Cairo has no blur), then painted in the shadow color at the offset. The
/// blurred mask is kept on the layer while neither it nor its sublayers change: a layer that only
/// moves (a screen sliding in a navigation push) casts the same shadow, blurred once.
@MainActor enum ShadowRenderer {
    static func draw(layer: CALayer, state s: LayerState, color: CGColor, in cr: OpaquePointer, moving: Bool,
                     body: (OpaquePointer) -> Void) {
        let toDevice = Compositor.userToDevice(cr)
        let deviceScale = sqrt(abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c))
        let sigma = Double(s.shadowRadius * deviceScale) / 2
        let margin = CGFloat((sigma * 3).rounded(.up)) + 2
        let shape = s.shadowPath?.boundingBoxOfPath ?? s.bounds
        let shapeOnDevice = shape.applying(toDevice)
        let box = shapeOnDevice.insetBy(dx: -margin, dy: -margin).integral
        let w = Int(box.width), h = Int(box.height)
        guard w > 0, h > 0, w * h < 64_000_000 else { return }
        let key = ShadowMask.Key(a: toDevice.a, b: toDevice.b, c: toDevice.c, d: toDevice.d, sigma: sigma,
                                 width: shapeOnDevice.width, height: shapeOnDevice.height)
        // The shape's place within its whole pixels: while it moves, a blurred mask may be reused a
        // fraction of a pixel away (placed at the nearest pixel); otherwise only at the same place.
        let phase = CGPoint(x: shapeOnDevice.minX - box.minX, y: shapeOnDevice.minY - box.minY)
        let kept = layer.shadowMask as? ShadowMask
        let unchanged = s.shadowPath != nil ? kept?.path === s.shadowPath : !layer.compositeDirty && !layer.subtreeCompositeDirty
        if unchanged, let kept, kept.key == key, (moving && sigma > 1) || kept.phase == phase {
            let at = CGPoint(x: box.minX + (phase.x - kept.phase.x).rounded(), y: box.minY + (phase.y - kept.phase.y).rounded())
            paintMask(kept.surface, at: at, state: s, color: color, toDevice: toDevice, in: cr)
            return
        }
        let maskSurface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        let mc = cairo_create(maskSurface)!
        var mm = Compositor.cairoMatrix(toDevice.concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY)))
        cairo_set_matrix(mc, &mm)
        if let path = s.shadowPath {
            path.addTo(cairo: mc)
            cairo_set_source_rgba(mc, 0, 0, 0, 1)
            cairo_fill(mc)
        } else {
            body(mc)
        }
        cairo_destroy(mc)
        cairo_surface_flush(maskSurface)
        if sigma > 0.3 {
            blur(cairo_image_surface_get_data(maskSurface)!, width: w, height: h,
                 stride: Int(cairo_image_surface_get_stride(maskSurface)), sigma: sigma)
        }
        cairo_surface_mark_dirty(maskSurface)
        layer.shadowMask = ShadowMask(surface: maskSurface, key: key, phase: phase, path: s.shadowPath)
        paintMask(maskSurface, at: box.origin, state: s, color: color, toDevice: toDevice, in: cr)
    }

    /// The blurred mask, painted in the shadow's colour and opacity at its offset from `origin` (device pixels).
    private static func paintMask(_ mask: OpaquePointer, at origin: CGPoint, state s: LayerState, color: CGColor,
                                  toDevice: CGAffineTransform, in cr: OpaquePointer) {
        let offset = CGSize(width: s.shadowOffset.width, height: s.shadowOffset.height).applying(toDevice)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let v = color.rgba
        cairo_set_source_rgba(cr, Double(v.r), Double(v.g), Double(v.b), Double(v.a) * Double(s.shadowOpacity))
        cairo_mask_surface(cr, mask, Double(origin.x + offset.width), Double(origin.y + offset.height))
        cairo_restore(cr)
    }

    /// Three box blurs approximate a Gaussian of `sigma` pixels. Raw pointers throughout: this runs on
    /// every shadowed layer that changes, and debug builds would otherwise check every index.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down)); if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let mCount = Int(mIdeal.rounded())
        let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { tmp.deallocate() }
        for pass in 0..<3 {
            let r = ((pass < mCount ? wl : wu) - 1) / 2
            guard r > 0 else { continue }
            for y in 0..<height { boxLine(data + y * stride, count: width, step: 1, radius: r, tmp: tmp) }
            for x in 0..<width { boxLine(data + x, count: height, step: stride, radius: r, tmp: tmp) }
        }
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
