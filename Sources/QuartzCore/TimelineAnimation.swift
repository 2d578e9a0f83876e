import Foundation

/// An animation from the value a property had to its model value, paced by an `AnimationTimeline`
/// rather than by its own begin time and duration. It never ends by itself: its timeline's owner
/// removes it. While the timeline stands still it reports itself as filling, so the device is idle.
@preconcurrency @MainActor package final class TimelineAnimation: CABasicAnimation {
    public var timeline: AnimationTimeline?
    /// Where on the timeline this animation starts, as a fraction (an `addAnimations` block with a
    /// delay factor starts late and still ends with the others).
    public var start: Double = 0

    public required init() {
        super.init()
        isRemovedOnCompletion = false
    }

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        guard let c = c as? TimelineAnimation else { return }
        c.timeline = timeline
        c.start = start
    }

    override func sample(at parentTime: CFTimeInterval, inheritedDuration: CFTimeInterval? = nil) -> (Sample?, finished: Bool) {
        guard let timeline else { return (nil, true) }
        let p = timeline.progress(at: parentTime, from: start).value
        return (Sample(progress: p, seconds: 0, iteration: 0, finished: false), false)
    }

    /// (Scrubbing moves the timeline while the clock stands.)
    override var dependsOnTimeOnly: Bool { false }

    override func standsStill(at parentTime: CFTimeInterval) -> Bool {
        timeline?.progress(at: parentTime, from: start).still ?? true
    }
}
