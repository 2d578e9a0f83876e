import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Runs frames on the real clock for a live app: paced at the screen's rate while anything
/// is animating, asleep until the next timer otherwise.
@MainActor enum RunLoopDriver {
    static var shouldStop = false

    /// Frames on the real clock: input is handled as it arrives; while something animates, a frame
    /// every 1/60 s; otherwise the loop waits for input or the next timer and does no work.
    static func runLive(until deadline: CFTimeInterval = .infinity) {
        let env = UIKitEnvironment.current
        let wasVirtual = MediaClock.isVirtual
        MediaClock.useRealTime()
        defer { if wasVirtual { MediaClock.useVirtualTime(startingAt: MediaClock.now) } }
        var first = true
        var open = true
        while open && !shouldStop && (first || MediaClock.now < deadline) {
            first = false
            let start = MediaClock.now
            env.runFrame()
            let busy = CALayer.hasRunningAnimations || CADisplayLink.hasActiveLinks || !env.afterFrame.isEmpty
            var next = busy ? start + env.frameInterval : (env.nextTimerFireTime ?? start + 1)
            next = min(max(next, start + 0.001), deadline)
            open = env.backend.processEvents(waitingUpTo: max(0, next - MediaClock.now))
        }
    }
}
