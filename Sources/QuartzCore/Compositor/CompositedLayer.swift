import Foundation
import CoreGraphics

/// What one device's compositor keeps for a layer between frames: where it was drawn (so a change
/// damages its old place and its new, and an unchanged subtree is skipped), and the drawings it
/// need not make again — the blurred shadow, the body rastered while it moves, the contents
/// resampled to the size they show at.
///
/// The compositor owns these (`Compositor.records`, by the layer's identity: `RecordTable`), not the layer,
/// as Core Animation's render server keeps its own tree beside the model: a layer shown on another
/// device, or on none, has none. A record goes at the next frame after its layer leaves its tree
/// (the pipeline tells of it: `LayerDeparture`), the records of trees no longer shown go when the
/// shown roots change, and all of them with the device.
@MainActor final class CompositedLayer {
    /// Its layer's identity, and the layer while it lives.
    let id: ObjectIdentifier
    weak var layer: CALayer?
    /// Where it sits in its compositor's `RecordTable`.
    let slot: Int
    /// Device-space rectangles last drawn: the layer itself, and with its sublayers.
    var ownRect = CGRect.null
    var subtreeRect = CGRect.null
    /// The state a layer drawn from its state (`drawVectorContent`) was last composited in, so a
    /// change of its drawing alone damages only what changed. (Kept out of line: few layers have
    /// one, and every record is made as its layer is first drawn.)
    var vectorState: LayerState? {
        get { kept?.state }
        set { kept = newValue.map(KeptState.init) }
    }
    private var kept: KeptState?
    private final class KeptState {
        let state: LayerState
        init(_ state: LayerState) { self.state = state }
    }
    /// Its bounds origin when last composited (a change of it alone is a scroll, shifted in place).
    var origin: CGPoint?
    /// Device area uncovered by sublayers that left (or moved within) it since the last composite;
    /// kept here, not in the frame's damage, so a scroll shift moves it with the layer's pixels.
    var pendingDamage = CGRect.null
    var shadowMask: ShadowMask?
    var motionRaster: MotionRaster?
    var scaledContents: ScaledContents?

    init(_ layer: CALayer, slot: Int) {
        id = ObjectIdentifier(layer)
        self.layer = layer
        self.slot = slot
    }

    /// Moves everything remembered in device space, as the layer's pixels are moved by a scroll shift.
    func shift(dx: CGFloat, dy: CGFloat) {
        if !ownRect.isNull { ownRect = ownRect.offsetBy(dx: dx, dy: dy) }
        if !subtreeRect.isNull { subtreeRect = subtreeRect.offsetBy(dx: dx, dy: dy) }
        if !pendingDamage.isNull { pendingDamage = pendingDamage.offsetBy(dx: dx, dy: dy) }
    }
}

extension Compositor {
    /// The layer's record, if this compositor has drawn it.
    ///
    /// (Looked up for every layer a frame visits, so the entry is not checked against its layer: a
    /// layer is released only after it left its tree, and its record goes before the next frame is
    /// collected — with its departure, or when the roots change. Tests run with the check.)
    func record(_ layer: CALayer) -> CompositedLayer? {
        guard let c = records.find(layer) else { return nil }
        assert(c.layer === layer, "a record outlived its layer")
        return c
    }

    /// The layer's record, made when it has none.
    func makeRecord(_ layer: CALayer) -> CompositedLayer {
        record(layer) ?? records.insert(layer)
    }

    /// Where the layer and its sublayers were last drawn on this device (null: nowhere yet).
    func subtreeRect(_ layer: CALayer) -> CGRect { records.find(layer)?.subtreeRect ?? .null }

    /// The raster the layer is copied from while it moves, if it has one.
    func motionRaster(of layer: CALayer) -> MotionRaster? { record(layer)?.motionRaster }

    func setMotionRaster(_ raster: MotionRaster?, of layer: CALayer) {
        if let raster { makeRecord(layer).motionRaster = raster } else { record(layer)?.motionRaster = nil }
    }

    /// Whether this device keeps a moving copy of the layer (tests ask, to see rasters let go).
    public func holdsMotionRaster(_ layer: CALayer) -> Bool { motionRaster(of: layer) != nil }

    /// Whether this device remembers anything of the layer (tests ask, to see a departed layer's record go).
    public func remembers(_ layer: CALayer) -> Bool { record(layer) != nil }

    /// The pipelines of the devices that host `roots` (one, on a device).
    private func pipelines(_ roots: [CALayer]) -> [FramePipeline] {
        var found: [FramePipeline] = []
        for root in roots {
            if let p = root.hostPipeline, !found.contains(where: { $0 === p }) { found.append(p) }
        }
        return found
    }

    /// Before a frame is collected: what left the trees since the last one uncovers where it was drawn
    /// (damage its parent keeps), and is forgotten there; a layer moved among its siblings uncovers
    /// where it was. When the roots shown change, the records of layers no longer under them go.
    func takeDepartures(_ roots: [CALayer], rootsChanged: Bool) {
        for pipeline in pipelines(roots) {
            for d in pipeline.departures {
                // (No record is made between a departure and this walk: an entry under its identity is
                // the departed layer's, even if it was released since.)
                if let left = records[d.layer], !left.subtreeRect.isNull, let parent = records[d.parent],
                   !(parent.layer.map { hidesDeparture(left.subtreeRect, beneath: d.above, of: $0) } ?? false) {
                    parent.pendingDamage = parent.pendingDamage.union(left.subtreeRect)
                }
                for id in d.subtree ?? [] {
                    guard let r = records[id] else { continue }
                    // A released layer cannot come back (and its address may be reused): it goes now.
                    // One that lives may be back in the tree by the end of the frame, drawn afresh.
                    if r.layer == nil { records.remove(id); continue }
                    r.ownRect = .null
                    r.subtreeRect = .null
                }
            }
        }
        if rootsChanged { keepOnlyRecords(under: roots) }
    }

    /// After the frame: the records of what left and did not come back into this device's trees in
    /// it (a screen a push moved into its transition's container did) go, caches and all.
    func letGoOfDepartures(_ roots: [CALayer]) {
        for pipeline in pipelines(roots) where !pipeline.departures.isEmpty {
            for d in pipeline.departures {
                guard let ids = d.subtree else { continue }
                if let layer = records[d.layer]?.layer, layer.owningPipeline === pipeline { continue }
                for id in ids { records.remove(id) }
            }
            pipeline.departures = []
        }
    }

    /// Lets go of the records of layers that are not in the trees of `roots` (or are released).
    private func keepOnlyRecords(under roots: [CALayer]) {
        guard !records.isEmpty else { return }
        var reached = Set<ObjectIdentifier>()
        func reach(_ l: CALayer) {
            reached.insert(ObjectIdentifier(l))
            for sub in l._sublayers { reach(sub) }
            if let m = l.mask { reach(m) }
        }
        for root in roots { reach(root) }
        records.removeAll { !reached.contains($0.id) || $0.layer == nil }
    }
}
