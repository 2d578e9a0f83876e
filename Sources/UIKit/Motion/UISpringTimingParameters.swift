import Foundation
import QuartzCore

/// A damped spring's pacing. Given by a damping ratio, it settles within the animator's duration
/// (as `UIView.animate(…usingSpringWithDamping:…)` does); given by mass, stiffness and damping, or
/// by iOS 17's perceptual duration and bounce, it runs as long as the spring takes to settle and the
/// animator's duration is ignored, as Apple documents.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The velocity at the start, relative to the distance: 1 covers the whole distance in a second.
    /// A property animator paces all its properties by one curve, so the larger component is used.
    public let initialVelocity: CGVector

    enum Spring {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    let spring: Spring

    /// UIKit's default spring (the one its own transitions use): mass 3, stiffness 1000, damping 500.
    public override init() {
        initialVelocity = CGVector(dx: 0, dy: 0)
        spring = .physical(mass: 3, stiffness: 1000, damping: 500)
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = .ratio(ratio)
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        spring = .physical(mass: mass, stiffness: stiffness, damping: damping)
        super.init()
    }

    /// iOS 17's spring by its perceptual duration and bounce (-1…1; 0 is critically damped).
    @MainActor public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let s = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: velocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Whether the animator's own duration is used (a ratio spring) or the spring's settling time.
    var usesAnimatorDuration: Bool { if case .ratio = spring { return true }; return false }

    /// The spring as Core Animation runs it, for an animator of `duration` seconds.
    @MainActor func animation(duration: TimeInterval) -> CASpringAnimation {
        let velocity = abs(initialVelocity.dx) >= abs(initialVelocity.dy) ? initialVelocity.dx : initialVelocity.dy
        switch spring {
        case .ratio(let r):
            return UIViewAnimationContext.spring(ratio: r, velocity: velocity, duration: duration)
        case .physical(let m, let k, let c):
            let s = CASpringAnimation()
            s.mass = m; s.stiffness = k; s.damping = c; s.initialVelocity = velocity
            s.duration = s.settlingDuration
            return s
        }
    }
}
