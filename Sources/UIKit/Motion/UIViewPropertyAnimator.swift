import Foundation
import QuartzCore

/// Animates changes to views and lets the app pause, scrub, reverse, continue and stop them.
///
/// The blocks run when the animator starts (or is first paused or scrubbed): the views take their
/// new values at once, and each change becomes an animation that follows the animator's own
/// timeline rather than a clock of its own. Pausing, scrubbing `fractionComplete`, reversing and
/// continuing with new timing move that timeline; nothing is re-animated.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    open private(set) var timingParameters: UITimingCurveProvider?
    open private(set) var duration: TimeInterval
    /// Set by `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while the animator runs (they do by default).
    open var isUserInteractionEnabled = true {
        willSet { requireInactive("isUserInteractionEnabled") }
    }
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and scrubbed; a non-interruptible one runs to its end.
    open var isInterruptible = true {
        willSet { requireInactive("interruptible") }
    }
    /// Whether a paused animator scrubs linearly (the default) or along its timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of finishing.
    open var pausesOnCompletion = false
    open private(set) var state: UIViewAnimatingState = .inactive

    /// Blocks waiting for the animator to start.
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// What the animator animates: a layer's key, where it started and where it ends.
    private var animated: [Animated] = []
    /// Where the animator is on its timeline: kept by the timeline its animations follow.
    private var motion: Motion {
        get { driver.motion }
        set { driver.motion = newValue }
    }
    private var reversed = false
    private var link: CADisplayLink?

    struct Animated {
        weak var layer: CALayer?
        let key: String
        let start: Any?
        var end: Any?
    }

    enum Motion {
        case still(fraction: Double, value: Double)
        case running(AnimatorSegment)
    }

    // MARK: Making one

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
        driver.animator = self
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, as `UIView.animate` would run the block.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0x3)) ?? .easeInOut
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    isolated deinit {
        // Animations left on layers show the end, and stand still.
        driver.motion = .still(fraction: 1, value: 1)
        if state != .inactive {
            UIKitRuntime.fail("It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released.")
        }
    }

    // MARK: Blocks

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block whose animations start `delayFactor` of the way through the (remaining) duration
    /// and end with the others. Added to a running or paused animator, it runs at once and animates
    /// from the views' current values.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = Double(max(0, min(1, delayFactor)))
        switch state {
        case .inactive: pending.append((animation, delayFactor))
        case .active:
            let here = position
            run(animation, from: here + factor * (1 - here))
        case .stopped:
            uikitLog.error("UIViewPropertyAnimator: animations added to a stopped animator are ignored")
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: State

    open var isRunning: Bool {
        if state == .active, case .running = motion { return true }
        return false
    }

    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard case .running(let segment) = motion else { return }
            let now = clockNow
            if segment.isFresh {
                motion = .running(segment.turned(at: now))
            } else {
                let v = segment.value(at: now)
                motion = .running(continuation(from: v, parameters: timingParameters, length: abs(target - v) * baseDuration(timingParameters)))
            }
            timelineMoved()
        }
    }

    /// How far along the animation is: 0 at its start, 1 at its end. Settable while paused (setting it
    /// on an inactive animator pauses it first, as on iOS).
    open var fractionComplete: CGFloat {
        get {
            switch motion {
            case .still(let f, _): return CGFloat(f)
            case .running(let s): return CGFloat(max(0, min(1, s.value(at: clockNow))))
            }
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, case .still = motion else {
                uikitLog.error("UIViewPropertyAnimator: fractionComplete is set only on a paused animator; ignored")
                return
            }
            let f = Double(max(0, min(1, newValue)))
            motion = .still(fraction: f, value: scrubsLinearly ? f : originalPace(f))
            timelineMoved()
        }
    }

    // MARK: Running

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            self.delay = delay
            install()
            let length = effectiveDuration
            let fresh = AnimatorSegment(startTime: clockNow + delay, s0: reversed ? 1 : 0, direction: reversed ? -1 : 1,
                                        v0: 0, v1: 1, length: length, pace: pace(for: timingParameters, length: length))
            motion = .running(fresh)
            keepTime()
        case .active:
            // A paused animator resumes with its own timing over what is left.
            guard case .still = motion else { return }
            continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .stopped:
            uikitLog.error("UIViewPropertyAnimator: a stopped animator must be finished before it starts again")
        }
    }

    open func pauseAnimation() {
        guard isInterruptible else {
            UIKitRuntime.fail("Attempt to pause an animator that is not interruptible (set interruptible to YES before it starts)")
            return
        }
        switch state {
        case .inactive:
            install()
            let start = reversed ? 1.0 : 0.0
            motion = .still(fraction: start, value: start)
            timelineMoved()
        case .active:
            guard case .running(let segment) = motion else { return }
            let now = clockNow
            let v = segment.value(at: now)
            // Scrubbing linearly from here must not jump: the fraction becomes the value shown.
            let f = scrubsLinearly || !segment.isFresh ? max(0, min(1, v)) : segment.s(at: now)
            motion = .still(fraction: f, value: v)
            stopFollowingFrames()
            timelineMoved()
        case .stopped:
            break
        }
    }

    /// Runs a paused animator on to its end (its start, when reversed). `durationFactor` times the
    /// animator's duration is the time it takes; 0 takes the time left at the original pace.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, case .still(_, let v) = motion else {
            uikitLog.error("UIViewPropertyAnimator: continueAnimation is for a paused animator; ignored")
            return
        }
        let params = parameters ?? timingParameters
        let length = durationFactor > 0 ? Double(durationFactor) * baseDuration(params) : abs(target - v) * baseDuration(params)
        motion = .running(continuation(from: v, parameters: params, length: length))
        keepTime()
    }

    /// Stops where the views are now. Without finishing the animator is done (no completion runs);
    /// otherwise it waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            uikitLog.error("UIViewPropertyAnimator: stopAnimation is for an active animator; ignored")
            return
        }
        for entry in animated {
            guard let layer = entry.layer, ownsAnimation(on: layer, key: entry.key) else { continue }
            layer.setModelValue(layer.presentedValue(forKeyPath: entry.key), forKeyPath: entry.key)
            layer.removeAnimation(forKey: entry.key)
        }
        stopFollowingFrames()
        motion = .still(fraction: Double(fractionComplete), value: 0)
        if withoutFinishing {
            state = .inactive
            animated = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views take their end values, their start values, or stay.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            UIKitRuntime.fail("finishAnimationAtPosition: should only be called on a stopped animator!")
            return
        }
        for entry in animated {
            guard let layer = entry.layer else { continue }
            switch finalPosition {
            case .end: layer.setModelValue(entry.end, forKeyPath: entry.key)
            case .start: layer.setModelValue(entry.start, forKeyPath: entry.key)
            case .current: break
            }
        }
        complete(at: finalPosition)
    }

    // MARK: The timeline

    /// The timeline this animator's animations follow, and where the animator is on it.
    private let driver = AnimatorTimeline()

    /// Each frame while running: the end of the timeline finishes the animator.
    private func step(_ link: CADisplayLink) {
        guard case .running(let segment) = motion, segment.isDone(at: clockNow) else { return }
        let end = segment.direction > 0 ? segment.v1 : segment.v0
        if pausesOnCompletion {
            motion = .still(fraction: max(0, min(1, end)), value: end)
            stopFollowingFrames()
            timelineMoved()
            return
        }
        let atStart = end < 0.5
        for entry in animated {
            guard let layer = entry.layer, ownsAnimation(on: layer, key: entry.key) else { continue }
            if atStart { layer.setModelValue(entry.start, forKeyPath: entry.key) }
            layer.removeAnimation(forKey: entry.key)
        }
        motion = .still(fraction: atStart ? 0 : 1, value: atStart ? 0 : 1)
        // The end is reported once the frame that shows it is composited, as Core Animation reports
        // an animation's (the completions may begin a transition, which copies that frame's look).
        // The queue holds the animator until then, as iOS holds a running one.
        let position: UIViewAnimatingPosition = atStart ? .start : .end
        link.afterThisFrame {
            // (Unless the app stopped or ran it again meanwhile: then that decides.)
            guard self.state == .active, self.link == nil else { return }
            self.complete(at: position)
        }
        stopFollowingFrames()
    }

    private func complete(at position: UIViewAnimatingPosition) {
        stopFollowingFrames()
        state = .inactive
        animated = []
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    /// Runs the waiting blocks: the views take their new values, animated along this timeline.
    private func install() {
        state = .active
        let blocks = pending
        pending = []
        for (block, factor) in blocks { run(block, from: Double(max(0, min(1, factor)))) }
    }

    private func run(_ block: () -> Void, from start: Double) {
        let ctx = UIViewAnimationContext(duration: max(effectiveDuration, 1e-9), delay: 0, options: [], spring: .none)
        ctx.timeline = driver
        ctx.timelineStart = start
        UIViewAnimationContext.stack.append(ctx)
        block()
        UIViewAnimationContext.stack.removeLast()
        for (layer, key) in ctx.recorded {
            let end = layer.animatableValue(forKeyPath: key)
            if let i = animated.firstIndex(where: { $0.layer === layer && $0.key == key }) {
                animated[i].end = end
            } else {
                animated.append(Animated(layer: layer, key: key, start: layer.startValue(ofAnimationForKey: key), end: end))
            }
        }
    }

    private func ownsAnimation(on layer: CALayer, key: String) -> Bool {
        (layer.animation(forKey: key) as? TimelineAnimation)?.timeline === driver
    }

    /// Follows the device's frames while running, so the end is noticed.
    private func keepTime() {
        if link == nil {
            let l = CADisplayLink(target: self, selector: UIViewPropertyAnimator.step)
            // Its step runs none of the app's code: the completions wait for the frame's end.
            l.runsAppCode = { _ in false }
            l.add(to: .main, forMode: .common)
            link = l
        }
        timelineMoved()
    }

    private func stopFollowingFrames() {
        link?.invalidate()
        link = nil
    }

    private func timelineMoved() {
        // A view's animations sit side by side: its layer is told once.
        // (By index: a copy of each entry would copy its weak reference too.)
        var last: CALayer?
        for i in animated.indices {
            guard let layer = animated[i].layer, layer !== last else { continue }
            layer.timelineMoved()
            last = layer
        }
    }

    private func requireInactive(_ property: String) {
        if state != .inactive {
            UIKitRuntime.fail("It is a programmer error to change \(property) on an animator that is not inactive")
        }
    }

    // MARK: Pacing

    private var clockNow: CFTimeInterval { CACurrentMediaTime() }
    private var target: Double { reversed ? 0 : 1 }

    /// Where the animator is: the time fraction on its first run, else the value shown.
    private var position: Double {
        switch motion {
        case .still(let f, _): return f
        case .running(let s): return s.isFresh ? s.s(at: clockNow) : max(0, min(1, s.value(at: clockNow)))
        }
    }

    /// The duration a spring given by its physics takes to settle, or the animator's.
    private var effectiveDuration: TimeInterval { baseDuration(timingParameters) }

    private func baseDuration(_ params: UITimingCurveProvider?) -> TimeInterval {
        if let spring = params?.springTimingParameters, !spring.usesAnimatorDuration {
            return spring.animation(duration: duration).duration
        }
        return duration
    }

    private func pace(for params: UITimingCurveProvider?, length: TimeInterval) -> AnimatorSegment.Pace {
        if let spring = params?.springTimingParameters { return .spring(spring.animation(duration: length), length) }
        return .cubic((params?.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction)
    }

    /// The value the original curve shows at time fraction `f` (scrubbing along the curve).
    private func originalPace(_ f: Double) -> Double {
        pace(for: timingParameters, length: effectiveDuration).value(f)
    }

    /// A run from value `v` to the target, `length` seconds long.
    private func continuation(from v: Double, parameters: UITimingCurveProvider?, length: TimeInterval) -> AnimatorSegment {
        AnimatorSegment(startTime: clockNow, s0: 0, direction: 1, v0: v, v1: target, length: length,
                        pace: pace(for: parameters, length: length))
    }
}

/// Gives a property animator's progress to the animations it made (a QuartzCore protocol the
/// animator, a public class, cannot itself declare). The animator's motion lives here, so that
/// the animations read it without reaching the animator through a weak reference (each of them,
/// two or three times a frame).
@MainActor final class AnimatorTimeline: AnimationTimeline {
    var motion = UIViewPropertyAnimator.Motion.still(fraction: 0, value: 0)
    /// The animator, for touches to learn how it has them find its views.
    weak var animator: UIViewPropertyAnimator?

    func progress(at time: CFTimeInterval, from start: Double) -> (value: Double, still: Bool) {
        switch motion {
        case .still(_, let v):
            return (Self.share(of: v, from: start), true)
        case .running(let segment):
            if start > 0, segment.isFresh {
                // A delayed block keeps the curve over its own part of the time.
                let u = max(0, (segment.s(at: time) - start) / (1 - start))
                return (segment.pace.value(u), false)
            }
            return (Self.share(of: segment.value(at: time), from: start), false)
        }
    }

    /// Progress `v` as seen by an animation that starts `start` of the way along.
    private static func share(of v: Double, from start: Double) -> Double {
        start > 0 && start < 1 ? max(0, (v - start) / (1 - start)) : (start >= 1 ? (v >= 1 ? 1 : 0) : v)
    }
}
