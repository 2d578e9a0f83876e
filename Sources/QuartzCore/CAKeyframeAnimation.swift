import Foundation
@_spi(OpenUIKit) import CoreGraphics

/// An animation through a list of values (or along a path), with optional key times and per-segment pacing.
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    override var givenValues: [Any] { values ?? [] }

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        guard let c = c as? CAKeyframeAnimation else { return }
        c.values = values; c.path = path; c.keyTimes = keyTimes
        c.timingFunctions = timingFunctions; c.calculationMode = calculationMode
    }

    override func value(at s: Sample, current: AnimValue, model: AnimValue) -> AnimValue? {
        let frames: [AnimValue]
        if let path {
            frames = CAKeyframeAnimation.flatten(path).map { .point($0) }
        } else {
            frames = (values ?? []).compactMap { LayerKeyPath.value($0, like: current) }
        }
        guard !frames.isEmpty else { return nil }
        if frames.count == 1 { return frames[0] }
        let times = resolvedKeyTimes(frames)
        let t = s.progress
        if calculationMode == .discrete {
            // n values with n (or n+1) key times: each value holds until the next time.
            var i = 0
            while i + 1 < frames.count && t >= times[i + 1] { i += 1 }
            return frames[i]
        }
        var seg = 0
        while seg + 2 < times.count && t > times[seg + 1] { seg += 1 }
        let span = times[seg + 1] - times[seg]
        var local = span > 0 ? (t - times[seg]) / span : 1
        local = min(1, max(0, local))
        if let fns = timingFunctions, seg < fns.count { local = fns[seg].evaluate(local) }
        var v = frames[seg].lerp(to: frames[seg + 1], CGFloat(local))
        if isCumulative && s.iteration > 0, let last = frames.last {
            for _ in 0..<Int(s.iteration) { v = v.adding(last.subtracting(frames[0])) }
        }
        return v
    }

    /// Key times given, or spaced evenly, or (paced) in proportion to the distance between values.
    private func resolvedKeyTimes(_ frames: [AnimValue]) -> [Double] {
        if calculationMode == .paced || calculationMode == .cubicPaced || path != nil && keyTimes == nil {
            var d: [Double] = [0]
            for i in 1..<frames.count { d.append(d[i - 1] + Double(frames[i].subtracting(frames[i - 1]).magnitude)) }
            if let total = d.last, total > 0 { return d.map { $0 / total } }
        }
        if let kt = keyTimes, kt.count >= frames.count { return kt.map { $0.doubleValue } }
        return frames.indices.map { Double($0) / Double(frames.count - 1) }
    }

    /// The path as a polyline fine enough to follow curves.
    static func flatten(_ path: CGPath) -> [CGPoint] {
        var pts: [CGPoint] = []
        var cur = CGPoint.zero, start = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p): pts.append(p); cur = p; start = p
            case .line(let p): pts.append(p); cur = p
            case .quad(let c, let p):
                for i in 1...16 {
                    let t = CGFloat(i) / 16, mt = 1 - t
                    let w0: CGFloat = mt * mt, w1: CGFloat = 2 * mt * t, w2: CGFloat = t * t
                    let x: CGFloat = w0 * cur.x + w1 * c.x + w2 * p.x
                    let y: CGFloat = w0 * cur.y + w1 * c.y + w2 * p.y
                    pts.append(CGPoint(x: x, y: y))
                }
                cur = p
            case .cubic(let c1, let c2, let p):
                for i in 1...24 {
                    let t = CGFloat(i) / 24, mt = 1 - t
                    let a: CGFloat = mt * mt * mt, b: CGFloat = 3 * mt * mt * t
                    let c: CGFloat = 3 * mt * t * t, d: CGFloat = t * t * t
                    let x: CGFloat = a * cur.x + b * c1.x + c * c2.x + d * p.x
                    let y: CGFloat = a * cur.y + b * c1.y + c * c2.y + d * p.y
                    pts.append(CGPoint(x: x, y: y))
                }
                cur = p
            case .close: pts.append(start); cur = start
            }
        }
        return pts
    }
}
