import Foundation

/// A clock an app's object drives by hand (a property animator): it says how far along its
/// animations are at a time, so pausing, scrubbing and reversing need no new animations.
@preconcurrency @MainActor package protocol AnimationTimeline: AnyObject {
    /// The paced progress (0 at the start value, 1 at the end; a spring may pass 1) at `time` on
    /// the device's media clock of an animation that starts `start` of the way along (0: at once),
    /// and whether the timeline is standing still there.
    func progress(at time: CFTimeInterval, from start: Double) -> (value: Double, still: Bool)
}
