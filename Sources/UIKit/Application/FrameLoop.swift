import Foundation
import QuartzCore

/// A device's time and the work it runs frame by frame: its clock, its layer pipeline (display,
/// animations, display links, tiled layers), timers and delayed performs, the main-queue work a
/// Simulator captures for it, motions (a scroll view decelerating) and after-frame work. Nothing
/// here is shared with another device.
@MainActor final class FrameLoop {
    let clock: MediaClock
    let pipeline: FramePipeline
    let scheduler: Scheduler
    /// Where `DispatchQueue.main` work waits while a Simulator drives this device's clock.
    let mainQueue: MainQueue
    let frameInterval: CFTimeInterval = 1.0 / 60
    /// Work to do right after the next frame is on screen (e.g. viewDidAppear).
    var afterFrame: [() -> Void] = []
    /// Whether the last frame's closing work changed what it had composited (the next frame shows it).
    var changedAfterComposite = false
    /// Motion driven frame by frame by views on this device, keyed by its owner; a step returns
    /// false when the motion is over.
    private var motions: [(owner: ObjectIdentifier, serial: Int, step: (CFTimeInterval) -> Bool)] = []
    private var motionSerial = 0
    private(set) var framesRun = 0
    /// Whether `DispatchQueue.main` feeds this device while it is current (a Simulator's).
    private(set) var capturesMainQueue = false

    init(clock: MediaClock) {
        self.clock = clock
        pipeline = FramePipeline(clock: clock)
        mainQueue = MainQueue(clock: clock)
        scheduler = Scheduler(clock: clock)
    }

    var now: CFTimeInterval { clock.now }

    func countFrame() { framesRun += 1 }

    // MARK: Per-frame motion

    /// Runs `step` once per frame, from the next frame on, until it returns false or `stopMotion(of:)`.
    /// An owner has one motion at a time: a new one replaces the old.
    func startMotion(of owner: AnyObject, step: @escaping (CFTimeInterval) -> Bool) {
        let id = ObjectIdentifier(owner)
        motions.removeAll { $0.owner == id }
        motionSerial += 1
        motions.append((id, motionSerial, step))
    }

    func stopMotion(of owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        motions.removeAll { $0.owner == id }
    }

    var hasMotions: Bool { !motions.isEmpty }

    func runMotions(at now: CFTimeInterval) {
        for m in motions where !m.step(now) {
            // The step may have replaced its own motion with a new one: remove only this one.
            motions.removeAll { $0.serial == m.serial }
        }
    }

    // MARK: Time

    /// Runs timers and delayed performs that are due, between frames.
    func runTimers() {
        mainQueue.runDue(now: now)
        MainActorExecutor.shared.runReady()
        scheduler.runDue(now: now)
    }

    /// Whether the next frame is due at once: something animates or moves frame by frame.
    var needsNextFrame: Bool {
        pipeline.hasRunningAnimations || pipeline.hasActiveLinks || !afterFrame.isEmpty || !motions.isEmpty || changedAfterComposite
    }

    /// Whether anything will change without new input: animations, display links, timers, motions.
    var hasPendingWork: Bool { needsNextFrame || !scheduler.isEmpty || !mainQueue.isEmpty }

    /// Whether timers, delayed performs, main-queue work or main-actor tasks are due at `now`.
    func hasWorkDue(at now: CFTimeInterval) -> Bool {
        mainQueue.hasReadyWork || MainActorExecutor.shared.hasReadyJobs || (nextTimerFireTime ?? .infinity) <= now
    }

    var nextTimerFireTime: CFTimeInterval? {
        [scheduler.nextFireTime, mainQueue.nextFireTime].compactMap { $0 }.min()
    }

    // MARK: The main queue

    /// From now on, while this device is current, the main queue's work and Foundation timers
    /// started from this thread go to this device's clock (a Simulator).
    func captureMainQueue() {
        capturesMainQueue = true
        mainQueue.startCapturing()
    }

    /// This device became current: the main queue feeds it if it captures, else the real one.
    func becameCurrent() {
        if capturesMainQueue { mainQueue.startCapturing() } else { MainQueue.stopCapturing() }
    }
}
