import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A moving layer's body — background, contents, sublayers, border — drawn once into a surface of
/// device pixels and copied at each frame's whole-pixel offset while nothing in it changes: a screen
/// sliding in a navigation push costs a copy, not a repaint of its views. Made when a layer starts to
/// move under an animation; let go two frames after it stops.
@MainActor final class MotionRaster {
    /// What the pixels depend on besides the sublayers: the layer-to-device linear part and what the
    /// layer's own body shows. The translation is not in it: that is what moves.
    struct Key: Equatable {
        let a, b, c, d: CGFloat
        let bounds: CGRect
        let backgroundColor: CGColor?
        let cornerRadius: CGFloat
        let maskedCorners: CACornerMask
        let borderWidth: CGFloat
        let borderColor: CGColor?
        let masksToBounds: Bool
        let sublayerTransform: CATransform3D
        let contentsRect: CGRect
        let contentsGravity: CALayerContentsGravity
        let contentsScale: CGFloat
        let contentsVersion: Int

        @MainActor init(_ layer: CALayer, _ s: LayerState, _ m: CGAffineTransform) {
            (a, b, c, d) = (m.a, m.b, m.c, m.d)
            bounds = s.bounds
            backgroundColor = s.backgroundColor
            cornerRadius = s.cornerRadius
            maskedCorners = layer.maskedCorners
            borderWidth = s.borderWidth
            borderColor = s.borderWidth > 0 ? s.borderColor : nil
            masksToBounds = s.masksToBounds
            sublayerTransform = s.sublayerTransform
            contentsRect = s.contentsRect
            contentsGravity = layer.contentsGravity
            contentsScale = layer.contentsScale
            contentsVersion = layer.contentsVersion
        }
    }

    private(set) var key: Key
    /// The drawn pixels (nil while waiting to be drawn).
    private(set) var surface: OpaquePointer?
    /// The layer-to-device translation the surface was drawn at (whole pixels), and where its pixel
    /// (0, 0) was on the device then.
    private var drawnAt = CGPoint.zero
    private var origin = CGPoint.zero
    /// The part of the surface the layer's opaque background fills (every pixel opaque), if any.
    private var opaque: CGRect?

    /// A plan not drawn yet, and how: from the layer's space to the surface's pixels. A frame whose
    /// painting waits (`Compositor.defersPainting`) leaves it for the frame that paints; the walk goes
    /// on as though the surface were drawn (it shows the same pixels whenever it is drawn: nothing in
    /// it changed since, or it would have been let go).
    private(set) var isPlanned = false
    private var plannedTransform = CGAffineTransform.identity
    private var plannedSize = CGSize.zero
    /// Where the surface lands this frame (device pixels), when it is shown.
    private(set) var placement = CGPoint.zero
    /// Frames to wait, after a change, before drawing again: doubles while drawn surfaces live only a
    /// frame or two (a sublayer that changes in every other frame), so churn costs no more than painting.
    private var patience = 1
    private var changedInFrame = Int.min
    private var drawnInFrame = Int.min
    /// The frame the layer came to rest in (nil while it moves).
    private(set) var restingSince: Int?
    /// A layer at rest is still copied for this many frames (the frame its animation ends in, and the
    /// one that finishes a transition by removing the screen beneath), then painted as any other.
    static let restingFrames = 2

    /// Whether the raster is kept no longer, in `frame`: its layer rested long enough.
    func hasRested(by frame: Int) -> Bool {
        restingSince.map { frame - $0 >= MotionRaster.restingFrames } ?? false
    }

    /// Where the surface goes when let go (the compositor's).
    private let pool: RasterPool

    init(key: Key, pool: RasterPool) {
        self.key = key
        self.pool = pool
    }

    isolated deinit { if let surface { pool.give(surface) } }

    /// Whether the surface is shown this frame (drawn, or planned).
    var isShown: Bool { surface != nil || isPlanned }

    /// The largest surface kept, in pixels: four screens' worth.
    static func fits(_ extent: CGRect, screenPixels: Int) -> Bool {
        !extent.isNull && !extent.isInfinite && extent.width >= 1 && extent.height >= 1
            && extent.width <= 16_384 && extent.height <= 16_384
            && Int(extent.width) * Int(extent.height) <= 4 * screenPixels
    }

