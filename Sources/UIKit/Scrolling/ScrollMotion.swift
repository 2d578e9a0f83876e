import Foundation
import QuartzCore

/// How one coordinate of a scroll view's offset moves on its own, as a function of time.
@MainActor struct AxisMotion {
    enum Kind {
        /// Momentum: approaches `to` exponentially, losing velocity at rate `k` per second
        /// (k = −1000 ln(decelerationRate): iOS's rate is per millisecond).
        case decay(from: CGFloat, to: CGFloat, k: CGFloat)
        /// A critically damped spring to `rest`, starting `x0` away with velocity `v0` (bounce, paging).
        case spring(rest: CGFloat, x0: CGFloat, v0: CGFloat, omega: CGFloat)
        /// From one point to another over `duration`, eased in and out (animated `setContentOffset`).
        case timed(from: CGFloat, to: CGFloat, duration: CFTimeInterval)
        case still(CGFloat)
    }

    var kind: Kind
    var start: CFTimeInterval

    /// Position, velocity and whether the motion is over, at time `t`.
    func sample(at t: CFTimeInterval) -> (x: CGFloat, v: CGFloat, done: Bool) {
        let e = CGFloat(max(0, t - start))
        switch kind {
        case .decay(let from, let to, let k):
            let f = exp(-k * e)
            let x = from + (to - from) * (1 - f)
            return (x, (to - from) * k * f, abs(to - x) < 0.1)
        case .spring(let rest, let x0, let v0, let w):
            let b = v0 + w * x0
            let f = exp(-w * e)
            let x = rest + (x0 + b * e) * f
            let v = (v0 - w * b * e) * f
            return (x, v, abs(x - rest) < 0.1 && abs(v) < 5)
        case .timed(let from, let to, let duration):
            guard duration > 0, Double(e) < duration else { return (to, 0, true) }
            let p = CGFloat(AxisMotion.ease.evaluate(Double(e) / duration))
            return (from + (to - from) * p, 0, false)
        case .still(let x):
            return (x, 0, true)
        }
    }

    /// The final position.
    var destination: CGFloat {
        switch kind {
        case .decay(_, let to, _): return to
        case .spring(let rest, _, _, _): return rest
        case .timed(_, let to, _): return to
        case .still(let x): return x
        }
    }

    var isDecay: Bool { if case .decay = kind { return true }; return false }

    static let ease = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The spring that brings content back from beyond an edge (≈ 0.5 s, as iOS's bounce).
    static let bounceOmega: CGFloat = 12
    /// The spring that settles a page (≈ 0.3 s).
    static let pagingOmega: CGFloat = 18
}

/// A scroll view's motion on both axes, and what it is for.
struct ScrollMotion {
    enum Purpose { case deceleration, animation }
    var x: AxisMotion
    var y: AxisMotion
    var purpose: Purpose
    /// Run once the motion ends by itself (not when a touch or a new offset stops it).
    var completion: (() -> Void)?
}
