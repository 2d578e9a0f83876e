import Foundation

/// The abstract animation: timing, pacing, a delegate (held strongly, as Apple documents).
@preconcurrency @MainActor open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true

    /// Transactions waiting for this animation to finish.
    var completionGroups: [CATransaction.CompletionGroup] = []
    var didStart = false
    var reportedFinish = false

    /// Required so `copy()` can make an instance of the dynamic type.
    public required override init() { super.init() }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Values set for keys the animation has no property for (apps tag animations so, for their delegate).
    var keyedValues: [String: Any] = [:]

    /// A timing property by name, or any key an app sets; unset keys give `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "duration": return NSNumber(value: duration)
        case "beginTime": return NSNumber(value: beginTime)
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "repeatCount": return NSNumber(value: repeatCount)
        case "autoreverses": return NSNumber(value: autoreverses)
        case "removedOnCompletion": return NSNumber(value: isRemovedOnCompletion)
        default: return keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    open func setValue(_ value: Any?, forKey key: String) {
        // Numbers arrive as Swift numbers or NSNumber, as on iOS.
        let number: Double? = if case .scalar(let x)? = LayerKeyPath.value(value, like: .scalar(0)) { Double(x) } else { nil }
        let flag = (value as? Bool) ?? number.map { $0 != 0 }
        switch key {
        case "duration" where number != nil: duration = number!
        case "beginTime" where number != nil: beginTime = number!
        case "speed" where number != nil: speed = Float(number!)
        case "timeOffset" where number != nil: timeOffset = number!
        case "repeatCount" where number != nil: repeatCount = Float(number!)
        case "autoreverses" where flag != nil: autoreverses = flag!
        case "removedOnCompletion" where flag != nil: isRemovedOnCompletion = flag!
        default: keyedValues[key] = value
        }
    }

    /// Copies the animation, as `CALayer.add(_:forKey:)` does; subclasses extend `copyValues(to:)`.
    open override func copy() -> Any {
        nonisolated(unsafe) var out: CAAnimation?
        MainActor.assumeIsolated { out = self.duplicate() }
        return out!
    }

    func duplicate() -> CAAnimation {
        let c = type(of: self).init()
        copyValues(to: c)
        return c
    }

    func copyValues(to c: CAAnimation) {
        c.beginTime = beginTime; c.duration = duration; c.speed = speed; c.timeOffset = timeOffset
        c.repeatCount = repeatCount; c.repeatDuration = repeatDuration; c.autoreverses = autoreverses
        c.fillMode = fillMode; c.timingFunction = timingFunction; c.delegate = delegate
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.keyedValues = keyedValues
    }

    /// Adds itself to the layer under the event name: the standard way an action runs.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Where the animation is at a time in its parent's timeline.
    struct Sample {
        var progress: Double      // paced, 0...1 within the current cycle
        var seconds: Double       // unpaced seconds into the current forward run
        var iteration: Double     // completed cycles, for cumulative animations
        var finished: Bool        // past its active duration
    }

    /// The active duration used when `duration` is 0 (Apple's default).
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Nil when the animation does not apply at `parentTime` (not started, or ended and not filling).
    /// `finished` is set once past the end, whether or not it fills.
    func sample(at parentTime: CFTimeInterval, inheritedDuration: CFTimeInterval? = nil) -> (Sample?, finished: Bool) {
        let d = duration > 0 ? duration : (inheritedDuration ?? effectiveDuration)
        var t = (parentTime - beginTime) * Double(speed) + timeOffset
        let cycle = autoreverses ? 2 * d : d
        let total: Double
        if repeatDuration > 0 { total = repeatDuration }
        else if repeatCount > 0 { total = repeatCount.isInfinite ? .infinity : cycle * Double(repeatCount) }
        else { total = cycle }
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return (nil, false) }
            t = 0
        }
        var finished = false
        var iteration: Double
        var local: Double
        if t >= total {
            finished = true
            guard fillMode == .forwards || fillMode == .both else { return (nil, true) }
            iteration = max(0, (total / cycle).rounded(.up) - 1)
            local = total - iteration * cycle
        } else {
            iteration = (t / cycle).rounded(.down)
            local = t - iteration * cycle
        }
        if autoreverses && local > d { local = 2 * d - local }
        let linear = d > 0 ? min(1, max(0, local / d)) : 1
        let paced = timingFunction?.evaluate(linear) ?? linear
        return (Sample(progress: paced, seconds: local, iteration: iteration, finished: finished), finished)
    }

    /// Whether the animation, though not finished, stands still at `parentTime` (one paused by the
    /// object that drives it): the device need not draw frames for it.
    func standsStill(at parentTime: CFTimeInterval) -> Bool { false }

    /// Whether what the animation shows depends on nothing but the time it is sampled at: a layer
    /// ticked again at the same time then looks as it did, and need not be composited again.
    var dependsOnTimeOnly: Bool { true }

    /// Applies the animated value(s) onto `state`. `model` is the layer's model values.
    func apply(_ s: Sample, to state: inout LayerState, model: LayerState) {}
}

/// `NSObject`'s key-value coding asks an animation for its keys through this hook.
extension CAAnimation: CustomKeyValueCoding {}