    /// The frame's bookkeeping (from the compositor's change walk). `toDevice` maps the layer to the
    /// device this frame, `body` is its device rect (sublayers included), `opaqueBounds` the device
    /// rect of its bounds when its background is opaque, square and upright. Lets the surface go when
    /// anything in it changed, and says whether it is drawn or copied this frame; false when the layer
    /// is to be painted as usual (it stopped moving a while ago, or at a fraction of a pixel).
    func update(key newKey: Key, changedWithin: Bool, moving: Bool, toDevice m: CGAffineTransform, body: CGRect,
                opaqueBounds: CGRect?, frame: Int) -> Bool {
        if changedWithin || newKey != key {
            if isShown, frame - drawnInFrame <= 2 { patience = min(patience * 2, 32) }
            release()
            key = newKey
            changedInFrame = frame
        }
        // Drawn at the nearest whole pixel, exactly as the layer looks at rest there: copied at whole
        // pixels from there on, and at rest on a whole pixel it is what painting would give.
        let at = CGPoint(x: m.tx.rounded(), y: m.ty.rounded())
        if moving {
            restingSince = nil
        } else {
            if restingSince == nil { restingSince = frame }
            guard isShown, !hasRested(by: frame), abs(m.tx - at.x) < 1e-6, abs(m.ty - at.y) < 1e-6 else { return false }
        }
        if isShown {
            placement = CGPoint(x: origin.x + at.x - drawnAt.x, y: origin.y + at.y - drawnAt.y)
            return true
        }
        guard drawnInFrame == Int.min || frame - changedInFrame >= patience else { return true }
        let shift = CGAffineTransform(translationX: at.x - m.tx, y: at.y - m.ty)
        let box = body.applying(shift).integral
        isPlanned = true
        drawnInFrame = frame
        plannedTransform = m.concatenating(shift).concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY))
        plannedSize = box.size
        drawnAt = at
        origin = box.origin
        placement = box.origin
        // Only the pixels wholly inside the bounds: an edge through a pixel leaves it part transparent.
        opaque = opaqueBounds.flatMap {
            Compositor.innerWholePixels($0.applying(shift).offsetBy(dx: -box.minX, dy: -box.minY), tolerance: 1e-6)
        }
        return true
    }

    /// The device rect every pixel of which the shown surface paints opaquely this frame, if any.
    var opaqueOnDevice: CGRect? {
        isShown ? opaque?.offsetBy(dx: placement.x, dy: placement.y) : nil
    }

    /// Draws the planned body into a new surface: `paint` draws it in a context whose user space is the layer's.
    func drawIfPlanned(_ paint: (OpaquePointer) -> Void) {
        guard isPlanned else { return }
        // (The opaque background covers its part at once: only the rest needs clearing.)
        let out = pool.take(width: Int(plannedSize.width), height: Int(plannedSize.height), keep: opaque)
        let c = cairo_create(out)!
        var m = Compositor.cairoMatrix(plannedTransform)
        cairo_set_matrix(c, &m)
        paint(c)
        cairo_destroy(c)
        cairo_surface_flush(out)
        surface = out
        isPlanned = false
    }

    /// Copies the surface at this frame's placement (device space, within the current clip): its
    /// opaque part as a plain copy, the rest blended; `alpha` below 1 blends all of it.
    func copy(in cr: OpaquePointer, alpha: Double) {
        guard let surface else { return }
        let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
        let (x, y) = (Double(placement.x), Double(placement.y))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, x, y)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        if alpha < 1 {
            cairo_rectangle(cr, x, y, w, h)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else if let o = opaque {
            // Opaque pixels replace what is beneath: copied, not blended (a blend reads the target too).
            if !copyRows(of: o.offsetBy(dx: placement.x, dy: placement.y), in: cr) {
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_rectangle(cr, x + Double(o.minX), y + Double(o.minY), Double(o.width), Double(o.height))
                cairo_fill(cr)
            }
            if o.width < CGFloat(w) || o.height < CGFloat(h) {
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_rectangle(cr, x, y, w, h)
                cairo_rectangle(cr, x + Double(o.minX), y + Double(o.minY), Double(o.width), Double(o.height))
                cairo_fill(cr)
            }
        } else {
            cairo_rectangle(cr, x, y, w, h)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Copies the surface's pixels under `placed` (device pixels, all opaque) within the current clip
    /// straight into the target's memory, row by row. False, copying nothing, when the clip is not
    /// whole-pixel rectangles or the target not an ARGB image: Cairo copies them then.
    private func copyRows(of placed: CGRect, in cr: OpaquePointer) -> Bool {
        guard let surface, let (target, ox, oy, clip) = Compositor.imageTargetClip(cr) else { return false }
        let bounds = CGRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
                            height: Int(cairo_image_surface_get_height(target)))
        var boxes: [CGRect] = []
        for r in clip {
            let box = r.intersection(placed)
            guard !box.isNull, !box.isEmpty else { continue }
            guard box == box.integral else { return false }
            let onTarget = box.offsetBy(dx: CGFloat(ox), dy: CGFloat(oy)).intersection(bounds)
            if !onTarget.isNull, !onTarget.isEmpty { boxes.append(onTarget) }
        }
        guard !boxes.isEmpty else { return true }
        cairo_surface_flush(target)
        let dst = UnsafeMutableRawPointer(cairo_image_surface_get_data(target)!)
        let src = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let dstStride = Int(cairo_image_surface_get_stride(target)), srcStride = Int(cairo_image_surface_get_stride(surface))
        for b in boxes {
            let x = Int(b.minX), y = Int(b.minY)
            let sx = x - Int(CGFloat(ox) + placement.x), sy = y - Int(CGFloat(oy) + placement.y)
            RowCopier.copy(from: src + sy * srcStride + sx * 4, stride: srcStride,
                           to: dst + y * dstStride + x * 4, stride: dstStride, rowBytes: Int(b.width) * 4, rows: Int(b.height))
        }
        cairo_surface_mark_dirty(target)
        return true
    }

    private func release() {
        if let surface { pool.give(surface) }
        surface = nil
        isPlanned = false
        opaque = nil
    }
}
