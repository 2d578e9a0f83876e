import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// Transform layers: their sublayers projected one by one through the full 3-D chain, back to front.
extension Compositor {
    /// One sublayer of a transform layer, placed in 3-D.
    struct Placed {
        let layer: CALayer
        let state: LayerState
        /// Layer plane → the transform layer's superlayer's space, perspective included.
        let toSpace: CATransform3D
        let depth: CGFloat
    }

    /// A layer's 4×4 to its superlayer: about its anchor, transformed, at its position (row vectors).
    static func toSuperlayer3D(_ s: LayerState) -> CATransform3D {
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width, ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -s.anchorPointZ), s.transform),
                                   CATransform3DMakeTranslation(s.position.x, s.position.y, s.zPosition))
    }

    /// A sublayer transform about the layer's anchor, as `sublayerAffine` is, in 3-D.
    static func sublayer3D(_ s: LayerState) -> CATransform3D {
        if CATransform3DIsIdentity(s.sublayerTransform) { return CATransform3DIdentity }
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width, ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), s.sublayerTransform),
                                   CATransform3DMakeTranslation(ax, ay, 0))
    }

    /// The sublayers of transform layer `t` (state `ts`), each with its chain to the space of `t`'s
    /// superlayer (state `ps`), sorted back to front; nested transform layers are opened in turn.
    func placed(_ t: CALayer, _ ts: LayerState, parent ps: LayerState) -> [Placed] {
        var out: [Placed] = []
        func open(_ layer: CALayer, _ s: LayerState, prefix: CATransform3D) {
            // prefix: this transform layer's sublayer space → the top transform layer's superlayer space (before perspective).
            let inner = CATransform3DConcat(Compositor.sublayer3D(s), prefix)
            for sub in layer.orderedSublayers {
                let cs = shown(sub)
                guard !cs.isHidden, cs.opacity > 0 else { continue }
                let chain = CATransform3DConcat(Compositor.toSuperlayer3D(cs), inner)
                if sub.composesSublayersIn3D {
                    open(sub, cs, prefix: chain)
                    continue
                }
                let c = CGPoint(x: cs.bounds.midX, y: cs.bounds.midY)
                let z = c.x * chain.m13 + c.y * chain.m23 + chain.m43
                out.append(Placed(layer: sub, state: cs, toSpace: chain, depth: z))
            }
        }
        open(t, ts, prefix: Compositor.toSuperlayer3D(ts))
        let perspective = Compositor.sublayer3D(ps)
        return out.stableSorted { $0.depth < $1.depth }.map {
            Placed(layer: $0.layer, state: $0.state, toSpace: CATransform3DConcat($0.toSpace, perspective), depth: $0.depth)
        }
    }

    /// Paints transform layer `t`; `cr` is in its superlayer's sublayer space (the affine part of the
    /// superlayer's sublayer transform applied), which is undone to apply the whole transform.
    func paintTransformLayer(_ t: CALayer, _ ts: LayerState, parent ps: LayerState, in cr: OpaquePointer) {
        cairo_save(cr)
        var undo = Compositor.cairoMatrix(CALayer.sublayerAffine(ps).inverted())
        cairo_transform(cr, &undo)
        for p in placed(t, ts, parent: ps) {
            let map = Homography(p.toSpace)
            if !p.layer.isDoubleSided, let c = map.corners(of: p.state.bounds), Compositor.facesAway(c) { continue }
            paintProjective(p.layer, p.state, toParent: map, in: cr, cull: .infinite)
        }
        cairo_restore(cr)
    }

    /// Whether a layer's sublayers are seen in perspective: its sublayer transform has one (Core
    /// Animation's m34 on the superlayer). A transform layer's sublayers are placed in 3-D instead.
    static func seesInPerspective(_ s: LayerState) -> Bool {
        // m34 divides by depth: it matters for sublayers out of the plane, whose z is not 0.
        s.sublayerTransform.m34 != 0 || Homography.isProjective(s.sublayerTransform)
    }

    /// A sublayer's plane → its superlayer's space, through its 3-D transform and the superlayer's
    /// perspective, flattened there.
    static func perspectiveMap(_ s: LayerState, parent ps: LayerState) -> Homography {
        Homography(CATransform3DConcat(toSuperlayer3D(s), sublayer3D(ps)))
    }

    /// Paints a sublayer of a layer that sees its sublayers in perspective (state `ps`); `cr` is in
    /// that layer's sublayer space, which is undone to apply the whole chain.
    func paintInPerspective(_ layer: CALayer, _ s: LayerState, parent ps: LayerState, in cr: OpaquePointer) {
        let map = Compositor.perspectiveMap(s, parent: ps)
        if !layer.isDoubleSided, let c = map.corners(of: s.bounds), Compositor.facesAway(c) { return }
        cairo_save(cr)
        var undo = Compositor.cairoMatrix(CALayer.sublayerAffine(ps).inverted())
        cairo_transform(cr, &undo)
        paintProjective(layer, s, toParent: map, in: cr, cull: .infinite)
        cairo_restore(cr)
    }

    /// Where the sublayers of a layer that sees them in perspective fall on the device (`m`: the
    /// layer's space → device).
    func perspectiveSublayersRect(_ layer: CALayer, _ s: LayerState, layerMatrix m: CGAffineTransform) -> CGRect {
        let toDevice = Homography(m)
        var out = CGRect.null
        for sub in layer.orderedSublayers {
            let cs = shown(sub)
            guard !cs.isHidden, cs.opacity > 0,
                  let r = Compositor.perspectiveMap(cs, parent: s).then(toDevice).bounds(of: cs.bounds) else { continue }
            out = out.union(r)
        }
        return out
    }

    /// Whether a projected quad (clockwise from the top left on its face) shows its back.
    static func facesAway(_ c: [CGPoint]) -> Bool {
        var area: CGFloat = 0
        for i in 0..<c.count {
            let a = c[i], b = c[(i + 1) % c.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }

    /// Where transform layer `t`'s sublayers fall on the device (`parentMatrix`: its superlayer's
    /// sublayer space to the device).
    func transformLayerRect(_ t: CALayer, _ ts: LayerState, parentMatrix: CGAffineTransform) -> CGRect {
        guard let superlayer = t.superlayer else { return .null }
        let ps = shown(superlayer)
        let toDevice = Homography(CALayer.sublayerAffine(ps).inverted().concatenating(parentMatrix))
        var out = CGRect.null
        for p in placed(t, ts, parent: ps) {
            guard let r = Homography(p.toSpace).then(toDevice).bounds(of: p.state.bounds) else { continue }
            out = out.union(r)
        }
        return out
    }
}

extension Array {
    /// Sorted, keeping the order of elements that compare equal (sublayers at one depth stay in order).
    func stableSorted(by less: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { a, b in less(a.element, b.element) || (!less(b.element, a.element) && a.offset < b.offset) }.map(\.element)
    }
}
