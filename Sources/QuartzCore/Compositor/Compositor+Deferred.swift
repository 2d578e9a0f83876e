import Foundation
@_implementationOnly import CCairo
import CoreGraphics

/// Frames that leave their painting for later (`defersPainting`): a test's clock runs a push's twenty
/// frames, and only what it looks at afterwards is painted. Each frame walks what changed as always —
/// damage, records, motion rasters' books — and adds its damage to `stale`. Painting is idempotent:
/// a pixel outside `stale` shows the last frame already (nothing changed there since it was painted),
/// and a pixel inside it is painted from the layers as the last frame left them, so painting the
/// stale rects gives the last frame's screen exactly, whenever it is done — as long as nothing has
/// changed since that frame. The device paints what waits before it runs code that may change it.
extension Compositor {
    /// Whether frames left pixels unpainted.
    public var hasStalePixels: Bool { !stale.isEmpty }

    /// Adds a frame's rects (and the materials among them) to what waits.
    func leaveStale(_ rects: [CGRect], blurred: [CGRect], roots: [CALayer]) {
        staleRoots = roots
        guard !rects.isEmpty else { return }
        stale = Compositor.merge(stale + rects)
        for b in blurred where !staleBackdrops.contains(b) { staleBackdrops.append(b) }
    }

    /// Paints what frames left unpainted, as the last frame would have: all of it, or only as much as
    /// the screen inside `region` (device pixels) needs — what shows there, and round a material
    /// there what its blur reads. A part painted is painted again with the rest (the same pixels).
    /// Returns the rects painted, for the window.
    @discardableResult
    public func paintStale(in region: CGRect? = nil) -> [CGRect] {
        guard !stale.isEmpty else { return [] }
        var rects = stale
        let blurred = staleBackdrops
        let roots = staleRoots
        if let region {
            let needed = materialReach(around: region.integral)
            rects = Compositor.merge(rects.flatMap { r in needed.map { r.intersection($0) } }.filter { !$0.isNull && !$0.isEmpty })
            guard !rects.isEmpty else { return [] }
        } else {
            stale = []
            staleBackdrops = []
            staleRoots = []
        }
        pixelsPainted += Compositor.area(rects)
        for r in Compositor.backdropsLast(blurred, rects) { paintRegion(r, roots: roots, split: true) }
        cairo_surface_flush(surface)
        return rects
    }

    static func area(_ rects: [CGRect]) -> Int { rects.reduce(0) { $0 + Int($1.width * $1.height) } }

    /// `region`, with what the blur of each material in it reads round the material (and so on, for a
    /// material within that).
    private func materialReach(around region: CGRect) -> [CGRect] {
        let materials = liveMaterials()
        var areas = [region]
        var added = true
        while added {
            added = false
            for m in materials where areas.contains(where: { $0.intersects(m.own) }) && !areas.contains(m.reads.integral) {
                areas.append(m.reads.integral)
                added = true
            }
        }
        return areas
    }

    /// The end of a frame while painting waits (frames defer, or an earlier one left pixels): the
    /// frame's rects wait with the rest, and are painted at once unless frames defer. Returns what
    /// changed on screen: what moved, and what was painted.
    func leaveOrPaint(_ rects: [CGRect], blurred: [CGRect], roots: [CALayer], moved: [CGRect]) -> [CGRect] {
        leaveStale(rects, blurred: blurred, roots: roots)
        return defersPainting ? moved : moved + paintStale()
    }
}
