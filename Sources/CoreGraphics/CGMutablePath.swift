import Foundation

/// A path that can be built up.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override internal init(elements: [Element]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        append(.line(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStart()
        append(.quad(control.applying(transform), end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        ensureStart()
        append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    public func closeSubpath() {
        guard lastPoint != nil else { return }
        append(.close)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// An ellipse of four cubic arcs, starting at the right-most point, clockwise in a flipped context.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rw = min(max(0, cornerWidth), r.width / 2), rh = min(max(0, cornerHeight), r.height / 2)
        if rw == 0 || rh == 0 { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498307936
        move(to: CGPoint(x: r.minX + rw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + rh),
                 control1: CGPoint(x: r.maxX - rw + k * rw, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + rh - k * rh), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - rh), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - rw, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - rh + k * rh),
                 control2: CGPoint(x: r.maxX - rw + k * rw, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - rh),
                 control1: CGPoint(x: r.minX + rw - k * rw, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - rh + k * rh), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + rh), transform: transform)
        addCurve(to: CGPoint(x: r.minX + rw, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + rh - k * rh),
                 control2: CGPoint(x: r.minX + rw - k * rw, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc. `clockwise` is in Core Graphics' y-up sense: true means decreasing angles.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi)
                if sweep > 0 { sweep -= twoPi }
            }
            sweep = max(sweep, -twoPi)
        } else {
            if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: twoPi)
                if sweep < 0 { sweep += twoPi }
            }
            sweep = min(sweep, twoPi)
        }
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// Adds a line to the tangent point and an arc of `radius` tangent to both lines.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let p0 = lastPoint ?? p1
        if lastPoint == nil { move(to: p1, transform: transform) }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else {
            addLine(to: p1, transform: transform); return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let dist = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * dist, y: p1.y + u1.y * dist)
        let t2 = CGPoint(x: p1.x + u2.x * dist, y: p1.y + u2.y * dist)
        let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bis.x, bis.y)
        let cd = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bis.x / bl * cd, y: p1.y + bis.y / bl * cd)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        addArcSegments(center: center, radius: radius, start: a1, sweep: sweep, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements { append(e.applying(transform)) }
    }

    /// An arc as cubic segments of at most 90°, joined to the current point by a line.
    private func addArcSegments(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                                transform: CGAffineTransform) {
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if lastPoint == nil { move(to: startPoint, transform: transform) }
        else { addLine(to: startPoint, transform: transform) }
        guard sweep != 0 else { return }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = CGPoint(x: cos(a), y: sin(a)), p3 = CGPoint(x: cos(b), y: sin(b))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func world(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: world(p3), control1: world(c1), control2: world(c2), transform: transform)
            a = b
        }
    }

    /// Apple starts an implicit subpath at (0,0) when a line is added to an empty path.
    private func ensureStart() {
        if lastPoint == nil { append(.move(.zero)) }
    }
}
