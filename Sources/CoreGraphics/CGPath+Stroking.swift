import Foundation

extension CGPath {
    /// The area a stroke of this path covers, as a path to fill (nonzero winding) or clip to: each
    /// straight piece of the flattened path is a quadrilateral, each join and cap its own piece,
    /// all wound the same way so that their union is the stroke. (Core Graphics returns one outline;
    /// the area filled is the same. Dashes are not applied.)
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let out = CGMutablePath()
        let r = lineWidth / 2
        guard r > 0 else { return out }
        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            var area: CGFloat = 0
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                area += a.x * b.y - b.x * a.y
            }
            guard abs(area) > 1e-9 else { return }
            let pts = (area < 0 ? polygon.reversed() : polygon).map { $0.applying(transform) }
            out.addLines(between: pts)
            out.closeSubpath()
        }
        func disc(_ c: CGPoint) {
            add((0..<32).map { i in
                let a = CGFloat(i) * .pi / 16
                return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            })
        }
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
            let dx = b.x - a.x, dy = b.y - a.y, l = (dx * dx + dy * dy).squareRoot()
            return l > 1e-9 ? CGPoint(x: -dy / l * r, y: dx / l * r) : nil
        }
        for line in polylines() {
            // Consecutive repeated points give no direction: drop them.
            var pts: [CGPoint] = []
            for p in line.points where pts.last.map({ abs($0.x - p.x) > 1e-9 || abs($0.y - p.y) > 1e-9 }) ?? true { pts.append(p) }
            if line.isClosed, pts.count > 2, let f = pts.first, let l = pts.last, abs(f.x - l.x) < 1e-9, abs(f.y - l.y) < 1e-9 { pts.removeLast() }
            if pts.count == 1 {
                // A zero-length subpath draws only its caps.
                if lineCap == .round { disc(pts[0]) }
                if lineCap == .square { add([CGPoint(x: pts[0].x - r, y: pts[0].y - r), CGPoint(x: pts[0].x + r, y: pts[0].y - r),
                                             CGPoint(x: pts[0].x + r, y: pts[0].y + r), CGPoint(x: pts[0].x - r, y: pts[0].y + r)]) }
                continue
            }
            let closed = line.isClosed && pts.count > 2
            let segments = closed ? pts.count : pts.count - 1
            for i in 0..<segments {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                guard let n = normal(a, b) else { continue }
                add([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                     CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
            }
            // Joins at every inner vertex (every vertex of a closed subpath).
            let vertices = closed ? Array(pts.indices) : Array(pts.indices.dropFirst().dropLast())
            for i in vertices {
                let p = pts[i], prev = pts[(i - 1 + pts.count) % pts.count], next = pts[(i + 1) % pts.count]
                guard let n1 = normal(prev, p), let n2 = normal(p, next) else { continue }
                let cross = (p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x)
                guard abs(cross) > 1e-12 else { continue }
                // The outer side of the turn.
                let s: CGFloat = cross > 0 ? -1 : 1
                let o1 = CGPoint(x: p.x + s * n1.x, y: p.y + s * n1.y), o2 = CGPoint(x: p.x + s * n2.x, y: p.y + s * n2.y)
                switch lineJoin {
                case .round: disc(p)
                case .bevel: add([p, o1, o2])
                case .miter:
                    // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments.
                    let d1 = CGPoint(x: p.x - prev.x, y: p.y - prev.y), d2 = CGPoint(x: next.x - p.x, y: next.y - p.y)
                    let l1 = (d1.x * d1.x + d1.y * d1.y).squareRoot(), l2 = (d2.x * d2.x + d2.y * d2.y).squareRoot()
                    let cosTurn = (d1.x * d2.x + d1.y * d2.y) / (l1 * l2)
                    let theta = CGFloat.pi - acos(max(-1, min(1, cosTurn)))
                    let ratio = 1 / max(1e-9, sin(theta / 2))
                    if ratio > miterLimit { add([p, o1, o2]); continue }
                    // The tip: where the two outer edges meet, on the bisector of the outer offsets.
                    let bis = CGPoint(x: (o1.x + o2.x) / 2 - p.x, y: (o1.y + o2.y) / 2 - p.y)
                    let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
                    guard bl > 1e-9 else { add([p, o1, o2]); continue }
                    let tipLength = r * ratio
                    let tip = CGPoint(x: p.x + bis.x / bl * tipLength, y: p.y + bis.y / bl * tipLength)
                    add([p, o1, tip, o2])
                }
            }
            guard !closed else { continue }
            // Caps at the two ends.
            for (end, inner) in [(pts[0], pts[1]), (pts[pts.count - 1], pts[pts.count - 2])] {
                switch lineCap {
                case .butt: break
                case .round: disc(end)
                case .square:
                    guard let n = normal(inner, end) else { continue }
                    let out = CGPoint(x: n.y, y: -n.x)   // along the segment, away from it
                    add([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + out.x, y: end.y + n.y + out.y),
                         CGPoint(x: end.x - n.x + out.x, y: end.y - n.y + out.y), CGPoint(x: end.x - n.x, y: end.y - n.y)])
                }
            }
        }
        return out
    }
}
