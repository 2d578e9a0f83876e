import Foundation
import QuartzCore

/// Drives a device on its virtual clock as a test moves time: a frame every 1/60 s on a fixed grid
/// from `start`, and the timers and delayed performs due between frames at their own times. A
/// `Simulator` and the try-out (`TryOut`) drive their device with it.
@MainActor package struct VirtualClockDriver {
    /// The virtual time the device started at.
    package let start: CFTimeInterval
    /// Frames run on the grid so far.
    package private(set) var framesScheduled = 0
    /// Whether the frames of an `advance` or `settle` leave their painting until it returns (or until
    /// code runs that may need the screen they left): what a test sees then is the same, for less.
    package var paintsOnDemand = false

    /// Whether frames that would find nothing to do are left out (see `advance`); off, to compare.
    package var skipsIdleFrames = true

    package init(start: CFTimeInterval) { self.start = start }

    /// Moves the clock forward, running every timer and delayed perform at its time and a frame every
    /// 1/60 s, but for the frames that would find nothing to do (`skipsIdleFrames`).
    package mutating func advance(_ env: UIKitEnvironment, by seconds: TimeInterval) {
        let outer = beginDeferring(env)
        defer { endDeferring(env, outer: outer) }
        let clock = env.clock
        let end = clock.now + max(0, seconds)
        let interval = env.frameInterval
        // Work already queued for the main queue runs first, at the current time.
        env.runTimers()
        // The first frame always runs (the test may have changed anything since the last). After a
        // frame that leaves nothing for the next (`framesWouldBeIdle`), the frames before the next
        // timer are left out, as iOS draws no frame when nothing changes: each would run no code and
        // change no pixel.
        var idle = false
        while true {
            let nextTimer = env.nextTimerFireTime ?? .infinity
            if idle {
                // The frames strictly before `until` (a frame at a timer's time still runs first),
                // their times reckoned as below, so that the same frames count as before a timer.
                let until = min(nextTimer, end + 2e-9)
                var last = max(framesScheduled, Int(((until - start) / interval).rounded(.down)) - 1)
                while start + Double(last) * interval >= until && last > framesScheduled { last -= 1 }
                while start + Double(last + 1) * interval < until { last += 1 }
                framesScheduled = last
            }
            let nextFrame = start + Double(framesScheduled + 1) * interval
            let t = min(nextFrame, nextTimer)
            guard t <= end + 1e-9 else { break }
            clock.setVirtualTime(t)
            if nextFrame <= nextTimer {
                framesScheduled += 1
                env.runFrame()
                idle = skipsIdleFrames && env.framesWouldBeIdle
            } else {
                env.runTimers()
                idle = false
            }
        }
        clock.setVirtualTime(end)
    }

    /// Runs one frame at the current time.
    package mutating func runFrame(_ env: UIKitEnvironment) {
        env.runFrame()
        framesScheduled = max(framesScheduled, Int(((env.clock.now - start) / env.frameInterval).rounded(.down)))
    }

    /// Advances until nothing is animating and no timer or perform is pending, at most `limit` seconds.
    package mutating func settle(_ env: UIKitEnvironment, limit: TimeInterval) {
        let outer = beginDeferring(env)
        defer { endDeferring(env, outer: outer) }
        let deadline = env.clock.now + limit
        runFrame(env)
        while env.hasPendingWork && env.clock.now < deadline {
            advance(env, by: env.frameInterval)
        }
    }

    /// Frames from here on leave their painting (when painting on demand); whether they already did.
    package func beginDeferring(_ env: UIKitEnvironment) -> Bool {
        let was = env.compositor.defersPainting
        if paintsOnDemand { env.compositor.defersPainting = true }
        return was
    }

    /// Back to how frames painted before; the outermost call paints what waits.
    package func endDeferring(_ env: UIKitEnvironment, outer: Bool) {
        env.compositor.defersPainting = outer
        if !outer { env.paintStalePixels() }
    }
}
