import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// Layer shadows: the shape's alpha drawn into a device-space mask, Gaussian-blurred
/// (three box blurs — Cairo has no blur), then painted in the shadow color at the offset. The
/// blurred mask is kept in the compositor's caches for the layer while neither it nor its sublayers change: a layer that only
/// moves (a screen sliding in a navigation push) casts the same shadow, blurred once.
@MainActor enum ShadowRenderer {
    static func draw(layer: CALayer, record: @autoclosure () -> CompositedLayer?, keep: () -> CompositedLayer, state s: LayerState, color: CGColor,
                     in cr: OpaquePointer, moving: Bool, body: (OpaquePointer) -> Void) {
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
        let kept = record()?.shadowMask
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
        GaussianBlur.blur(a8Surface: maskSurface, sigma: sigma)
        keep().shadowMask = ShadowMask(surface: maskSurface, key: key, phase: phase, path: s.shadowPath)
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
}
