import Foundation
import CoreGraphics

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

    /// The path as one polyline fine enough to follow curves (its subpaths one after another).
    static func flatten(_ path: CGPath) -> [CGPoint] { path.polylines().flatMap(\.points) }
}
