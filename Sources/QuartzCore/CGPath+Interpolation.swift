import Foundation
import CoreGraphics

extension CGPath {
    /// The path `t` of the way from `a` to `b`, point by point, when both have the same elements in the
    /// same order (as Core Animation animates a shape's path); nil when they differ.
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        func elements(_ p: CGPath) -> [(CGPathElementType, [CGPoint])] {
            var out: [(CGPathElementType, [CGPoint])] = []
            p.applyWithBlock { e in
                let n: Int
                switch e.pointee.type {
                case .moveToPoint, .addLineToPoint: n = 1
                case .addQuadCurveToPoint: n = 2
                case .addCurveToPoint: n = 3
                default: n = 0
                }
                out.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
            }
            return out
        }
        let ea = elements(a), eb = elements(b)
        guard ea.count == eb.count, zip(ea, eb).allSatisfy({ $0.0 == $1.0 }) else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let out = CGMutablePath()
        for ((type, pa), (_, pb)) in zip(ea, eb) {
            let m = zip(pa, pb).map { mix($0, $1) }
            switch type {
            case .moveToPoint: out.move(to: m[0])
            case .addLineToPoint: out.addLine(to: m[0])
            case .addQuadCurveToPoint: out.addQuadCurve(to: m[1], control: m[0])
            case .addCurveToPoint: out.addCurve(to: m[2], control1: m[0], control2: m[1])
            default: out.closeSubpath()
            }
        }
        return out
    }
}
