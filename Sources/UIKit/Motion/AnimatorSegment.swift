import Foundation
import QuartzCore

/// One uninterrupted run of a property animator: time `s` goes from `s0` in `direction` over
/// `length` seconds a unit, and the value shown is `v0 + (v1 − v0)·pace(s)`. The first run of an
/// animator goes 0 → 1; reversing it plays the same curve back (`turned`); a run continued from a
/// pause goes from the value shown to the end with the timing it was given.
@MainActor struct AnimatorSegment {
    @MainActor enum Pace {
        case cubic(CAMediaTimingFunction)
        /// A spring and the seconds one unit of `s` lasts.
        case spring(CASpringAnimation, TimeInterval)

        func value(_ s: Double) -> Double {
            switch self {
            case .cubic(let f): return f.evaluate(s)
            case .spring(let spring, let length): return s >= 1 ? 1 : spring.springProgress(at: max(0, s) * length)
            }
        }
    }

    var startTime: CFTimeInterval
    var s0: Double
    var direction: Double
    var v0: Double
    var v1: Double
    var length: TimeInterval
    var pace: Pace

    /// The first run, from the start values to the end ones: delayed blocks time themselves by it.
    var isFresh: Bool { v0 == 0 && v1 == 1 }

    func s(at t: CFTimeInterval) -> Double {
        guard length > 0 else { return t >= startTime ? (direction > 0 ? 1 : 0) : s0 }
        return max(0, min(1, s0 + direction * max(0, t - startTime) / length))
    }

    func value(at t: CFTimeInterval) -> Double { v0 + (v1 - v0) * pace.value(s(at: t)) }

    func isDone(at t: CFTimeInterval) -> Bool {
        let s = s(at: t)
        return direction > 0 ? s >= 1 : s <= 0
    }

    /// The same run played back from where it is at `t`.
    func turned(at t: CFTimeInterval) -> AnimatorSegment {
        var r = self
        r.s0 = s(at: t)
        r.startTime = max(t, startTime)
        r.direction = -direction
        return r
    }
}
