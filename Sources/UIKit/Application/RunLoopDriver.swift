import Foundation
import QuartzCore

/// Runs frames on the real clock for a live app, on the main thread's `RunLoop`, so that
/// `DispatchQueue.main`, Foundation timers, `RunLoop.main.perform`, `OperationQueue.main` and
/// main-actor tasks all run on time. While something animates, a frame every 1/60 s; otherwise
/// the loop sleeps until input arrives, main-queue work is queued, or a timer is due.
@MainActor enum RunLoopDriver {
    static var shouldStop = false

    static func runLive(until deadline: CFTimeInterval = .infinity) {
        let env = UIKitEnvironment.current
        let clock = env.clock
        let wasVirtual = clock.isVirtual
        clock.useRealTime()
        defer { if wasVirtual { clock.useVirtualTime(startingAt: clock.now) } }
        let wakeUp = env.backend.inputFileDescriptor.map(InputWakeUp.init(fileDescriptor:))
        var first = true
        var open = true
        while open && !shouldStop && (first || MediaClock.now < deadline) {
            first = false
            let start = MediaClock.now
            env.runFrame()
            // Animations, display links and scrolling momentum want every frame.
            let busy = env.needsNextFrame
            var next = busy ? start + env.frameInterval : (env.nextTimerFireTime ?? .infinity)
            // Input from a window system that gives no descriptor to wait on is polled.
            if wakeUp == nil && env.backend.pollsForInput { next = min(next, start + 0.01) }
            next = min(next, deadline)
            // Foundation's timers: limitDate also fires those already due.
            let foundationTimer = RunLoop.main.limitDate(forMode: .default).map { MediaClock.now + $0.timeIntervalSinceNow }
            next = min(next, foundationTimer ?? .infinity)
            // Idle waits are capped at half a second: a signal SDL turns into a quit event, or a lost
            // window-system connection, wakes nothing else (and two wake-ups a second cost nothing).
            let wait = env.backend.hasPendingInput ? 0 : min(next - MediaClock.now, 0.5)
            // Sleeps in the run loop: returns when main-queue work arrives (input wakes it that way)
            // or at `next`; due Foundation timers and run-loop blocks run inside.
            if wait > 0 {
                wakeUp?.arm()
                env.accessibility.server?.armWakeUp()
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: max(0, wait)))
            open = env.backend.processEvents(waitingUpTo: 0)
            // What screen readers asked over AT-SPI, and what changed since they were told.
            env.accessibility.server?.service()
            env.pollDesktopAppearance()
        }
    }
}
