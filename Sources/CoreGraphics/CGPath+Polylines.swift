import Foundation

extension CGPath {
    /// One subpath as straight segments: its points in order, and whether it was closed.
    package struct Polyline: Sendable {
        public var points: [CGPoint]
        public var isClosed: Bool
    }

    /// The path's subpaths as polylines fine enough to follow curves (16 segments a quadratic,
    /// 24 a cubic). A closed subpath's last point is its first again.
    package func polylines() -> [Polyline] {
        var lines: [Polyline] = []
        var pts: [CGPoint] = []
        var cur = CGPoint.zero, start = CGPoint.zero
        func finish(closed: Bool) {
            if pts.count > 1 || closed { lines.append(Polyline(points: pts, isClosed: closed)) }
            pts = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                pts = [p]; cur = p; start = p
            case .line(let p):
                if pts.isEmpty { pts = [cur] }
                pts.append(p); cur = p
            case .quad(let c, let p):
                if pts.isEmpty { pts = [cur] }
                for i in 1...16 {
                    let t = CGFloat(i) / 16, mt = 1 - t
                    let w0: CGFloat = mt * mt, w1: CGFloat = 2 * mt * t, w2: CGFloat = t * t
                    pts.append(CGPoint(x: w0 * cur.x + w1 * c.x + w2 * p.x, y: w0 * cur.y + w1 * c.y + w2 * p.y))
                }
                cur = p
            case .cubic(let c1, let c2, let p):
                if pts.isEmpty { pts = [cur] }
                for i in 1...24 {
                    let t = CGFloat(i) / 24, mt = 1 - t
                    let a: CGFloat = mt * mt * mt, b: CGFloat = 3 * mt * mt * t
                    let c: CGFloat = 3 * mt * t * t, d: CGFloat = t * t * t
                    pts.append(CGPoint(x: a * cur.x + b * c1.x + c * c2.x + d * p.x,
                                       y: a * cur.y + b * c1.y + c * c2.y + d * p.y))
                }
                cur = p
            case .close:
                if pts.isEmpty { pts = [start] }
                pts.append(start); cur = start
                finish(closed: true)
            }
        }
        finish(closed: false)
        return lines
    }
}
