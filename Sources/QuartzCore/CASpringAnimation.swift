import Foundation

/// A damped spring from `fromValue` to `toValue`: mass, stiffness, damping, initial velocity.
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// iOS 17's perceptual parameters: a duration and a bounce in -1...1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(0.01, perceptualDuration)
        stiffness = pow(2 * .pi / d, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / d
        duration = settlingDuration
    }

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        guard let c = c as? CASpringAnimation else { return }
        c.mass = mass; c.stiffness = stiffness; c.damping = damping
        c.initialVelocity = initialVelocity; c.allowsOverdamping = allowsOverdamping
    }

    open var perceptualDuration: CFTimeInterval { 2 * .pi / Double((stiffness / mass).squareRoot()) }

    open var bounce: CGFloat {
        let r = dampingRatio
        return r <= 1 ? 1 - r : 1 - 1 / r
    }

    var dampingRatio: CGFloat { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Time until the spring stays within 0.1% of its target.
    open var settlingDuration: CFTimeInterval {
        var t = 0.0, lastOutside = 0.0
        while t < 60 {
            if abs(1 - progress(at: t)) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }
            t += 1.0 / 240
        }
        return lastOutside
    }

    /// The spring's progress after `t` seconds, for a timeline UIKit paces by this spring.
    package func springProgress(at t: Double) -> Double { progress(at: t) }

    /// Fraction of the way from start to end after `t` seconds (may overshoot 1).
    func progress(at t: Double) -> Double {
        let m = Double(mass), k = Double(stiffness), c = Double(damping), v0 = Double(initialVelocity)
        guard m > 0, k > 0 else { return 1 }
        let w0 = (k / m).squareRoot()
        var zeta = c / (2 * (k * m).squareRoot())
        if !allowsOverdamping { zeta = min(zeta, 1) }
        let x: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 + zeta * w0 * a) / wd
            x = exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            x = exp(-w0 * t) * (-1 + (v0 - w0) * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + x
    }

    override func value(at s: Sample, current: AnimValue, model: AnimValue) -> AnimValue? {
        let (a, b) = endpoints(current: isAdditive ? LayerKeyPath.zero(like: current) : model)
        let p = s.finished ? 1 : progress(at: s.seconds)
        return a.lerp(to: b, CGFloat(p))
    }
}
