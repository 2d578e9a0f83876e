import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// `CATransition`s: the layer's old look, copied from the screen as the transition begins, and its
/// new look, faded or moved against each other inside the layer's bounds.
extension Compositor {
    /// Copies, from the screen as the last frame left it, where each newly begun transition's layer was.
    func captureTransitionStarts() {
        defer { transitionCaptures = [] }
        guard paintsScreen else { return }
        let screen = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        for (t, rect) in transitionCaptures {
            let r = rect.integral.intersection(screen)
            guard !r.isNull, !r.isEmpty else { continue }
            let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(r.width), Int32(r.height))!
            let c = cairo_create(copy)!
            cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(c, surface, -Double(r.minX), -Double(r.minY))
            cairo_paint(c)
            cairo_destroy(c)
            if let old = t.before { cairo_surface_destroy(old) }
            t.before = copy
            t.beforeRect = r
        }
    }

    /// Paints `layer` part way (`p`, 0…1) through transition `t`, in its superlayer's space.
    func paintTransition(_ layer: CALayer, _ s: LayerState, _ t: CATransition, _ p: CGFloat, in cr: OpaquePointer) {
        cairo_save(cr)
        var m = Compositor.cairoMatrix(s.affineToSuperlayer)
        cairo_transform(cr, &m)
        cairo_rectangle(cr, Double(s.bounds.minX), Double(s.bounds.minY), Double(s.bounds.width), Double(s.bounds.height))
        cairo_clip(cr)
        let toDevice = Compositor.userToDevice(cr)
        let size = CGSize(width: s.bounds.width * t.direction.x, height: s.bounds.height * t.direction.y)
        // The old look, moved by `offset` (layer points), at `alpha`.
        func old(_ offset: CGSize, alpha: CGFloat) {
            guard let before = t.before else { return }
            let d = offset.applying(CGAffineTransform(a: toDevice.a, b: toDevice.b, c: toDevice.c, d: toDevice.d, tx: 0, ty: 0))
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, before, Double(t.beforeRect.minX + d.width), Double(t.beforeRect.minY + d.height))
            cairo_paint_with_alpha(cr, Double(alpha))
            cairo_restore(cr)
        }
        // The new look, moved by `offset`, at `alpha` (times the layer's opacity).
        func new(_ offset: CGSize, alpha: CGFloat) {
            cairo_save(cr)
            cairo_translate(cr, Double(offset.width), Double(offset.height))
            cairo_push_group(cr)
            paintBody(layer, s, in: cr, cull: .infinite)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha) * Double(s.opacity))
            cairo_restore(cr)
        }
        let rest = 1 - p
        switch t.type {
        case .moveIn:
            old(.zero, alpha: 1)
            new(CGSize(width: size.width * rest, height: size.height * rest), alpha: 1)
        case .push:
            old(CGSize(width: -size.width * p, height: -size.height * p), alpha: 1)
            new(CGSize(width: size.width * rest, height: size.height * rest), alpha: 1)
        case .reveal:
            new(.zero, alpha: 1)
            old(CGSize(width: -size.width * p, height: -size.height * p), alpha: 1)
        default:
            // The new look over what is beneath it, then the old (a copy of the screen, so opaque)
            // over that: a blend of the two whatever the layer's own transparency.
            new(.zero, alpha: 1)
            old(.zero, alpha: rest)
        }
        cairo_restore(cr)
    }
}
