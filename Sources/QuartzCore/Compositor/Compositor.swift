import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// Renders layer trees onto a screen-sized Cairo surface at screen scale.
///
/// Each frame it first walks only the parts of the trees marked as changed, collecting
/// damage (where changed layers were and now are, in device pixels), then repaints just
/// the damaged region, skipping every layer whose subtree lies outside it. A frame in
/// which nothing changed walks nothing and paints nothing.
@preconcurrency @MainActor package final class Compositor {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let scale: CGFloat
    public let surface: OpaquePointer
    private let cr: OpaquePointer
    private var lastRoots: [ObjectIdentifier] = []
    private var damage: [CGRect] = []
    private var fullDamage = true
    var time: CFTimeInterval = 0
    /// The topmost layer that hides the whole repainted region this frame, and its ancestors.
    var occluder: CALayer?
    /// Scrolled layers found this frame, shifted before painting.
    var pendingShifts: [ScrollShift] = []
    /// Pixels moved by this frame's shifts: changed on screen though not painted.
    var movedThisFrame: [CGRect] = []
    /// Transitions that began this frame, with where their layer was on screen: their old look is
    /// copied from the screen before anything is painted.
    var transitionCaptures: [(CATransition, CGRect)] = []
    let rowMover = RowMover()
    /// Images resampled at the size they show at, shared by the layers that show them so.
    let resampledImages = ResampledImageCache()
    /// Whether scaled images at rest are copied from `resampledImages` (tests compare with drawing them directly).
    public var sharesResampledImages = true
    /// How many images have been resampled into the shared cache, and how many draws it served.
    public var resampledImageCount: Int { resampledImages.resampled }
    public var resampledImageDraws: Int { resampledImages.draws }
    /// Surfaces of motion rasters let go, for the next ones.
    let rasterPool = RasterPool()
    var occluderAncestors: Set<ObjectIdentifier> = []
    /// Whether the layer being painted moves under an animation (its own or an ancestor's): its
    /// contents and square backgrounds are put on whole device pixels (a fraction of a pixel is not
    /// seen in motion, and resampling costs 30–50× a copy); at rest they are drawn where they are.
    var inMotion = false
    /// The opacity a layer that is one fill is painted at, instead of fading it as a group.
    var fillOpacity = 1.0
    /// Set while a replicator's instances are painted: each at its own time, so no motion raster
    /// (which holds one time's look) stands in for a layer.
    var replicating = 0
    /// This frame's states of animated layers, worked out once (collecting, occlusion and painting
    /// each ask); emptied as each frame starts.
    var frameStates: [ObjectIdentifier: LayerState] = [:]
    /// Painting the screen, where layers' last composited rects are in the device space painted
    /// (not `render(in:)` into another context).
    var paintsScreen = true
    /// The parts of the region being painted that opaque siblings, side by side, each cover alone.
    var coverPieces: [CGRect] = []
    /// Layers that blur what lies behind them (`backdropBlurRadius`), found as they were composited.
    var backdrops: [ObjectIdentifier: CALayer.WeakLayer] = [:]
    /// What this device keeps for each layer it drew (`CompositedLayer`): where, and reusable drawings.
    let records = RecordTable()
    /// Whether a background leaves what its opaque first sublayer covers unfilled (`opaqueHole`);
    /// tests turn it off to compare the bytes.
    package var cutsHoles = true
    /// Backgrounds filled around such a hole (tests check that the comparison compared something).
    package internal(set) var holesCut = 0
    /// How many times a backdrop has been blurred (tests check that an unchanged one is not).
    package internal(set) var backdropsBlurred = 0

    /// What the last frame did, for tests and benchmarks.
    public private(set) var lastDamage: [CGRect] = []
    public internal(set) var layersPainted = 0
    /// Motion rasters begun (their first part drawn), and copied to the screen (a layer moving under an
    /// animation).
    public internal(set) var rastersDrawn = 0
    public internal(set) var rastersCopied = 0
    /// Layers that stopped moving whose motion rasters are kept a frame or two (let go by `render`).
    var resting: [CALayer.WeakLayer] = []
    /// Whether a motion raster is kept for a layer that stopped: a frame must come to let it go.
    public var holdsRestingRasters: Bool { !resting.isEmpty }
    public private(set) var frameCount = 0
    /// Whether frames leave their painting for when pixels are wanted (`paintStale`): each still walks
    /// what changed and keeps its rasters' books, so the frames that follow are the same.
    public var defersPainting = false
    /// How many device pixels were painted in all (a frame's damage, what frames left, a strip of it).
    public internal(set) var pixelsPainted = 0
    /// What frames changed and left unpainted (device pixels), the materials among it, and the trees
    /// to paint it from (`Compositor+Deferred`).
    var stale: [CGRect] = []
    var staleBackdrops: [CGRect] = []
    var staleRoots: [CALayer] = []

    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        cr = cairo_create(surface)!
    }

    isolated deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Draws a layer and its sublayers, as they appear now, in the layer's own coordinate space
    /// (`CALayer.render(in:)`): nothing is culled, whether or not it was ever composited.
    static func render(_ layer: CALayer, in cr: OpaquePointer, scale: CGFloat) {
        let painter = Compositor(pixelWidth: 1, pixelHeight: 1, scale: scale)
        painter.paintsScreen = false
        painter.time = layer.mediaNow
        painter.paintBody(layer, layer.renderState(at: painter.time), in: cr, cull: .infinite)
    }

    /// The next frame repaints everything.
    public func invalidateAll() { fullDamage = true }

    /// Composites `roots` (back to front) as they appear at media time `time`; returns the pixel rects
    /// that changed on screen (painted or moved), for the window to update. Each root is hosted by
    /// its device's pipeline (`hostPipeline`): what leaves its tree is heard of there.
    @discardableResult
    public func render(roots: [CALayer], at time: CFTimeInterval) -> [CGRect] {
        self.time = time
        frameStates.removeAll(keepingCapacity: true)
        frameCount += 1
        layersPainted = 0
        rastersDrawn = 0
        rastersCopied = 0
        let released = paintStaleBeforeRastersGo()
        releaseRestedRasters()
        damage = []
        let ids = roots.map { ObjectIdentifier($0) }
        let rootsChanged = ids != lastRoots
        if rootsChanged { fullDamage = true; lastRoots = ids }
        takeDepartures(roots, rootsChanged: rootsChanged)
        defer {
            letGoOfDepartures(roots)
            rasterPool.frameEnded(used: rastersCopied > 0)
        }
        let base = CGAffineTransform(scaleX: scale, y: scale)
        for root in roots {
            root.isRenderRoot = true
            _ = collect(root, parent: base, parentDirty: fullDamage, visible: true)
        }
        // (A transition copies the last frame's look from the screen: a frame that runs the code adding
        // it paints what waits first, so this is only a fallback.)
        let waited = transitionCaptures.isEmpty ? [] : paintStale()
        captureTransitionStarts()
        let screen = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        var rects: [CGRect]
        var blurred: [CGRect] = []
        if fullDamage {
            rects = [screen]
            fullDamage = false
            pendingShifts = []
        } else {
            movedThisFrame = []
            damage += applyShifts(roots: roots)
            blurred = backdropDamage(damage)
            damage += blurred
            rects = Compositor.backdropsLast(blurred, Compositor.merge(Compositor.onScreen(damage, screen)))
        }
        lastDamage = rects
        let moved = released + waited + movedThisFrame
        let changed = moved + rects
        movedThisFrame = []
        if defersPainting || !stale.isEmpty { return leaveOrPaint(rects, blurred: blurred, roots: roots, moved: moved) }
        guard !rects.isEmpty else { return changed }
        // Each rectangle is painted on its own: only the layers that reach it are visited, and the
        // opaque layers covering it hide everything beneath (a scrolled list's strips paint their rows once).
        pixelsPainted += Compositor.area(rects)
        for r in rects { paintRegion(r, roots: roots, split: true) }
        cairo_surface_flush(surface)
        return changed
    }

    /// Paints what shows in `r`: from the topmost layer that hides all of it, or on black. A region
    /// that opaque siblings cover side by side is painted piece by piece, each from its own sibling.
    func paintRegion(_ r: CGRect, roots: [CALayer], split: Bool) {
        findOccluder(roots, cull: r)
        if split, coverPieces.count > 1 {
            for piece in coverPieces { paintRegion(piece, roots: roots, split: false) }
            return
        }
        var m = cairo_matrix_t(xx: Double(scale), yx: 0, xy: 0, yy: Double(scale), x0: 0, y0: 0)
        cairo_save(cr)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cr)
        if occluder == nil {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_matrix(cr, &m)
        for root in roots { paint(root, in: cr, cull: r) }
        occluder = nil
        cairo_restore(cr)
    }

    // MARK: Damage

    /// Walks changed parts of the tree; returns the subtree's device rect.
    private func collect(_ layer: CALayer, parent: CGAffineTransform, parentDirty: Bool, visible: Bool) -> CGRect {
        var dirty = parentDirty || layer.compositeDirty
        guard dirty || layer.subtreeCompositeDirty else { return subtreeRect(layer) }
        let record = makeRecord(layer)
        let s = shown(layer)
        if let t = layer.activeTransition, !t.captured {
            t.captured = true
            transitionCaptures.append((t, record.ownRect))
        }
        let m = s.affineToSuperlayer.concatenating(parent)
        if !parentDirty && !fullDamage && visible, let shift = scrollShift(layer, record, s, m) {
            // Scrolled by whole pixels: its pixels move; only what changed inside it is damage.
            shiftRememberedRects(under: layer, record, dx: shift.dx, dy: shift.dy)
            pendingShifts.append(shift)
            dirty = false
        }
        // (Read before the walk below clears the marks: whether what a moving layer's raster holds changed.)
        let rasterable = (record.motionRaster != nil || !layer.animationList.isEmpty) && !layer.composesSublayersIn3D
            && layer.activeTransition == nil
        let changedWithin = rasterable && Compositor.changedBeneath(layer, record)
        if !record.pendingDamage.isNull { damage.append(record.pendingDamage); record.pendingDamage = .null }
        let shows = visible && !s.isHidden && s.opacity > 0
        let projective = Homography.isProjective(s.transform)
        var own = shows ? Compositor.ownRect(layer, s, m) : .null
        if shows && projective {
            // Drawn flat then projected: the projected bounds, sublayers included (they are clipped to them).
            own = Homography.toSuperlayer(s).then(Homography(parent)).bounds(of: s.bounds) ?? .null
        }
        if dirty { dirty = damageOwn(layer, record, s, m, own: own, parentDirty: parentDirty) }
        layer.contentOnlyChange = nil
        if !s.custom.isEmpty { record.vectorState = s }
        let childMatrix = CALayer.sublayerAffine(s).concatenating(m)
        let subtreeChanged = dirty || layer.subtreeCompositeDirty
        var children = CGRect.null
        for sub in layer.orderedSublayers {
            children = children.union(collect(sub, parent: childMatrix, parentDirty: dirty, visible: shows))
        }
        // Sublayers drawn elsewhere than their own rects say — projected in 3-D, or copied by a
        // replicator (whose sublayers' damage is the first instance's) — are damaged wherever they
        // fall, old and new, when anything in the subtree changes.
        var drawnElsewhere = false
        if layer.composesSublayersIn3D {
            children = shows ? transformLayerRect(layer, s, parentMatrix: parent) : .null
            drawnElsewhere = true
        } else if Compositor.seesInPerspective(s) {
            children = shows ? perspectiveSublayersRect(layer, s, layerMatrix: m) : .null
            drawnElsewhere = true
        }
        if let replicas = layer.replicas(s) {
            children = replicatedRect(children, replicas, s, childMatrix: childMatrix, layerMatrix: m)
            drawnElsewhere = true
        }
        if drawnElsewhere && subtreeChanged {
            if !record.subtreeRect.isNull { damage.append(record.subtreeRect) }
            if !children.isNull { damage.append(children) }
        }
        if s.masksToBounds && !children.isNull {
            children = children.intersection(s.bounds.applying(m))
        }
        if projective { children = .null }
        if rasterable {
            if shows, !projective {
                updateMotionRaster(layer, s, m, body: s.bounds.applying(m).union(children), changedWithin: changedWithin)
            } else {
                setMotionRaster(nil, of: layer)
            }
        }
        if let mask = layer.mask, dirty || mask.compositeDirty || mask.subtreeCompositeDirty {
            _ = collect(mask, parent: m, parentDirty: true, visible: false)
        }
        // A shadow is blurred again only when the layer or its sublayers changed, not when it just moves.
        // One cast by a `shadowPath` depends on the path alone: it survives the layer's own changes.
        if layer.compositeDirty || layer.subtreeCompositeDirty, record.shadowMask?.path !== s.shadowPath {
            record.shadowMask = nil
        }
        layer.compositeDirty = false
        layer.subtreeCompositeDirty = false
        layer.changedBeyondScroll = false
        record.origin = s.bounds.origin
        layer.hasBeenComposited = true
        let subtree = own.union(children)
        record.subtreeRect = subtree
        return subtree
    }

    /// Damage from a changed layer's own rect; false when only part of its contents changed
    /// (`contentOnlyChange`: that part is damaged, and its sublayers stay on screen). Apart from
    /// `collect`, whose frame a deep tree stacks a thousand times.
    private func damageOwn(_ layer: CALayer, _ record: CompositedLayer, _ s: LayerState, _ m: CGAffineTransform, own: CGRect,
                           parentDirty: Bool) -> Bool {
        let unmoved = !parentDirty && !fullDamage && own == record.ownRect
        if unmoved, let part = layer.contentOnlyChange {
            if !part.isNull { damage.append(part.applying(m).intersection(own)) }
            return false
        }
        if unmoved, let old = record.vectorState, let changed = layer.vectorContentChange(from: old, to: s) {
            // Only its drawing changed, in one place: the rest of it stays on screen.
            if !changed.isNull { damage.append(changed.applying(m).intersection(own)) }
        } else {
            if !record.ownRect.isNull { damage.append(record.ownRect) }
            if !own.isNull { damage.append(own) }
        }
        record.ownRect = own
        if layer.backdropBlurRadius > 0 { backdrops[ObjectIdentifier(layer)] = CALayer.WeakLayer(layer) }
        return true
    }

    // MARK: Reading the screen

    /// The screen as a CGImage (a copy).
    public func makeImage() -> CGImage {
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let c = cairo_create(out)
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        return CGImage(cairoSurface: out)
    }

    /// Bytes of the screen surface (native-endian premultiplied ARGB32), row by row.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    public var pixels: UnsafeRawPointer { UnsafeRawPointer(cairo_image_surface_get_data(surface)!) }
}
