@_spi(ExperimentalCustomExecutors) import _Concurrency
import Foundation
import Synchronization
@_implementationOnly import CMainExecutor

/// The main actor's executor: jobs run on the main dispatch queue, as Swift's own does on Linux,
/// which the main thread's run loop serves,
/// and a Simulator can also run the ready ones from inside `advance`/`settle`, as a nested run loop
/// drains the main queue on iOS — so `Task { @MainActor in … }` runs within the next advance.
@_implementationOnly final class MainActorExecutor: MainExecutor, @unchecked Sendable {
    static let shared = MainActorExecutor()

    @_implementationOnly final class Pending: @unchecked Sendable {
        var job: UnownedJob?
        /// The top-level main-actor job that made this one ready, when it was made on that job's
        /// thread (a task it started, a continuation it resumed); nil for work from elsewhere.
        let origin: Int?
        init(_ job: UnownedJob, origin: Int?) { self.job = job; self.origin = origin }
    }

    @_implementationOnly private struct State {
        var pending: [Pending] = []
        var epochs = 0
        /// The top-level job running now, and the thread it runs on.
        var running: (epoch: Int, thread: pthread_t)?
    }
    private let state = Mutex(State())

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let entry = state.withLock { s -> Pending in
            let origin = s.running.flatMap { pthread_equal($0.thread, pthread_self()) != 0 ? $0.epoch : nil }
            let e = Pending(unowned, origin: origin)
            s.pending.append(e)
            return e
        }
        DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { [self] in runTopLevel(entry) }
    }

    /// A job's turn on the main queue: it runs as a new top-level job.
    private func runTopLevel(_ entry: Pending) {
        let outer = state.withLock { s -> (epoch: Int, thread: pthread_t)? in
            let was = s.running
            s.epochs += 1
            s.running = (s.epochs, pthread_self())
            return was
        }
        run(entry)
        state.withLock { $0.running = outer }
    }

    private func run(_ entry: Pending) {
        let job: UnownedJob? = state.withLock { s in
            guard let j = entry.job else { return nil }
            entry.job = nil
            s.pending.removeAll { $0 === entry }
            return j
        }
        job?.runSynchronously(on: asUnownedSerialExecutor())
    }

    /// Whether `runReady` has a job to run now.
    var hasReadyJobs: Bool {
        state.withLock { s in
            guard let running = s.running, pthread_equal(running.thread, pthread_self()) != 0 else { return false }
            return s.pending.contains { $0.origin == running.epoch }
        }
    }

    /// Runs, inside the job running now, the tasks it made ready — and those they make ready — so a
    /// Simulator's `advance` runs them as iOS's nested run loops would. Jobs from other tasks (other
    /// tests, work from other threads) wait for their own turn on the main queue.
    func runReady() {
        for _ in 0..<256 {
            let next = state.withLock { s -> Pending? in
                guard let running = s.running, pthread_equal(running.thread, pthread_self()) != 0 else { return nil }
                return s.pending.first { $0.origin == running.epoch }
            }
            guard let next else { return }
            run(next)
        }
    }

    /// The program's main thread runs the main queue from its run loop, so main-actor work always
    /// runs on that one thread, as on iOS. (Parked in `dispatchMain()`, the thread left the queue to
    /// whichever worker thread was free, and a library that checks it is always called from the
    /// thread that started it — GTK, under WebKit's engine — aborted when the thread changed.)
    func run() throws {
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
    func runUntil(_ condition: () -> Bool) throws {
        while !condition() { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
    func stop() {}

    func checkIsolated() { dispatchPrecondition(condition: .onQueue(.main)) }
}

@_implementationOnly enum OpenUIKitExecutors: ExecutorFactory {
    static var mainExecutor: any MainExecutor { MainActorExecutor.shared }
    static var defaultExecutor: any TaskExecutor { PlatformExecutorFactory.defaultExecutor }
}

@_cdecl("openuikit_install_main_executor")
func installMainExecutor() {
    _createExecutors(factory: OpenUIKitExecutors.self)
}
