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

    /// Few rectangles: overlapping ones merge; past 16, the pairs whose union adds the least area;
    /// one when they cover most of their bounding box. Worked on plain edges (`DamageBox`): Foundation's
    /// `CGRect` operations normalise every rectangle on every call, and a frame merges hundreds.
    nonisolated static func merge(_ input: [CGRect]) -> [CGRect] {
        var out: [DamageBox] = []
        out.reserveCapacity(input.count)
        for rect in input {
            var r = DamageBox(rect.standardized)
            var i = 0
            while i < out.count {
                if out[i].intersects(r) {
                    r = r.union(out.remove(at: i))
                    i = 0
                } else {
                    i += 1
                }
            }
            out.append(r)
        }
        // Most of their bounding box already: one rectangle, painted once, costs less than many (each
        // visits every layer reaching it, and repaints what lies under it), as when every visible cell
        // changed. (Asked before merging pairs as well as after: merging only grows what they cover.)
        if let box = mostOfTheirBox(out) { return [box.rect] }
        // Too many: merge the pairs whose union adds the least area, until 16 are left (merging all
        // into one would repaint everything between a scrolled strip and a bar).
        if out.count > 16 {
            out = mergeCheapestPairs(out, until: 16)
            if let box = mostOfTheirBox(out) { return [box.rect] }
        }
        return out.map(\.rect)
    }

    /// The bounding box of disjoint boxes when they cover 60% of it or more.
    private nonisolated static func mostOfTheirBox(_ boxes: [DamageBox]) -> DamageBox? {
        guard boxes.count > 1 else { return nil }
        var box = boxes[0], area = 0.0
        for b in boxes {
            box = box.union(b)
            area += b.area
        }
        return area >= box.area * 0.6 ? box : nil
    }

    /// Greedy merging by the least added area, with the costs of every pair kept in a table, and
    /// each row's cheapest pair beside it: finding the next merge reads one number a row, and only
    /// the rows a merge touched are searched again.
    private nonisolated static func mergeCheapestPairs(_ input: [DamageBox], until limit: Int) -> [DamageBox] {
        var boxes: [DamageBox?] = input
        let n = input.count
        func cost(_ a: DamageBox, _ b: DamageBox) -> Double { a.union(b).area - a.area - b.area }
        var costs = [Double](repeating: .infinity, count: n * n)
        for i in 0..<n { for j in (i + 1)..<n { costs[i * n + j] = cost(input[i], input[j]) } }
        // rowBest[i]: the cheapest j > i to merge with i, and its cost.
        var rowBest = [(j: Int, cost: Double)](repeating: (0, .infinity), count: n)
        func refresh(_ i: Int) {
            var best = (j: 0, cost: Double.infinity)
            if boxes[i] != nil {
                for j in (i + 1)..<n where costs[i * n + j] < best.cost { best = (j, costs[i * n + j]) }
            }
            rowBest[i] = best
        }
        for i in 0..<n { refresh(i) }
        func retire(_ k: Int) {
            boxes[k] = nil
            for m in 0..<n { costs[min(m, k) * n + max(m, k)] = .infinity }
        }
        var alive = n
        while alive > limit {
            var best = (i: 0, j: 0, cost: Double.infinity)
            for i in 0..<n where rowBest[i].cost < best.cost { best = (i, rowBest[i].j, rowBest[i].cost) }
            guard best.cost.isFinite, let a = boxes[best.i], let b = boxes[best.j] else { break }
            var merged = a.union(b)
            var gone = [best.j]
            retire(best.j)
            alive -= 1
            // A merged rectangle may now overlap others: fold them in too.
            var folded = true
            while folded {
                folded = false
                for k in 0..<n where k != best.i {
                    if let r = boxes[k], r.intersects(merged) {
                        merged = merged.union(r)
                        retire(k)
                        gone.append(k)
                        alive -= 1
                        folded = true
                    }
                }
            }
            boxes[best.i] = merged
            for k in 0..<n where k != best.i {
                guard let r = boxes[k] else { continue }
                costs[min(k, best.i) * n + max(k, best.i)] = cost(merged, r)
            }
            // Rows whose cheapest pair was with a box that changed or went, and the merged box's own
            // row, are searched again; a row whose pair with the merged box got cheaper takes it.
            for i in 0..<n where boxes[i] != nil {
                if i == best.i || rowBest[i].j == best.i || gone.contains(rowBest[i].j) {
                    refresh(i)
                } else if i < best.i {
                    // (On a tie the nearer box wins, as a search of the row would find it.)
                    let c = costs[i * n + best.i]
                    if c < rowBest[i].cost || (c == rowBest[i].cost && best.i < rowBest[i].j) { rowBest[i] = (best.i, c) }
                }
            }
            for k in gone { rowBest[k] = (0, .infinity) }
        }
        return boxes.compactMap { $0 }
    }
}

/// A damage rectangle as its four edges.
struct DamageBox {
    var x0, y0, x1, y1: Double

    init(_ r: CGRect) {
        x0 = Double(r.origin.x); y0 = Double(r.origin.y)
        x1 = x0 + Double(r.size.width); y1 = y0 + Double(r.size.height)
    }

    init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    var area: Double { (x1 - x0) * (y1 - y0) }
    var rect: CGRect { CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }

    /// Whether they share more than an edge, as `CGRect.intersects` has it.
    func intersects(_ o: DamageBox) -> Bool { x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1 }

    func union(_ o: DamageBox) -> DamageBox {
        DamageBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
}
