import Testing
import UIKit
import UIKitTesting

// This file imports UIKit and not Foundation, as iOS code does: Foundation's timers and run-loop
// blocks here are the Simulator's (see Docs/Porting.md for a file that imports Foundation too).

/// Records what ran, in order; a view that notes its layout passes.
@MainActor final class RunLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

final class LoggingView: UIView {
    var log: RunLog?
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.add("layout")
    }
}

final class TickingController: UIViewController {
    var ticks: [String] = []
    var timer: Timer?
    func tick(_ timer: Timer) { ticks.append(timer.userInfo as? String ?? "?") }
    func tock() { ticks.append("tock") }
    func label() { view.backgroundColor = .red }
}

@MainActor
@Suite(.serialized) struct MainQueueTests {
    /// A screen with a view that logs its layout passes, laid out and with the log empty.
    func loggingScreen() -> (Simulator, RunLog, LoggingView) {
        let sim = Simulator()
        let log = RunLog()
        let vc = UIViewController()
        sim.rootViewController = vc
        let v = LoggingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        v.log = log
        vc.view.addSubview(v)
        sim.runFrame()
        log.entries = []
        return (sim, log, v)
    }

    @Test func mainQueueBlocksRunInTheNextAdvanceBeforeThatFramesLayout() {
        let (sim, log, v) = loggingScreen()
        DispatchQueue.main.async {
            log.add("block")
            v.setNeedsLayout()
        }
        #expect(log.entries.isEmpty, "nothing runs until the clock moves")
        sim.advance(by: 1.0 / 60)
        #expect(log.entries == ["block", "layout"])
    }

    @Test func asyncAfterWaitsOnTheVirtualClock() {
        let sim = Simulator()
        let log = RunLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.add("late") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { log.add("early") }
        sim.advance(by: 0.09)
        #expect(log.entries.isEmpty)
        sim.advance(by: 0.02)
        #expect(log.entries == ["early"])
        sim.advance(by: 0.1)
        #expect(log.entries == ["early", "late"])
    }

    /// The app reads the real clock (`.now() + 0.15`) a moment before the block reaches the queue; the
    /// block still runs at the virtual time the app meant, not that moment earlier, in every run.
    @Test func asyncAfterRunsAtTheTimeMeantWhateverRealTimePassed() {
        let sim = Simulator()
        let start = sim.now
        let log = RunLog()
        for lost in [0, 3_000, 80_000, 400_000] as [UInt64] {
            // What `.now() + 0.15` gave, `lost` nanoseconds of real time before the queue saw it.
            let deadline = DispatchTime(uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds + 150_000_000 - lost)
            DispatchQueue.main.asyncAfter(deadline: deadline) { MainActor.assumeIsolated { log.add("\(sim.now - start)") } }
        }
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.15 - 0.0002), interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { log.add("\(sim.now - start)") }
        }
        RunLoop.main.add(timer, forMode: .common)
        sim.advance(by: 0.2)
        #expect(log.entries == Array(repeating: "\(start + 0.15 - start)", count: 5))
    }

    @Test func settleWaitsForWhatIsDue() {
        let sim = Simulator()
        let log = RunLog()
        let start = sim.now
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            log.add("due")
            DispatchQueue.main.async { log.add("chained") }
        }
        sim.settle()
        #expect(log.entries == ["due", "chained"])
        #expect(sim.now - start >= 2 && sim.now - start < 2.1)
    }

    @Test func readyMainActorTasksRunInsideTheNextAdvanceBeforeLayout() {
        let (sim, log, v) = loggingScreen()
        Task { @MainActor in
            log.add("task")
            v.setNeedsLayout()
            Task { @MainActor in log.add("nested") }
        }
        #expect(log.entries.isEmpty, "nothing runs until the clock moves")
        sim.advance(by: 1.0 / 60)
        #expect(log.entries == ["task", "nested", "layout"], "\(log.entries)")
    }

    @Test func mainActorTasksRunWhenTheTestAwaits() async {
        let sim = Simulator()
        let log = RunLog()
        Task { @MainActor in
            log.add("task")
            Task { @MainActor in log.add("nested") }
            await Task.yield()
            log.add("resumed")
        }
        #expect(log.entries.isEmpty, "a task waits for the main actor, which the test holds")
        await sim.yield()
        #expect(log.entries == ["task", "nested", "resumed"])
    }

    @Test func blocksQueuedBeforeAnAwaitRunDuringIt() async {
        let sim = Simulator()
        let log = RunLog()
        DispatchQueue.main.async { log.add("block") }
        await Task.yield()
        #expect(log.entries == ["block"])
        _ = sim
    }

    @Test func timersFireOnTheVirtualClock() {
        let sim = Simulator()
        let log = RunLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            MainActor.assumeIsolated { log.add("tick") }
        }
        sim.advance(by: 0.49)
        #expect(log.entries.isEmpty)
        sim.advance(by: 1.1)
        #expect(log.entries == ["tick", "tick", "tick"])
        timer.invalidate()
        sim.advance(by: 2)
        #expect(log.entries.count == 3, "an invalidated timer stops")

        let once = Timer(timeInterval: 0.25, repeats: false) { _ in MainActor.assumeIsolated { log.add("once") } }
        RunLoop.main.add(once, forMode: .common)
        sim.settle()
        #expect(log.entries.last == "once" && !once.isValid)
    }

    @Test func targetActionTimersCallTheMethodWithTheirUserInfo() {
        let sim = Simulator()
        let vc = TickingController()
        sim.rootViewController = vc
        vc.timer = Timer.scheduledTimer(timeInterval: 0.1, target: vc, selector: TickingController.tick,
                                        userInfo: "info", repeats: true)
        _ = Timer.scheduledTimer(timeInterval: 0.35, target: vc, selector: TickingController.tock,
                                 userInfo: nil, repeats: false)
        sim.advance(by: 0.405)
        #expect(vc.ticks == ["info", "info", "info", "tock", "info"])
        vc.timer?.invalidate()
        sim.advance(by: 1)
        #expect(vc.ticks.count == 5)
    }

    @Test func runLoopBlocksAndMainOperationsRunInTheNextAdvance() {
        let sim = Simulator()
        let log = RunLog()
        RunLoop.main.perform { MainActor.assumeIsolated { log.add("perform") } }
        OperationQueue.main.addOperation { MainActor.assumeIsolated { log.add("operation") } }
        #expect(log.entries.isEmpty)
        sim.advance(by: 0.01)
        #expect(log.entries == ["perform", "operation"])
    }

    @Test func mainQueueObserversHearPostsFromTheMainThreadAtOnce() {
        let sim = Simulator()
        let log = RunLog()
        let name = Notification.Name("MainQueueTests.ping")
        let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
            let sent = note.name.rawValue
            MainActor.assumeIsolated { log.add(sent) }
        }
        NotificationCenter.default.post(name: name, object: nil)
        #expect(log.entries == ["MainQueueTests.ping"])
        NotificationCenter.default.removeObserver(observer)
        _ = sim
    }

    @Test func aNewSimulatorDoesNotRunTheLastOnesTimedWork() {
        let log = RunLog()
        do {
            let first = Simulator()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("first") }
            first.advance(by: 0.1)
        }
        let second = Simulator()
        second.advance(by: 1)
        #expect(log.entries.isEmpty)
    }
}
