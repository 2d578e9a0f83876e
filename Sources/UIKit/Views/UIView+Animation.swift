import Foundation
import QuartzCore

/// The work behind UIView's animation class methods (declared in UIView.swift, `open` as on iOS).
@MainActor enum UIViewAnimations {
    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: .none),
            animations: animations, completion: completion)
    }

    static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// An animation of the library's own whose completion only tidies up (it runs none of the app's
    /// code, so the frame that ends it need not paint what frames left before it).
    static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, tidyingUp: @escaping (Bool) -> Void) {
        run(UIViewAnimationContext(duration: duration, delay: 0, options: [], spring: .none),
            animations: animations, completion: tidyingUp, runsAppCode: false)
    }

    static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(UIViewAnimationContext(duration: duration, delay: delay, options: options,
                                   spring: .damping(ratio: dampingRatio, velocity: velocity)),
            animations: animations, completion: completion)
    }

    static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: .perceptual(bounce: bounce)),
            animations: animations, completion: completion)
    }

    static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let kind = ViewTransition.Kind(options: options), duration > 0, UIViewAnimationContext.animationsEnabled else {
            performWithoutAnimation { animations?() }
            if let completion {
                CATransaction.begin()
                CATransaction.setCompletionBlock { completion(true) }
                CATransaction.commit()
            }
            return
        }
        let transition = ViewTransition(view: view, kind: kind)
        performWithoutAnimation { animations?() }
        transition.run(duration: duration, delay: 0, timing: options.timingFunction, completion: completion)
    }

    static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let container, toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let container else { swap(); completion?(true); return }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }

    static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let recorder = UIViewKeyframeRecorder()
        let tracker = CompletionTracker()
        let outer = UIViewAnimationContext.keyframes
        UIViewAnimationContext.keyframes = recorder
        CATransaction.begin()
        if let completion { CATransaction.setCompletionBlock { completion(tracker.allFinished) } }
        animations()
        UIViewAnimationContext.keyframes = outer
        if duration > 0 && UIViewAnimationContext.animationsEnabled {
            recorder.install(duration: duration, delay: delay, options: options, delegate: tracker)
        }
        CATransaction.commit()
    }

    static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = UIViewAnimationContext.keyframes else { animations(); return }
        let outer = recorder.current
        recorder.current = (frameStartTime, frameDuration)
        animations()
        recorder.current = outer
    }

    static func performWithoutAnimation(_ actions: () -> Void) {
        let was = UIViewAnimationContext.animationsEnabled
        UIViewAnimationContext.animationsEnabled = false
        actions()
        UIViewAnimationContext.animationsEnabled = was
    }

    static func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationContext.animationsEnabled = enabled }
    static var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }
    static var inheritedAnimationDuration: TimeInterval { UIViewAnimationContext.stack.last?.duration ?? 0 }

    private static func run(_ ctx: UIViewAnimationContext, animations: () -> Void, completion: ((Bool) -> Void)?,
                            runsAppCode: Bool = true) {
        CATransaction.begin()
        // (Without a completion there is nothing to call: a frame that ends such animations runs none
        // of the app's code.)
        if let completion {
            let block = { completion(ctx.tracker.allFinished) }
            if runsAppCode { CATransaction.setCompletionBlock(block) } else { CATransaction.setLibraryCompletionBlock(block) }
        }
        UIViewAnimationContext.stack.append(ctx)
        animations()
        UIViewAnimationContext.stack.removeLast()
        CATransaction.commit()
    }
}

extension UIView {
    /// Inside an animation block: the changes `animations` makes repeat `count` times (fractions
    /// allowed), reversing each time when `autoreverses`.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = UIViewAnimationContext.stack.last else { animations(); return }
        let ctx = UIViewAnimationContext(duration: outer.duration, delay: outer.delay, options: outer.options, spring: outer.spring)
        ctx.options.remove(.repeat)
        if autoreverses { ctx.options.insert(.autoreverse) } else { ctx.options.remove(.autoreverse) }
        ctx.repeatCount = Float(count)
        ctx.block = outer.block
        ctx.timeline = outer.timeline
        ctx.timelineStart = outer.timelineStart
        UIViewAnimationContext.stack.append(ctx)
        animations()
        UIViewAnimationContext.stack.removeLast()
        outer.recorded += ctx.recorded
        if !ctx.tracker.allFinished { outer.tracker.allFinished = false }
    }
}
