import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Runs frames on the real clock for a live app: paced at the screen's rate while anything
/// is animating, asleep until the next timer otherwise.
@MainActor enum RunLoopDriver {
    static var shouldStop = false

    static func runLive(until deadline: CFTimeInterval = .infinity) {
        let env = UIKitEnvironment.current
        let wasVirtual = MediaClock.isVirtual
        MediaClock.useRealTime()
        defer { if wasVirtual { MediaClock.useVirtualTime(startingAt: MediaClock.now) } }
        var first = true
        while !shouldStop && (first || MediaClock.now < deadline) {
            first = false
            let start = MediaClock.now
            env.runFrame()
            let next: CFTimeInterval
            if env.hasPendingWork && (CALayer.hasRunningAnimations || CADisplayLink.hasActiveLinks || !env.afterFrame.isEmpty) {
                next = start + env.frameInterval
            } else if let t = env.nextTimerFireTime {
                next = max(start + env.frameInterval, t)
            } else {
                next = start + 0.1
            }
            let wait = min(next, deadline) - MediaClock.now
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        }
    }
}
