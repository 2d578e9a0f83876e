import Foundation
import CoreGraphics
@_implementationOnly import CCairo

extension Compositor {
    /// Finds the topmost layer whose opaque background covers all of `cull`, so that the layers
    /// beneath it are not painted: in a deep stack of opaque views a frame paints what shows, not
    /// every layer under the change.
    func findOccluder(_ roots: [CALayer], cull: CGRect) {
        occluder = nil
        occluderAncestors = []
        coverPieces = []
        guard !cull.isNull, !cull.isEmpty else { return }
        let base = CGAffineTransform(scaleX: scale, y: scale)
        for root in roots.reversed() {
            var path: [CALayer] = []
            if let found = search(root, parent: base, cull: cull, path: &path, moving: false) {
                occluder = found
                occluderAncestors = Set(path.map(ObjectIdentifier.init))
                return
            }
        }
    }

    /// The topmost occluder in `layer`'s subtree; `path` ends as its ancestors.
    private func search(_ layer: CALayer, parent: CGAffineTransform, cull: CGRect, path: inout [CALayer], moving: Bool) -> CALayer? {
        guard subtreeRect(layer).intersects(cull) else { return nil }
        // A moving layer's square background is filled on whole pixels (paintBody): it covers them.
        let moving = moving || !layer.animationList.isEmpty
        let s = shown(layer)
        // Groups (opacity, masks) and projected layers blend with what is beneath: nothing in them hides it.
        guard !s.isHidden, s.opacity >= 1, layer.mask == nil, !Homography.isProjective(s.transform) else { return nil }
        let m = s.affineToSuperlayer.concatenating(parent)
        if let raster = shownMotionRaster(layer) {
            // Copied whole from its raster: nothing in it paints alone, so only its opaque part hides.
            return raster.opaqueOnDevice?.contains(cull) == true ? layer : nil
        }
        let axisAligned = m.b == 0 && m.c == 0
        let own = s.bounds.applying(m)
        // A clipping layer that does not cover the region clips its sublayers' cover too.
        let clipsCover = s.masksToBounds && !(axisAligned && own.contains(cull))
        // Sublayers seen in perspective are not where their rects say: none of them hides anything.
        if !clipsCover && !Compositor.seesInPerspective(s) {
            let childMatrix = CALayer.sublayerAffine(s).concatenating(m)
            path.append(layer)
            let subs = layer.orderedSublayers
            for sub in subs.reversed() {
                if let found = search(sub, parent: childMatrix, cull: cull, path: &path, moving: moving) { return found }
            }
            // No one sublayer covers the region, but opaque ones side by side may (a list's rows):
            // the lowest of them hides everything beneath.
            if let found = coveringSiblings(subs, parent: childMatrix, cull: cull, moving: moving) { return found }
            path.removeLast()
        }
        if axisAligned, s.cornerRadius == 0, let bg = s.backgroundColor, bg.alpha >= 1,
           (moving ? Compositor.wholePixels(own) : own).contains(cull) {
            return layer
        }
        return nil
    }

