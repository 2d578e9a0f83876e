import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A replicator layer's instances: its sublayers painted once per instance, each transformed,
/// delayed and tinted.
extension Compositor {
    func paintReplicas(_ replicas: [Replica], _ subs: [CALayer], in cr: OpaquePointer) {
        let now = time
        replicating += 1
        defer {
            time = now
            replicating -= 1
        }
        for replica in replicas {
            time = now - replica.delay
            cairo_save(cr)
            var t = Compositor.cairoMatrix(replica.transform)
            cairo_transform(cr, &t)
            if let c = replica.color {
                cairo_push_group(cr)
                for sub in subs { paint(sub, in: cr, cull: .infinite) }
                let content = cairo_pop_group(cr)!
                // The instance's colours times the tint: multiplied where it has ink, faded by its alpha.
                cairo_push_group(cr)
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
                cairo_set_source_rgb(cr, Double(c.r), Double(c.g), Double(c.b))
                cairo_mask(cr, content)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(c.a))
                cairo_pattern_destroy(content)
            } else {
                // Culled by where the first instance is, a copy elsewhere would be skipped.
                for sub in subs { paint(sub, in: cr, cull: .infinite) }
            }
            cairo_restore(cr)
        }
    }

    /// Where the instances of sublayers covering `children` (device space) fall; with delayed
    /// instances, the layer's bounds too (a delayed copy may be where the first no longer is).
    func replicatedRect(_ children: CGRect, _ replicas: [Replica], _ s: LayerState,
                        childMatrix: CGAffineTransform, layerMatrix: CGAffineTransform) -> CGRect {
        guard !children.isNull else { return children }
        let local = children.applying(childMatrix.inverted())
        var out = CGRect.null
        for r in replicas { out = out.union(local.applying(r.transform).applying(childMatrix)) }
        if replicas.contains(where: { $0.delay > 0 }) { out = out.union(s.bounds.applying(layerMatrix)) }
        return out
    }
}
