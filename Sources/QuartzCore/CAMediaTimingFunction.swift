import Foundation

/// A cubic Bézier pacing curve from (0,0) to (1,1) with two control points.
public final class CAMediaTimingFunction: Hashable, @unchecked Sendable, CustomStringConvertible {
    private let c1: (Float, Float)
    private let c2: (Float, Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (min(1, max(0, c1x)), c1y)
        c2 = (min(1, max(0, c2x)), c2y)
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0...3) into `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Float, Float) = [(0, 0), c1, c2, (1, 1)][max(0, min(3, idx))]
        ptr[0] = p.0; ptr[1] = p.1
    }

    /// The curve's y for x = `progress` (0...1).
    public func evaluate(_ progress: Double) -> Double {
        let x = min(1, max(0, progress))
        let (x1, y1, x2, y2) = (Double(c1.0), Double(c1.1), Double(c2.0), Double(c2.1))
        if x1 == y1 && x2 == y2 { return x } // linear
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * t * p1 + 3 * mt * t * t * p2 + t * t * t
        }
        func dbez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * p1 + 6 * mt * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        // Newton's method, falling back to bisection where the slope is flat.
        var t = x
        for _ in 0..<8 {
            let err = bez(t, x1, x2) - x
            if abs(err) < 1e-7 { return bez(t, y1, y2) }
            let d = dbez(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = bez(t, x1, x2)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return bez(t, y1, y2)
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool {
        l.c1 == r.c1 && l.c2 == r.c2
    }
    public func hash(into h: inout Hasher) { h.combine(c1.0); h.combine(c1.1); h.combine(c2.0); h.combine(c2.1) }
    public var description: String { "<CAMediaTimingFunction (\(c1.0), \(c1.1)) (\(c2.0), \(c2.1))>" }
}