    /// The whole device pixels of `layer`'s background fill (`fill`, in device space) that its first
    /// sublayer fills again with an opaque colour before anything reads them: the background is not
    /// filled there. In a stack of nested opaque views each pixel is then filled once per view that
    /// shows it, not once per view beneath. The bytes are the same: each pixel of the hole is covered
    /// whole by the sublayer, under a clip of whole pixels, and nothing in between reads it (a lower
    /// sibling's backdrop would, so only the first sublayer counts).
    func opaqueHole(under layer: CALayer, _ s: LayerState, fill: CGRect, in cr: OpaquePointer, cull: CGRect) -> CGRect? {
        guard cutsHoles, paintsScreen, replicating == 0, fillOpacity >= 1, occluder == nil,
              let first = layer.orderedSublayers.first, !first.composesSublayersIn3D, first.activeTransition == nil,
              first.backdropBlurRadius == 0, !Compositor.seesInPerspective(s), layer.replicas(s) == nil else { return nil }
        let m = Compositor.userToDevice(cr)
        guard m.b == 0, m.c == 0,
              let covered = opaqueRect(first, parent: CALayer.sublayerAffine(s).concatenating(m), moving: inMotion),
              let inner = Compositor.innerWholePixels(fill, tolerance: 1e-3) else { return nil }
        var hole = covered.intersection(inner)
        if !cull.isInfinite { hole = hole.intersection(cull) }
        guard !hole.isNull, hole.width >= 1, hole.height >= 1 else { return nil }
        // Only under a clip of whole pixels (the damage's): an edge that blends would blend twice.
        guard let clips = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(clips) }
        return clips.pointee.status == CAIRO_STATUS_SUCCESS ? hole : nil
    }

    /// The device rect an opaque, upright, square-cornered layer surely fills; nil for any other.
    private func opaqueRect(_ layer: CALayer, parent: CGAffineTransform, moving: Bool) -> CGRect? {
        let s = shown(layer)
        guard !s.isHidden, s.opacity >= 1, layer.mask == nil, s.cornerRadius == 0,
              let bg = s.backgroundColor, bg.alpha >= 1, !Homography.isProjective(s.transform) else { return nil }
        let m = s.affineToSuperlayer.concatenating(parent)
        if let raster = shownMotionRaster(layer) { return raster.opaqueOnDevice }
        guard m.b == 0, m.c == 0 else { return nil }
        let r = s.bounds.applying(m)
        if moving || !layer.animationList.isEmpty {
            // Moving, it is filled on whole pixels, its edges at the nearest (paintBody).
            let w = Compositor.wholePixels(r)
            return w.width > 0 && w.height > 0 ? w : nil
        }
        // Only whole pixels: a pixel an edge cuts through is blended, not filled.
        return Compositor.innerWholePixels(r, tolerance: 1e-3)
    }

    /// Whether a layer that left `parent` was hidden beneath one of the siblings above it (`above`),
    /// opaque over all of `rect`, where the layer was drawn: its going changes no pixel (a screen a
    /// push covered, removed once it ends). A sibling that changed since damages its own place, which
    /// holds `rect`, all the same.
    func hidesDeparture(_ rect: CGRect, beneath above: [ObjectIdentifier], of parent: CALayer) -> Bool {
        guard !above.isEmpty, parent.replicas(shown(parent)) == nil,
              let (m, moving) = sublayerToDevice(parent) else { return false }
        // (With the pixel round it an antialiased edge may touch, on the screen.)
        let reach = rect.insetBy(dx: -1, dy: -1).integral.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        guard !reach.isNull, !reach.isEmpty else { return false }
        return above.contains { id in
            guard let sibling = records[id]?.layer, sibling.superlayer === parent, sibling.backdropBlurRadius == 0,
                  let r = opaqueRect(sibling, parent: m, moving: moving) else { return false }
            return r.contains(reach)
        }
    }

    /// The matrix from `layer`'s sublayers' space to the device, as the frame's walk makes it, and
    /// whether it or a layer above it moves; nil outside a shown tree or past a projection.
    private func sublayerToDevice(_ layer: CALayer) -> (CGAffineTransform, moving: Bool)? {
        var chain: [CALayer] = []
        var next: CALayer? = layer
        while let l = next {
            chain.append(l)
            if l.isRenderRoot { break }
            next = l.superlayer
        }
        guard chain.last?.isRenderRoot == true else { return nil }
        var m = CGAffineTransform(scaleX: scale, y: scale)
        var moving = false
        for l in chain.reversed() {
            let s = shown(l)
            guard !Homography.isProjective(s.transform), !l.composesSublayersIn3D, !Compositor.seesInPerspective(s) else { return nil }
            moving = moving || !l.animationList.isEmpty
            m = CALayer.sublayerAffine(s).concatenating(s.affineToSuperlayer.concatenating(m))
        }
        return (m, moving)
    }

    /// The whole device pixels wholly inside `r` (an edge within `tolerance` of a pixel boundary counts
    /// as on it); nil when there are none.
    nonisolated static func innerWholePixels(_ r: CGRect, tolerance: CGFloat) -> CGRect? {
        let x0 = (r.minX - tolerance).rounded(.up), y0 = (r.minY - tolerance).rounded(.up)
        let x1 = (r.maxX + tolerance).rounded(.down), y1 = (r.maxY + tolerance).rounded(.down)
        return x1 > x0 && y1 > y0 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The lowest of `subs` whose opaque rects together cover `cull`, if they do. When a few of them
    /// overlap there (two screens in a push, one sliding over the other), `coverPieces` holds the part
    /// each shows: painted piece by piece, nothing is painted twice.
    private func coveringSiblings(_ subs: [CALayer], parent: CGAffineTransform, cull: CGRect, moving: Bool) -> CALayer? {
        var uncovered = [cull]
        var pieces: [CGRect] = []
        var covered: CGFloat = 0
        for sub in subs.reversed() where subtreeRect(sub).intersects(cull) {
            guard let r = opaqueRect(sub, parent: parent, moving: moving), r.intersects(cull) else { continue }
            let shown = r.intersection(cull)
            covered += shown.width * shown.height
            let cut = Compositor.cover(uncovered, with: r)
            pieces += cut.covered
            uncovered = cut.left
            if uncovered.isEmpty {
                // Worth it only where a tenth of the region or more would be painted twice, in a few
                // pieces (a list's many rows side by side are painted from the lowest, as before).
                if pieces.count <= 4, covered > 1.1 * cull.width * cull.height { coverPieces = pieces }
                return sub
            }
        }
        return nil
    }

    /// The parts of `rects` that `r` covers, and what is left of them outside it. (Nonisolated, as
    /// are the other pure helpers here: a closure in a main-actor function checks at run time that
    /// it runs on the main actor, and these run for every layer a frame visits.)
    nonisolated static func cover(_ rects: [CGRect], with r: CGRect) -> (covered: [CGRect], left: [CGRect]) {
        (rects.map { $0.intersection(r) }.filter { !$0.isNull && !$0.isEmpty }, rects.flatMap { subtract(r, from: $0) })
    }

    /// What is left of `a` outside `b`: up to four rectangles.
    nonisolated static func subtract(_ b: CGRect, from a: CGRect) -> [CGRect] {
        let i = a.intersection(b)
        guard !i.isNull, !i.isEmpty else { return [a] }
        var out: [CGRect] = []
        if i.minY > a.minY { out.append(CGRect(x: a.minX, y: a.minY, width: a.width, height: i.minY - a.minY)) }
        if i.maxY < a.maxY { out.append(CGRect(x: a.minX, y: i.maxY, width: a.width, height: a.maxY - i.maxY)) }
        if i.minX > a.minX { out.append(CGRect(x: a.minX, y: i.minY, width: i.minX - a.minX, height: i.height)) }
        if i.maxX < a.maxX { out.append(CGRect(x: i.maxX, y: i.minY, width: a.maxX - i.maxX, height: i.height)) }
        return out
    }
}
