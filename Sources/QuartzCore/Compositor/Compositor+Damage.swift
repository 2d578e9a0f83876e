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
        // into one would repaint everything between a scrolled strip and a bar). The pairs' costs are
        // worked out once and kept up to date as rectangles merge.
        if out.count > 16 { out = mergeCheapestPairs(out, until: 16) }
        // Most of their bounding box already: one rectangle, painted once, costs less than many (each
        // visits every layer reaching it, and repaints what lies under it), as when every visible cell changed.
        if out.count > 1 {
            let box = out.dropFirst().reduce(out[0]) { $0.union($1) }
            let area = out.reduce(0) { $0 + $1.width * $1.height }
            if area >= box.width * box.height * 0.6 { return [box] }
        }
        return out
    }

    /// Greedy merging by the least added area, with the costs of every pair kept in a table.
    private static func mergeCheapestPairs(_ input: [CGRect], until limit: Int) -> [CGRect] {
        var rects: [CGRect?] = input
        let n = input.count
        func area(_ r: CGRect) -> CGFloat { r.width * r.height }
        func cost(_ a: CGRect, _ b: CGRect) -> CGFloat { area(a.union(b)) - area(a) - area(b) }
        var costs = [CGFloat](repeating: .infinity, count: n * n)
        for i in 0..<n { for j in (i + 1)..<n { costs[i * n + j] = cost(input[i], input[j]) } }
        var alive = n
        while alive > limit {
            var best = (0, 0, CGFloat.infinity)
            for i in 0..<n where rects[i] != nil {
                for j in (i + 1)..<n where costs[i * n + j] < best.2 { best = (i, j, costs[i * n + j]) }
            }
            guard best.2.isFinite, let a = rects[best.0], let b = rects[best.1] else { break }
            var merged = a.union(b)
            rects[best.1] = nil
            alive -= 1
            for k in 0..<n { costs[min(k, best.1) * n + max(k, best.1)] = .infinity }
            // A merged rectangle may now overlap others: fold them in too.
            var folded = true
            while folded {
                folded = false
                for k in 0..<n where k != best.0 {
                    if let r = rects[k], r.intersects(merged) {
                        merged = merged.union(r)
                        rects[k] = nil
                        alive -= 1
                        for m in 0..<n { costs[min(m, k) * n + max(m, k)] = .infinity }
                        folded = true
                    }
                }
            }
            rects[best.0] = merged
            for k in 0..<n where k != best.0 {
                guard let r = rects[k] else { continue }
                costs[min(k, best.0) * n + max(k, best.0)] = cost(merged, r)
            }
        }
        return rects.compactMap { $0 }
    }
}
