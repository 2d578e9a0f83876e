import Foundation
import CoreGraphics

extension Compositor {
    /// Finds the topmost layer whose opaque background covers all of `cull`, so that the layers
    /// beneath it are not painted: in a deep stack of opaque views a frame paints what shows, not
    /// every layer under the change.
    func findOccluder(_ roots: [CALayer], cull: CGRect) {
        occluder = nil
        occluderAncestors = []
        guard !cull.isNull, !cull.isEmpty else { return }
        let base = CGAffineTransform(scaleX: scale, y: scale)
        for root in roots.reversed() {
            var path: [CALayer] = []
            if let found = search(root, parent: base, cull: cull, path: &path) {
                occluder = found
                occluderAncestors = Set(path.map(ObjectIdentifier.init))
                return
            }
        }
    }

    /// The topmost occluder in `layer`'s subtree; `path` ends as its ancestors.
    private func search(_ layer: CALayer, parent: CGAffineTransform, cull: CGRect, path: inout [CALayer]) -> CALayer? {
        guard layer.lastSubtreeRect.intersects(cull) else { return nil }
        let s = layer.renderState(at: time)
        // Groups (opacity, masks) and projected layers blend with what is beneath: nothing in them hides it.
        guard !s.isHidden, s.opacity >= 1, layer.mask == nil, !Homography.isProjective(s.transform) else { return nil }
        let m = s.affineToSuperlayer.concatenating(parent)
        let axisAligned = m.b == 0 && m.c == 0
        let own = s.bounds.applying(m)
        // A clipping layer that does not cover the region clips its sublayers' cover too.
        let clipsCover = s.masksToBounds && !(axisAligned && own.contains(cull))
        if !clipsCover {
            let childMatrix = CALayer.sublayerAffine(s).concatenating(m)
            path.append(layer)
            for sub in layer.orderedSublayers.reversed() {
                if let found = search(sub, parent: childMatrix, cull: cull, path: &path) { return found }
            }
            path.removeLast()
        }
        if axisAligned, s.cornerRadius == 0, let bg = s.backgroundColor, bg.alpha >= 1, own.contains(cull) {
            return layer
        }
        return nil
    }
}
