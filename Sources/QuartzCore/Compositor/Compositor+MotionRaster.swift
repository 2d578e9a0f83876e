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

    /// The raster `layer` is copied from this frame, if any (only on the screen, not in `render(in:)`).
    func shownMotionRaster(_ layer: CALayer) -> MotionRaster? {
        guard paintsScreen, replicating == 0, let raster = motionRaster(of: layer), raster.isShown else { return nil }
        return raster
    }

    /// Draws the raster's surface when it is planned and not drawn yet: the layer's body as it looks
    /// at rest, nothing culled, nothing occluded.
    func drawMotionRaster(_ raster: MotionRaster, _ layer: CALayer, _ s: LayerState) {
        guard raster.isPlanned else { return }
        rastersDrawn += 1
        let saved = (inMotion, occluder, occluderAncestors)
        (inMotion, occluder, occluderAncestors) = (false, nil, [])
        raster.drawIfPlanned { c in paintingOffscreen { self.paintBody(layer, s, in: c, cull: .infinite) } }
        (inMotion, occluder, occluderAncestors) = saved
    }
}
