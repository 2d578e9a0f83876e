import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A layer whose only change since the last frame is its bounds origin (a scroll view scrolling),
/// moved on screen by whole device pixels: its pixels are shifted in place instead of repainted.
struct ScrollShift {
    let layer: CALayer
    /// The layer's clipped area on screen, in device pixels.
    let clip: CGRect
    let dx: Int
    let dy: Int
}

extension Compositor {
    /// Whether `layer` can be shifted this frame, and by how much: it clips, is opaque and square-cornered,
    /// is drawn upright at the screen's scale under fully opaque ancestors, and moved by whole pixels.
    func scrollShift(_ layer: CALayer, _ record: CompositedLayer, _ s: LayerState, _ m: CGAffineTransform) -> ScrollShift? {
        guard layer.compositeDirty, !layer.changedBeyondScroll, layer.hasBeenComposited,
              let old = record.origin, old != s.bounds.origin,
              s.masksToBounds, !s.isHidden, s.opacity >= 1, s.cornerRadius == 0, layer.mask == nil,
              s.shadowOpacity == 0, (s.backgroundColor?.alpha ?? 0) >= 1, layer.contentSurface() == nil,
              !layer.drawsInTiles, !Homography.isProjective(s.transform),
              m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return nil }
        var p = layer.superlayer
        while let x = p {
            let ps = shown(x)
            guard ps.opacity >= 1, x.mask == nil, !Homography.isProjective(ps.transform), !Compositor.seesInPerspective(ps) else { return nil }
            p = x.superlayer
        }
        let fx = (old.x - s.bounds.minX) * m.a, fy = (old.y - s.bounds.minY) * m.d
        guard abs(fx - fx.rounded()) < 1e-3, abs(fy - fy.rounded()) < 1e-3 else { return nil }
        let screen = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let clip = s.bounds.applying(m).integral.intersection(screen)
        let dx = Int(fx.rounded()), dy = Int(fy.rounded())
        guard !clip.isNull, abs(dx) < Int(clip.width), abs(dy) < Int(clip.height) else { return nil }
        // Nested scroll views: only the outermost shifts.
        guard !pendingShifts.contains(where: { $0.clip.intersects(clip) }) else { return nil }
        return ScrollShift(layer: layer, clip: clip, dx: dx, dy: dy)
    }

    /// Moves the device rects remembered for the layer's sublayers by the shift, as their pixels will move.
    func shiftRememberedRects(under layer: CALayer, _ record: CompositedLayer, dx: Int, dy: Int) {
        let ddx = CGFloat(dx), ddy = CGFloat(dy)
        func shift(_ l: CALayer) {
            // (A sublayer never drawn has nothing remembered, nor has anything under it.)
            guard let r = self.record(l) else { return }
            r.shift(dx: ddx, dy: ddy)
            for sub in l.orderedSublayers { shift(sub) }
        }
        if !record.pendingDamage.isNull { record.pendingDamage = record.pendingDamage.offsetBy(dx: ddx, dy: ddy) }
        for sub in layer.orderedSublayers { shift(sub) }
    }

    /// Shifts the pixels of each scrolled layer and returns what must still be painted: the strips the
    /// shift uncovered, and everything drawn above the layer there (it moved along and must be redrawn).
    func applyShifts(roots: [CALayer]) -> [CGRect] {
        var damage: [CGRect] = []
        for shift in pendingShifts {
            let c = shift.clip
            // Pixels a frame left unpainted there cannot be moved: it is painted instead.
            if stale.contains(where: { $0.intersects(c) }) { damage.append(c); continue }
            // What is drawn over the layer moved along with it: repaint it where it was and where it went.
            var above: [CGRect] = []
            var passed = false
            func visit(_ l: CALayer) {
                if l === shift.layer { passed = true; return }
                let r = subtreeRect(l)
                guard !r.isNull, r.intersects(c) else { return }
                if passed {
                    above.append(r.intersection(c))
                    let moved = r.offsetBy(dx: CGFloat(shift.dx), dy: CGFloat(shift.dy)).intersection(c)
                    if !moved.isNull { above.append(moved) }
                    return
                }
                for sub in l.orderedSublayers { visit(sub) }
            }
            for root in roots { visit(root) }
            damage += above
            // Full-width bands at the top and bottom (bars) are repainted anyway: their rows need not move.
            let top = above.filter { $0.minX <= c.minX && $0.maxX >= c.maxX && $0.minY <= c.minY }.map(\.maxY).max() ?? c.minY
            let bottom = above.filter { $0.minX <= c.minX && $0.maxX >= c.maxX && $0.maxY >= c.maxY }.map(\.minY).min() ?? c.maxY
            movePixels(shift, rows: Int(top)..<max(Int(top), Int(bottom)))
            let kept = c.intersection(c.offsetBy(dx: CGFloat(shift.dx), dy: CGFloat(shift.dy)))
            if kept.isNull { damage.append(c); continue }
            if kept.minY > c.minY { damage.append(CGRect(x: c.minX, y: c.minY, width: c.width, height: kept.minY - c.minY)) }
            if kept.maxY < c.maxY { damage.append(CGRect(x: c.minX, y: kept.maxY, width: c.width, height: c.maxY - kept.maxY)) }
            if kept.minX > c.minX { damage.append(CGRect(x: c.minX, y: c.minY, width: kept.minX - c.minX, height: c.height)) }
            if kept.maxX < c.maxX { damage.append(CGRect(x: kept.maxX, y: c.minY, width: c.maxX - kept.maxX, height: c.height)) }
        }
        pendingShifts = []
        return damage
    }

    /// Moves the clip's pixels by (dx, dy) within the screen surface, row by row, for destination rows in `only`.
    private func movePixels(_ s: ScrollShift, rows only: Range<Int>) {
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return }
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        let x0 = Int(s.clip.minX), x1 = Int(s.clip.maxX), y0 = Int(s.clip.minY), y1 = Int(s.clip.maxY)
        let dstX0 = max(x0, x0 + s.dx), dstX1 = min(x1, x1 + s.dx)
        guard dstX1 > dstX0 else { return }
        let bytes = (dstX1 - dstX0) * 4
        let lo = max(y0, y0 + s.dy, only.lowerBound), hi = min(y1, y1 + s.dy, only.upperBound)
        guard hi > lo else { return }
        if s.dx == 0 && x0 == 0 && bytes == rowBytes {
            // Whole rows: block moves.
            rowMover.move(base, rowBytes: rowBytes, rows: lo..<hi, dy: s.dy)
            cairo_surface_mark_dirty(surface)
            movedThisFrame.append(CGRect(x: x0, y: lo, width: x1 - x0, height: hi - lo))
            return
        }
        // Moving down, the bottom rows go first so no source is overwritten before it is read.
        let rows = s.dy > 0 ? Array((lo..<hi).reversed()) : Array(lo..<hi)
        for y in rows {
            let src = base + (y - s.dy) * rowBytes + (dstX0 - s.dx) * 4
            let dst = base + y * rowBytes + dstX0 * 4
            memmove(dst, src, bytes)
        }
        cairo_surface_mark_dirty(surface)
        movedThisFrame.append(CGRect(x: dstX0, y: lo, width: dstX1 - dstX0, height: hi - lo))
    }
}
