import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// Painting a damaged rect: each layer that reaches it, back to front — its backdrop, background,
/// contents, border and sublayers — culled to the rect, with rasters and occluders standing in
/// where they can.
extension Compositor {
    func paint(_ layer: CALayer, in cr: OpaquePointer, cull: CGRect) {
        guard cull.isInfinite || !subtreeRect(layer).intersection(cull).isEmpty else { return }
        // Layers moving under an animation (their own or an ancestor's) land on whole device pixels.
        let wasMoving = inMotion
        inMotion = inMotion || !layer.animationList.isEmpty
        defer { inMotion = wasMoving }
        var passThrough = false
        if let o = occluder {
            // Everything painted before the occluder is hidden by it: ancestors only pass on to it.
            if layer === o { occluder = nil } else if occluderAncestors.contains(ObjectIdentifier(layer)) { passThrough = true } else { return }
        }
        let s = shown(layer)
        guard !s.isHidden, s.opacity > 0 else { return }
        if passThrough {
            cairo_save(cr)
            var t = Compositor.cairoMatrix(s.affineToSuperlayer)
            cairo_transform(cr, &t)
            paintBody(layer, s, in: cr, cull: cull, ownContent: false)
            cairo_restore(cr)
            return
        }
        layersPainted += 1
        if let t = layer.activeTransition, let sample = t.sample(at: layer.localTime(at: time)).0 {
            paintTransition(layer, s, t, t.progress(sample), in: cr)
            return
        }
        if Homography.isProjective(s.transform) {
            paintProjective(layer, s, in: cr, cull: cull)
            return
        }
        cairo_save(cr)
        var t = Compositor.cairoMatrix(s.affineToSuperlayer)
        cairo_transform(cr, &t)
        let raster = shownMotionRaster(layer)
        let shadowed = s.shadowOpacity > 0 && !s.masksToBounds && s.shadowColor != nil
        // A raster alone is copied at the layer's opacity; with a shadow, both fade together as a group.
        // A layer that is one fill is faded by its colour's alpha: nothing in it overlaps.
        let oneFill = s.opacity < 1 && layer.mask == nil && Compositor.isOneFill(layer, s)
        let group = (s.opacity < 1 && (raster == nil || shadowed) && !oneFill) || layer.mask != nil
        let fading = fillOpacity
        if oneFill { fillOpacity = Double(s.opacity) }
        defer { fillOpacity = fading }
        if group {
            // A group's surface is as large as the clip: clipped to what the layer covers, a fading
            // title is blended over its own few pixels, not over the whole region being painted.
            let covers = subtreeRect(layer)
            if paintsScreen, replicating == 0, !covers.isNull, !covers.isInfinite {
                Compositor.deviceRect(cr, covers.integral)
                cairo_clip(cr)
            }
            cairo_push_group(cr)
        }
        if s.shadowOpacity > 0, !s.masksToBounds, let color = s.shadowColor {
            ShadowRenderer.draw(layer: layer, record: record(layer), keep: { makeRecord(layer) }, state: s, color: color, in: cr, moving: inMotion) { c in
                self.paintingOffscreen { self.paintBody(layer, s, in: c, cull: .infinite) }
            }
        }
        if let raster {
            drawMotionRaster(raster, layer, s, for: cr)
            raster.copy(in: cr, alpha: group ? 1 : Double(s.opacity))
            rastersCopied += 1
        } else {
            paintBody(layer, s, in: cr, cull: cull)
        }
        if group {
            let content = cairo_pop_group(cr)!
            if let mask = layer.mask {
                cairo_push_group(cr)
                paint(mask, in: cr, cull: .infinite)
                let maskPattern = cairo_pop_group(cr)!
                if s.opacity < 1 { cairo_push_group(cr) }
                cairo_set_source(cr, content)
                cairo_mask(cr, maskPattern)
                if s.opacity < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, Double(s.opacity))
                }
                cairo_pattern_destroy(maskPattern)
            } else {
                cairo_set_source(cr, content)
                cairo_paint_with_alpha(cr, Double(s.opacity))
            }
            cairo_pattern_destroy(content)
        }
        cairo_restore(cr)
    }

    /// How `layer` looks at the time being painted: its model, or with its animations applied (once a
    /// frame; a replicator's delayed instance is worked out for its own time).
    func shown(_ layer: CALayer) -> LayerState {
        guard !layer.animationList.isEmpty else { return layer.state }
        guard replicating == 0 else { return layer.renderState(at: time) }
        let id = ObjectIdentifier(layer)
        if let s = frameStates[id] { return s }
        let s = layer.renderState(at: time)
        frameStates[id] = s
        return s
    }

    /// Damage rects grown to whole pixels (and one more for antialiased edges), within the screen.
    nonisolated static func onScreen(_ damage: [CGRect], _ screen: CGRect) -> [CGRect] {
        damage.map { $0.insetBy(dx: -1, dy: -1).integral.intersection(screen) }.filter { !$0.isNull && !$0.isEmpty }
    }

    /// Runs `body` painting somewhere other than the screen (a shadow's mask, a projected layer's
    /// image): remembered screen rects and motion rasters do not apply there.
    func paintingOffscreen(_ body: () -> Void) {
        let was = paintsScreen
        paintsScreen = false
        body()
        paintsScreen = was
    }

    /// Whether the layer paints nothing but its background colour: no contents, sublayers, border,
    /// shadow or drawing of its own.
    static func isOneFill(_ layer: CALayer, _ s: LayerState) -> Bool {
        s.custom.isEmpty && layer._sublayers.isEmpty && s.borderWidth == 0 && s.shadowOpacity == 0
            && layer.contentSurface() == nil && !layer.drawsInTiles
    }

    /// Background, contents, sublayers, border — in the layer's own coordinate space.
    func paintBody(_ layer: CALayer, _ s: LayerState, in cr: OpaquePointer, cull: CGRect, ownContent: Bool = true) {
        let radius = min(max(0, s.cornerRadius), min(s.bounds.width, s.bounds.height) / 2)
        let corners = layer.maskedCorners
        let tinted = ownContent && layer.backdropBlurRadius > 0 && paintBackdrop(layer, s, radius: radius, in: cr)
        if ownContent, !tinted, let bg = s.backgroundColor, bg.alpha > 0 {
            fillBackground(layer, s, bg, radius: radius, in: cr, cull: cull)
        }
        if ownContent, !s.custom.isEmpty {
            cairo_save(cr)
            if s.masksToBounds { Compositor.roundedRect(cr, s.bounds, radius, corners); cairo_clip(cr) }
            layer.drawVectorContent(s, in: cr)
            cairo_restore(cr)
        }
        if ownContent, layer.drawsInTiles {
            for tile in layer.tileSurfaces() {
                cairo_save(cr)
                let tscale = max(layer.contentsScale, 0.01)
                cairo_translate(cr, Double(tile.rect.minX), Double(tile.rect.minY))
                cairo_scale(cr, 1 / Double(tscale), 1 / Double(tscale))
                cairo_set_source_surface(cr, tile.surface, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
        if ownContent, let (surface, cscale) = layer.contentSurface() {
            cairo_save(cr)
            if s.masksToBounds { Compositor.roundedRect(cr, s.bounds, radius, corners); cairo_clip(cr) }
            Compositor.drawContents(surface, scale: cscale, gravity: layer.contentsGravity, state: s, in: cr,
                                    ink: Compositor.clipCoversMostOf(s.bounds, cr) ? layer.contentInk : layer.contentInkIfMeasured,
                                    moving: inMotion ? layer : nil, caches: self, images: sharesResampledImages && layer.explicitImage != nil ? resampledImages : nil)
            cairo_restore(cr)
        }
        let subs = layer.orderedSublayers
        if !subs.isEmpty {
            cairo_save(cr)
            if s.masksToBounds { Compositor.roundedRect(cr, s.bounds, radius, corners); cairo_clip(cr) }
            var st = Compositor.cairoMatrix(CALayer.sublayerAffine(s))
            cairo_transform(cr, &st)
            if let replicas = layer.replicas(s) {
                paintReplicas(replicas, subs, in: cr)
            } else {
                for sub in subs {
                    if sub.composesSublayersIn3D {
                        let ts = shown(sub)
                        if !ts.isHidden, ts.opacity > 0 { paintTransformLayer(sub, ts, parent: s, in: cr) }
                    } else if Compositor.seesInPerspective(s) {
                        let cs = shown(sub)
                        if !cs.isHidden, cs.opacity > 0 { paintInPerspective(sub, cs, parent: s, in: cr) }
                    } else {
                        paint(sub, in: cr, cull: cull)
                    }
                }
            }
            cairo_restore(cr)
        }
        if s.borderWidth > 0, let bc = s.borderColor, bc.alpha > 0 {
            let w = min(s.borderWidth, min(s.bounds.width, s.bounds.height) / 2)
            Compositor.roundedRect(cr, s.bounds.insetBy(dx: w / 2, dy: w / 2), max(0, radius - w / 2), corners)
            cairo_set_line_width(cr, Double(w))
            Compositor.setSource(cr, bc)
            cairo_stroke(cr)
        }
    }

    /// A layer's background fill. (Its own function: paintBody recurses through the sublayers, and a
    /// debug build keeps every local of a function on the stack for the whole call, a thousand deep.)
    private func fillBackground(_ layer: CALayer, _ s: LayerState, _ bg: CGColor, radius: CGFloat, in cr: OpaquePointer, cull: CGRect) {
        let corners = layer.maskedCorners
        // Upright and square, and moving: filled on whole device pixels, as its content is copied
        // (a screen sliding in a push fills its pixels once, with no blended edge).
        let device = radius == 0 && inMotion ? Compositor.wholePixelRect(cr, s.bounds) : nil
        let addFill = {
            if let device { Compositor.deviceRect(cr, device) } else { Compositor.roundedRect(cr, s.bounds, radius, corners) }
        }
        Compositor.setSource(cr, bg, alpha: fillOpacity)
        // What an opaque first sublayer covers is left for it to fill: the same fill is clipped in
        // turn to each band of whole pixels around it (its blended edges as they were).
        let fill = device ?? (radius == 0 ? s.bounds.applying(Compositor.userToDevice(cr)) : nil)
        if let fill, let hole = opaqueHole(under: layer, s, fill: fill, in: cr, cull: cull) {
            holesCut += 1
            for band in Compositor.subtract(hole, from: fill.integral) {
                cairo_save(cr)
                Compositor.deviceRect(cr, band)
                cairo_clip(cr)
                addFill()
                cairo_fill(cr)
                cairo_restore(cr)
            }
        } else {
            addFill()
            cairo_fill(cr)
        }
    }
}
