import Foundation
import CoreGraphics

/// Layers moving under an animation, copied from a raster of their body (`MotionRaster`) rather than
/// painted layer by layer: kept while nothing in them changes, let go soon after they stop.
extension Compositor {
    /// Whether anything beneath `layer` changed since the last frame: a sublayer marked, added or removed.
    static func changedBeneath(_ layer: CALayer, _ record: CompositedLayer) -> Bool {
        !record.pendingDamage.isNull || layer.orderedSublayers.contains { $0.compositeDirty || $0.subtreeCompositeDirty }
    }

    /// Whether the layer or one beneath it blurs what lies behind it (`backdropBlurRadius`).
    static func blursBackdrop(_ layer: CALayer) -> Bool {
        layer.backdropBlurRadius > 0 || layer.orderedSublayers.contains { blursBackdrop($0) }
    }

    /// The change walk's part: a layer that moves under an animation gets a raster (or keeps it while
    /// its body stays the same, and for a frame or two once it stops); any other has none.
    /// `m` maps the layer to the device, `body` is its device rect, sublayers included.
    func updateMotionRaster(_ layer: CALayer, _ s: LayerState, _ m: CGAffineTransform, body: CGRect, changedWithin: Bool) {
        let moving = !layer.animationList.isEmpty
        let kept = motionRaster(of: layer)
        // (A layer drawn from its animated state, a shape layer, is painted each frame instead; so is
        // a body that blurs what lies behind it, a bar sliding in, which a raster of its own tree
        // cannot show: it would keep the tint over nothing blurred once it stops.)
        guard paintsScreen, moving || kept != nil, !layer.isRenderRoot, layer.mask == nil, s.custom.isEmpty,
              !Compositor.isOneFill(layer, s), !((kept == nil || changedWithin) && Compositor.blursBackdrop(layer)),
              MotionRaster.fits(body, screenPixels: pixelWidth * pixelHeight) else {
            setMotionRaster(nil, of: layer)
            return
        }
        let key = MotionRaster.Key(layer, s, m)
        let raster: MotionRaster
        if let kept { raster = kept } else {
            raster = MotionRaster(key: key, pool: rasterPool)
            setMotionRaster(raster, of: layer)
        }
        var opaqueBounds: CGRect?
        if s.cornerRadius == 0, let bg = s.backgroundColor, bg.alpha >= 1, m.b == 0, m.c == 0 {
            opaqueBounds = s.bounds.applying(m)
        }
        if !raster.update(key: key, changedWithin: changedWithin, moving: moving, toDevice: m, body: body,
                          opaqueBounds: opaqueBounds, frame: frameCount) {
            setMotionRaster(nil, of: layer)
        } else if !moving, !resting.contains(where: { $0.layer === layer }) {
            resting.append(CALayer.WeakLayer(layer))
        }
    }

    /// Paints what frames left unpainted before a raster with translucent pixels is let go at rest: its
    /// copy blends what lies beneath once, painting blends each layer in turn (a level apart at a
    /// title's edges), and the screen keeps what the last frame copied. Returns the rects painted.
    func paintStaleBeforeRastersGo() -> [CGRect] {
        guard !stale.isEmpty else { return [] }
        let going = resting.contains { ref in
            guard let layer = ref.layer, let raster = motionRaster(of: layer) else { return false }
            return raster.hasRested(by: frameCount) && raster.hasTranslucentPixels
        }
        return going ? paintStale() : []
    }

    /// Lets go the rasters of layers that have rested long enough (whether or not anything else about
    /// them changed: the screen already shows them as painting would).
    func releaseRestedRasters() {
        resting.removeAll { ref in
            guard let layer = ref.layer, let raster = motionRaster(of: layer),
                  raster.restingSince != nil else { return true }
            if raster.hasRested(by: frameCount) { setMotionRaster(nil, of: layer); return true }
            return false
        }
    }

    /// How many of the pixels of `layer`'s raster are drawn, and of how many, if it has one (for tests).
    package func motionRasterDrawn(_ layer: CALayer) -> (drawn: Int, of: Int)? {
        motionRaster(of: layer).map { ($0.drawnPixels, $0.pixels) }
    }

    /// The raster `layer` is copied from this frame, if any (only on the screen, not in `render(in:)`).
    func shownMotionRaster(_ layer: CALayer) -> MotionRaster? {
        guard paintsScreen, replicating == 0, let raster = motionRaster(of: layer), raster.isShown, !raster.paintedAtRest else { return nil }
        return raster
    }

    /// Draws what the frame copies of the raster and is not drawn yet: the parts of the layer's body,
    /// as it looks at rest, that the clip of `cr` shows (nothing culled within them, nothing occluded).
    func drawMotionRaster(_ raster: MotionRaster, _ layer: CALayer, _ s: LayerState, for cr: OpaquePointer) {
        let parts = raster.missing(in: cr)
        guard !parts.isEmpty else { return }
        if !raster.hasDrawn { rastersDrawn += 1 }
        let saved = (inMotion, occluder, occluderAncestors)
        (inMotion, occluder, occluderAncestors) = (false, nil, [])
        raster.draw(parts) { c in paintingOffscreen { self.paintBody(layer, s, in: c, cull: .infinite) } }
        (inMotion, occluder, occluderAncestors) = saved
    }
}
