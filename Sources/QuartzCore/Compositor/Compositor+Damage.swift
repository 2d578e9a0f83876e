import Foundation
import CoreGraphics

/// Damage in device pixels: what a layer's own drawing covers, and few rectangles out of many.
extension Compositor {
    /// The device rect a layer's own drawing covers: bounds, plus its shadow.
    static func ownRect(_ layer: CALayer, _ s: LayerState, _ m: CGAffineTransform) -> CGRect {
        var r = s.bounds
        if !s.custom.isEmpty, let extent = layer.vectorContentExtent(s) {
            r = r.union(s.masksToBounds ? extent.intersection(s.bounds) : extent)
        }
        if s.shadowOpacity > 0 && !s.masksToBounds, s.shadowColor != nil {
            let shape = s.shadowPath?.boundingBoxOfPath ?? s.bounds
            let blur = s.shadowRadius * 3 + 1
            r = r.union(shape.offsetBy(dx: s.shadowOffset.width, dy: s.shadowOffset.height).insetBy(dx: -blur, dy: -blur))
        }
        return r.applying(m)
    }

    /// Few rectangles: overlapping ones merge, and past 16 everything becomes one.
    static func merge(_ input: [CGRect]) -> [CGRect] {
        var out: [CGRect] = []
        for var r in input {
            var merged = true
            while merged {
                merged = false
                if let i = out.firstIndex(where: { $0.intersects(r) }) {
                    r = r.union(out.remove(at: i))
                    merged = true
                }
            }
            out.append(r)
        }
        // Too many: merge the pairs whose union adds the least area, until 16 are left (merging all
        // into one would repaint everything between a scrolled strip and a bar).
        while out.count > 16 {
            var best = (0, 1, CGFloat.infinity)
            for i in out.indices {
                for j in out.indices where j > i {
                    let u = out[i].union(out[j])
                    let cost = u.width * u.height - out[i].width * out[i].height - out[j].width * out[j].height
                    if cost < best.2 { best = (i, j, cost) }
                }
            }
            let merged = out[best.0].union(out[best.1])
            out.remove(at: best.1)
            out[best.0] = merged
            // A merged rectangle may now overlap others: fold them in too.
            var k = 0
            while k < out.count {
                if k != best.0, out[k].intersects(out[best.0]) {
                    out[best.0] = out[best.0].union(out[k])
                    out.remove(at: k)
                    if k < best.0 { best.0 -= 1 }
                    k = 0
                } else {
                    k += 1
                }
            }
        }
        // Most of their bounding box already: one rectangle, painted once, costs less than many (each
        // visits every layer reaching it, and repaints what lies under it), as when every visible cell changed.
        if out.count > 1 {
            let box = out.dropFirst().reduce(out[0]) { $0.union($1) }
            let area = out.reduce(0) { $0 + $1.width * $1.height }
            if area >= box.width * box.height * 0.6 { return [box] }
        }
        return out
    }
}
