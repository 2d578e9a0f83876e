import Foundation
import QuartzCore

/// The animation block being run by `UIView.animate…`: while it is set, property changes
/// on views' layers become animations with its timing instead of happening at once.
@MainActor final class UIViewAnimationContext {
    enum Spring { case none, damping(ratio: CGFloat, velocity: CGFloat), perceptual(bounce: CGFloat) }

    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    let spring: Spring
    /// Set when an animation of this block was removed before it finished.
    let tracker = CompletionTracker()
    /// A `beginAnimations` block's identity, transition and handlers (nil for `animate` blocks).
    var block: AnimationBlock?
    /// Set for a property animator's blocks: its animations follow this timeline, from `timelineStart`
    /// (a delayed block's share), and each animated layer and key is recorded for the animator.
    var timeline: AnimationTimeline?
    var timelineStart: Double = 0
    var recorded: [(layer: CALayer, key: String)] = []
    /// `modifyAnimations(withRepeatCount:autoreverses:)` inside the block.
    var repeatCount: Float?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.spring = spring
    }

    static var stack: [UIViewAnimationContext] = []
    /// Set while an `animateKeyframes` block runs.
    static var keyframes: UIViewKeyframeRecorder?
    static var animationsEnabled = true

    /// What a view answers outside an animation block: no action, and no search further. One
    /// shared object, since every view property set outside a block asks (a dynamic animator's
    /// items, twice per item each frame).
    private static let noAction = NSNull()

    /// The action a view returns for its layer: an animation inside an animation block, else none.
    static func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        if animationsEnabled, let recorder = keyframes, recorder.current != nil { return recorder }
        guard animationsEnabled, let ctx = stack.last, ctx.duration > 0 else { return noAction }
        return ctx.makeAnimation(for: layer, key: key) ?? noAction
    }

    private func makeAnimation(for layer: CALayer, key: String) -> CAAnimation? {
        if let timeline {
            let anim = TimelineAnimation(keyPath: key)
            anim.timeline = timeline
            anim.start = timelineStart
            recorded.append((layer, key))
            return anim
        }
        let anim: CABasicAnimation
        switch spring {
        case .none where options.isKeyboardCurve:
            // Curve 7, the keyboard's: a heavily damped spring that takes half a second whatever the
            // duration asked (as UIKit does with it).
            let s = CASpringAnimation(keyPath: key)
            s.mass = 3
            s.stiffness = 1000
            s.damping = 500
            s.duration = 0.5
            anim = s
        case .none:
            anim = CABasicAnimation(keyPath: key)
            anim.duration = duration
            anim.timingFunction = options.timingFunction
        case .damping(let ratio, let velocity):
            let s = Self.spring(ratio: ratio, velocity: velocity, duration: duration)
            s.keyPath = key
            anim = s
        case .perceptual(let bounce):
            let s = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
            s.keyPath = key
            anim = s
        }
        // No fromValue: the layer starts it where the layer appeared before the change
        // (UIKit's additive animations look the same).
        if delay > 0 {
            anim.beginTime = layer.mediaNow + delay
            anim.fillMode = .backwards
        }
        if options.contains(.repeat) { anim.repeatCount = .infinity }
        if let repeatCount { anim.repeatCount = repeatCount }
        if options.contains(.autoreverse) { anim.autoreverses = true }
        anim.delegate = tracker
        return anim
    }
}

extension UIViewAnimationContext {
    /// UIKit's spring by damping ratio: it comes to rest within `duration`.
    static func spring(ratio: CGFloat, velocity: CGFloat, duration: TimeInterval) -> CASpringAnimation {
        let s = CASpringAnimation()
        let r = max(0.01, min(1, ratio))
        let omega = log(1000.0) / (Double(r) * max(0.01, duration))
        s.mass = 1
        s.stiffness = CGFloat(omega * omega)
        s.damping = CGFloat(2 * Double(r) * omega)
        s.initialVelocity = velocity
        s.duration = duration
        return s
    }
}

/// Records whether every animation of a block finished, for the completion's `finished` flag.
@MainActor final class CompletionTracker: LibraryAnimationDelegate {
    var allFinished = true
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { allFinished = false }
    }
}
