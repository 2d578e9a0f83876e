import Foundation
@_implementationOnly import CCairo

/// An immutable graphics path. Arcs and ellipses are stored as cubic Béziers, as Apple's are.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    package enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    package internal(set) var elements: [Element] = []
    /// Start of the current subpath, where `closeSubpath` returns to.
    internal var subpathStart: CGPoint = .zero
    internal var lastPoint: CGPoint? = nil

    internal init(elements: [Element]) {
        for e in elements { append(e) }
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let m = CGMutablePath()
        m.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(elements: m.elements)
    }

    internal func append(_ e: Element) {
        switch e {
        case .move(let p): subpathStart = p; lastPoint = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p): lastPoint = p
        case .close: lastPoint = subpathStart
        }
        elements.append(e)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The current point, or `.zero` for an empty path (Apple's behaviour).
    public var currentPoint: CGPoint { lastPoint ?? .zero }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// The bounds of every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var r = CGRect.null
        for e in elements { for p in e.points { r = r.union(CGRect(origin: p, size: .zero)) } }
        return r
    }

    /// The tight bounds of the curves themselves; `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var r = CGRect.null
        var current = CGPoint.zero
        func add(_ p: CGPoint) { r = r.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                add(p); current = p
            case .quad(let c, let p):
                // A quadratic is a cubic with control points at 2/3 of the way to c.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                for q in CGPath.cubicExtremes(current, c1, c2, p) { add(q) }
                current = p
            case .cubic(let c1, let c2, let p):
                for q in CGPath.cubicExtremes(current, c1, c2, p) { add(q) }
                current = p
            case .close:
                break
            }
        }
        return r
    }

    /// End points and axis extrema of a cubic Bézier.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = [0, 1]
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // Derivative: 3[(a1-a0)(1-t)^2 + 2(a2-a1)t(1-t) + (a3-a2)t^2] = 0
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    ts.append((-b + s) / (2 * a)); ts.append((-b - s) / (2 * a))
                }
            }
        }
        return ts.filter { $0 >= 0 && $0 <= 1 }.map { t in
            let mt = 1 - t
            let w0 = mt * mt * mt, w1 = 3 * mt * mt * t, w2 = 3 * mt * t * t, w3 = t * t * t
            return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                           y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
    }

    /// Whether `point` is inside the path when filled with `rule`, asked of Cairo.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let p = point.applying(transform.inverted())
        addTo(cairo: cr!)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cr, Double(p.x), Double(p.y)) != 0
    }

    /// Replays the path into a Cairo context (in its current user space).
    package func addTo(cairo cr: OpaquePointer) {
        var current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// Calls `block` for each element, as Apple's does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let pts = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { pts.deallocate() }
        for e in elements {
            let ps = e.points
            for (i, p) in ps.enumerated() { pts[i] = p }
            var el = CGPathElement(type: e.type, points: pts)
            withUnsafePointer(to: &el) { block($0) }
        }
    }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.elements == r.elements }
    public func hash(into h: inout Hasher) { h.combine(elements) }

    public var description: String {
        elements.map { e -> String in
            let pts = e.points.map { "\($0.x) \($0.y)" }.joined(separator: " ")
            switch e {
            case .move: return "\(pts) m"
            case .line: return "\(pts) l"
            case .quad: return "\(pts) q"
            case .cubic: return "\(pts) c"
            case .close: return "h"
            }
        }.joined(separator: " ")
    }
}

extension CGPath.Element {
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
