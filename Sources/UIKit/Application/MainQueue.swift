import Foundation
import Synchronization
import QuartzCore

/// The main queue as a Simulator's device sees it. While a Simulator drives time, blocks sent to
/// `DispatchQueue.main` and Foundation timers and run-loop blocks scheduled from the test wait here
/// and run inside the Simulator's next `advance` or `settle`, on its virtual clock, before that
/// frame's layout. A live app captures nothing: its main queue is the real one, which the live run
/// loop serves. (Main-actor tasks cannot be caught: Swift 6.3's runtime on Linux enqueues them
/// past its public hook. They run when the test gives the main actor up, as blocks left here do.)
package final class MainQueue: Sendable {

    private struct Timed {
        var time: CFTimeInterval
        var order: Int
        var work: @Sendable () -> Void
    }

    private struct State {
        var ready: [@Sendable () -> Void] = []
        var timed: [Timed] = []
        var order = 0
        /// The thread the Simulator's test code runs on: timers and run-loop blocks made there are the test's.
        var owner: pthread_t?
        /// Whether a block is waiting on the real main queue to run what is here if the test gives
        /// the main actor up (awaits or ends) before it advances the clock again.
        var valvePosted = false
    }

    private let state = Mutex(State())
    /// The device's clock, on which delayed work and timers fall due.
    private let clock: MediaClock

    init(clock: MediaClock) { self.clock = clock }

    /// The queue that `DispatchQueue.main` feeds: the current device's while it is a Simulator's;
    /// nil in a live app. A static because the main queue is the process's, not a device's: it
    /// follows the device the code runs for.
    private static let capturing = Mutex<MainQueue?>(nil)

    // MARK: Who captures

    /// Makes this queue the one the main queue's work goes to, from the calling thread's point of view.
    func startCapturing() {
        state.withLock { $0.owner = pthread_self() }
        MainQueue.capturing.withLock { $0 = self }
    }

    /// Stops capturing (a live app; or this queue's Simulator has gone).
    static func stopCapturing(_ queue: MainQueue? = nil) {
        capturing.withLock { current in
            if queue == nil || current === queue { current = nil }
        }
    }

    /// The capturing queue, whichever thread asks (work sent to `DispatchQueue.main`).
    package static var active: MainQueue? { capturing.withLock { $0 } }

    /// The capturing queue if the caller is the Simulator's test thread (timers and run-loop blocks
    /// belong to the thread that makes them).
    package static var activeOnThisThread: MainQueue? {
        guard let q = active, q.isOwnerThread else { return nil }
        return q
    }

    var isOwnerThread: Bool {
        state.withLock { s in s.owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    // MARK: Queueing

    package func enqueue(_ block: @escaping @Sendable () -> Void) {
        let postValve = state.withLock { s -> Bool in
            s.ready.append(block)
            defer { s.valvePosted = true }
            return !s.valvePosted
        }
        if postValve {
            // The real main queue runs this only once the test's code has let go of the main actor.
            DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { [self] in
                MainActor.assumeIsolated { self.runReady() }
            }
        }
    }

    /// The device's clock: when delayed work falls due.
    package var now: CFTimeInterval { clock.now }

    /// Runs `block` `delay` seconds from now on the virtual clock.
    package func enqueue(after delay: TimeInterval, _ block: @escaping @Sendable () -> Void) {
        let time = clock.now + max(0, delay)
        state.withLock { s in
            s.order += 1
            s.timed.append(Timed(time: time, order: s.order, work: block))
        }
    }

    /// Runs `block` at a time the app gave on the real clock (`DispatchTime.now() + 0.15`, a timer's
    /// fire date), `delay` seconds from now as measured there. The real time that passed since the app
    /// read the clock (microseconds, or more on a loaded machine) is dropped by taking the delay to the
    /// nearest millisecond: the block runs at the virtual time the app meant, the same in every run.
    package func enqueue(afterRealDelay delay: TimeInterval, _ block: @escaping @Sendable () -> Void) {
        enqueue(after: (delay * 1000).rounded() / 1000, block)
    }

    /// Fires `timer` at its fire date on the virtual clock, and again every interval while it repeats.
    package func schedule(_ timer: Timer) {
        let box = TimerBox(timer: timer)
        enqueue(afterRealDelay: timer.fireDate.timeIntervalSinceNow) { [self] in
            guard box.timer.isValid else { return }
            box.timer.fire()
            if box.timer.isValid { schedule(box.timer, every: box.timer.timeInterval) }
        }
    }

    private func schedule(_ timer: Timer, every interval: TimeInterval) {
        let box = TimerBox(timer: timer)
        enqueue(after: max(interval, 0.0001)) { [self] in
            guard box.timer.isValid else { return }
            box.timer.fire()
            if box.timer.isValid { schedule(box.timer, every: interval) }
        }
    }

    var isEmpty: Bool { state.withLock { $0.ready.isEmpty && $0.timed.isEmpty } }
    var hasReadyWork: Bool { state.withLock { !$0.ready.isEmpty } }
    var nextFireTime: CFTimeInterval? { state.withLock { $0.timed.map(\.time).min() } }

    // MARK: Running

    /// Runs what is ready, then what is due by `now` (earliest first). Work queued while this runs
    /// waits for the next turn, as blocks queued from a main-queue block do.
    @MainActor func runDue(now: CFTimeInterval) {
        state.withLock { $0.owner = pthread_self() }
        runReady()
        let due = state.withLock { s -> [Timed] in
            let due = s.timed.filter { $0.time <= now }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            s.timed.removeAll { $0.time <= now }
            return due
        }
        for item in due { item.work() }
    }

    @MainActor private func runReady() {
        let ready = state.withLock { s -> [@Sendable () -> Void] in
            defer { s.ready = []; s.valvePosted = false }
            return s.ready
        }
        for block in ready { block() }
    }
}

/// Foundation's `Timer` is not `Sendable`; the virtual clock only fires it on the main actor.
private struct TimerBox: @unchecked Sendable { let timer: Timer }
