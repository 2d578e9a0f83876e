import Foundation
import QuartzCore

/// Drives an animator's transition by percentage, as a gesture does: `update(_:)` while the finger
/// moves, then `finish()` or `cancel()`.
///
/// As on iOS, the animator's own animations are started in a paused container and scrubbed by the
/// container layer's time; an animator with an interruptible animator is scrubbed through that
/// instead. Finishing runs the rest at `completionSpeed`; cancelling plays it back to the start.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration.
    open private(set) var duration: CGFloat = 0
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing the rest of an interruptible animator runs with (nil: its own).
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart = true

    private var context: UIViewControllerContextTransitioning?
    private var interruptible: UIViewImplicitlyAnimating?
    private var container: CALayer?

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        let candidate = animator.interruptibleAnimator(using: transitionContext)
        if !(candidate is NoInterruptibleAnimator) {
            interruptible = candidate
            candidate.pauseAnimation()
            return
        }
        // The animator's animations start in a container whose time stands still at 0.
        let layer = transitionContext.containerView.layer
        container = layer
        layer.speed = 0
        layer.timeOffset = 0
        animator.animateTransition(using: transitionContext)
    }

    /// Moves the transition to `percentComplete` (0…1).
    open func update(_ percentComplete: CGFloat) {
        let p = max(0, min(1, percentComplete))
        self.percentComplete = p
        if let interruptible {
            interruptible.fractionComplete = p
        } else if let container {
            container.timeOffset = Double(p * duration)
        }
        context?.updateInteractiveTransition(p)
    }

    /// Stops following the finger where it is (an interruptible transition caught mid-way).
    open func pauseInteractiveTransition() {
        context?.pauseInteractiveTransition()
        if let interruptible, interruptible.isRunning { interruptible.pauseAnimation() }
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        run(forward: true)
    }

    /// Plays the transition back to its start; the animator is then told it was cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        run(forward: false)
    }

    private func run(forward: Bool) {
        let speed = max(0.01, completionSpeed)
        if let interruptible {
            interruptible.isReversed = !forward
            let left = forward ? 1 - percentComplete : percentComplete
            interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: max(0.001, left / speed))
            finishDriving()
            return
        }
        guard let container else { return finishDriving() }
        if forward {
            // Resume the container's clock from where the finger left it.
            let paused = container.timeOffset
            let parentNow = container.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
            container.speed = Float(speed)
            container.timeOffset = 0
            container.beginTime = parentNow - paused / Double(speed)
            restoreContainer(container)
        } else {
            // Wind the container's clock back to 0, frame by frame; the animations then end unfinished
            // and the animator completes the transition as cancelled.
            let env = container.delegate.flatMap { ($0 as? UIView)?.responderEnvironment }
            var last = CACurrentMediaTime()
            env?.startMotion(of: self) { [weak self] now in
                guard let self else { return false }
                let t = container.timeOffset - (now - last) * Double(speed)
                last = now
                if t > 0 {
                    container.timeOffset = t
                    return true
                }
                container.timeOffset = 0
                self.endCancelled(container)
                return false
            }
            if env == nil { endCancelled(container) }
        }
    }

    /// After a finish: the container's clock runs on; once the transition completes it is reset.
    private func restoreContainer(_ layer: CALayer) {
        (context as? TransitionContext)?.whenCompleted { Self.resetClock(of: layer) }
        finishDriving()
    }

    private func endCancelled(_ layer: CALayer) {
        Self.resetClock(of: layer)
        layer.removeAnimationsInSubtreeNow()
        finishDriving()
    }

    /// The container's own time again: running, unshifted.
    private static func resetClock(of layer: CALayer) {
        layer.speed = 1
        layer.beginTime = 0
        layer.timeOffset = 0
    }

    private func finishDriving() {
        context = nil
        interruptible = nil
        container = nil
    }
}
