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

    /// Whether a plan is made: how the surface maps the layer's space to its pixels. Its parts are
    /// drawn when a frame first copies them (`missing(in:)`, `draw(_:_:)`): a screen sliding in is drawn
    /// as it comes into view, and a frame whose painting waits (`Compositor.defersPainting`) or that
    /// reads a strip of the screen draws no more than it shows. The walk goes on as though the surface
    /// were drawn: its parts show the same pixels whenever they are drawn (nothing in it changed since,
    /// or it would have been let go, and painting a part gives the pixels painting the whole does).
    private(set) var isPlanned = false
    /// The parts of the surface drawn so far (its pixels, whole), and whether any is.
    private var drawn: [CGRect] = []
    var hasDrawn: Bool { !drawn.isEmpty }
    /// Whether some of the surface's pixels are not its opaque background's (drawn or not).
    var hasTranslucentPixels: Bool { opaque != CGRect(origin: .zero, size: plannedSize) }
    /// Whether the layer, at rest, is painted rather than copied (`update`).
    private(set) var paintedAtRest = false
    /// The pixels drawn so far, and all the plan's.
    var drawnPixels: Int { drawn.reduce(0) { $0 + Int($1.width * $1.height) } }
    var pixels: Int { isPlanned ? Int(plannedSize.width * plannedSize.height) : 0 }
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

    /// Whether the surface is shown this frame (planned; its parts drawn as they are copied).
    var isShown: Bool { isPlanned }

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
            paintedAtRest = false
        } else {
            if restingSince == nil { restingSince = frame }
            guard isShown, !hasRested(by: frame), abs(m.tx - at.x) < 1e-6, abs(m.ty - at.y) < 1e-6 else { return false }
            // At rest, a raster mostly not drawn is painted, not drawn and copied: a screen that slid
            // in while frames left their painting, or one that slid under another and out of view.
            // Only an opaque one, all of whose pixels its background fills: painting it gives the
            // copy's pixels exactly (a translucent one, a title, blends otherwise by a level or so).
            // (It is kept as long as ever, so the frames that let it go come all the same.)
            if restingSince == frame, drawnPixels * 2 < pixels, !hasTranslucentPixels {
                paintedAtRest = true
            }
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
        isShown && !paintedAtRest ? opaque?.offsetBy(dx: placement.x, dy: placement.y) : nil
    }

    /// The parts of the surface that the clip of `cr` shows at this frame's placement and that are not
    /// drawn yet (the surface's pixels).
    func missing(in cr: OpaquePointer) -> [CGRect] {
        guard isPlanned else { return [] }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let whole = CGRect(origin: .zero, size: plannedSize)
        let shown = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            .offsetBy(dx: -placement.x, dy: -placement.y).integral.intersection(whole)
        guard !shown.isNull, !shown.isEmpty else { return [] }
        return drawn.reduce([shown]) { parts, done in parts.flatMap { Compositor.subtract(done, from: $0) } }
    }

    /// Draws `parts` of the planned body (the surface's pixels, from `missing(in:)`) into the surface,
    /// made when the first part is drawn: `paint` draws the body in a context whose user space is the
    /// layer's, clipped to the part.
    func draw(_ parts: [CGRect], _ paint: (OpaquePointer) -> Void) {
        guard isPlanned, !parts.isEmpty else { return }
        let whole = CGRect(origin: .zero, size: plannedSize)
        var parts = parts
        // Drawn in many pieces (a screen revealed from two sides), the rest is drawn at once: the
        // books stay short, and a part drawn again is cleared first.
        if drawn.count + parts.count > MotionRaster.mostParts { parts = [whole] }
        // (The opaque background covers its part at once: only the rest needs clearing.)
        let out = surface ?? pool.take(width: Int(plannedSize.width), height: Int(plannedSize.height), keep: opaque)
        let fresh = surface == nil
        surface = out
        var m = Compositor.cairoMatrix(plannedTransform)
        for part in parts {
            let c = cairo_create(out)!
            if !fresh {
                cairo_set_operator(c, CAIRO_OPERATOR_CLEAR)
                for r in opaque.map({ Compositor.subtract($0, from: part) }) ?? [part] {
                    cairo_rectangle(c, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                }
                cairo_fill(c)
                cairo_set_operator(c, CAIRO_OPERATOR_OVER)
            }
            cairo_rectangle(c, Double(part.minX), Double(part.minY), Double(part.width), Double(part.height))
            cairo_clip(c)
            cairo_set_matrix(c, &m)
            paint(c)
            cairo_destroy(c)
        }
        cairo_surface_flush(out)
        drawn = parts == [whole] ? [whole] : MotionRaster.joined(drawn + parts)
    }

    /// The most pieces a surface is drawn in before the rest is drawn at once.
    static let mostParts = 24

    /// `rects` (whole pixels, disjoint) with any two whose union is a rectangle made one.
    static func joined(_ rects: [CGRect]) -> [CGRect] {
        var out = rects
        var i = 0
        while i < out.count {
            var j = i + 1, grew = false
            while j < out.count {
                if let u = exactUnion(out[i], out[j]) {
                    out[i] = u
                    out.remove(at: j)
                    grew = true
                } else {
                    j += 1
                }
            }
            // (A rectangle that grew is checked again against those after it; one before it that it
            // could now join stays apart: the books are a piece longer, the pixels the same.)
            if !grew { i += 1 }
        }
        return out
    }

    /// The union of two rectangles when it is one (they share a side's span and touch), else nil.
    private static func exactUnion(_ a: CGRect, _ b: CGRect) -> CGRect? {
        if a.contains(b) { return a }
        if b.contains(a) { return b }
        if a.minX == b.minX, a.maxX == b.maxX, a.minY <= b.maxY, b.minY <= a.maxY { return a.union(b) }
        if a.minY == b.minY, a.maxY == b.maxY, a.minX <= b.maxX, b.minX <= a.maxX { return a.union(b) }
        return nil
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
        drawn = []
        paintedAtRest = false
        opaque = nil
    }
}
