import Foundation
import QuartzCore
import CoreGraphics

/// The try-out (`uikit-port --try`; `OPENUIKIT_TRY=FOLDER` on any OpenUIKit app): instead of opening a
/// window, `UIApplicationMain` launches the app headless on a virtual clock, settles it, pictures the
/// first screen, taps the first few controls or rows in VoiceOver's reading order (typing into a field
/// it taps) with a picture after each, and, with `OPENUIKIT_MONKEY=N` (`OPENUIKIT_SEED=S`), sends N
/// random taps, drags, swipes, typing and rotations. What happens goes to `FOLDER/journal.jsonl` a line
/// at a time, each written before the step it names, so a crash is placed at its step by the process
/// that reads it (uikit-port writes the report). UIKit's exceptions are recorded and the try goes on.
@MainActor final class TryOut {
    let env: UIKitEnvironment
    var clock = VirtualClockDriver(start: 1000)
    let folder: URL
    let journal: TryOutJournal
    /// Pictures written so far, numbering the next.
    var pictures = 0
    /// Console lines already recorded.
    var consoleSeen = 0
    /// Findings already recorded (each once).
    var found = Set<String>()
    var fingers = 0

    /// The try-out the environment asks for, on its own headless device; nil for a normal run.
    static func fromEnvironment() -> TryOut? {
        let vars = ProcessInfo.processInfo.environment
        guard let path = vars["OPENUIKIT_TRY"], !path.isEmpty else { return nil }
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        guard let journal = try? TryOutJournal(folder: folder) else {
            uikitLog.error("OPENUIKIT_TRY: cannot write to \(path)")
            return nil
        }
        return TryOut(folder: folder, journal: journal, device: LiveDevice.profile(named: vars["OPENUIKIT_DEVICE"]))
    }

    init(folder: URL, journal: TryOutJournal, device: DeviceProfile) {
        self.folder = folder
        self.journal = journal
        env = UIKitEnvironment(profile: device, backend: HeadlessBackend(), virtualClockStart: clock.start)
        env.activate()
        env.captureMainQueue()
    }

    /// Launches the app with `delegate` and tries it; returns the process's exit status.
    func run(launching delegate: UIApplicationDelegate?) async -> Int32 {
        let vars = ProcessInfo.processInfo.environment
        journal.write(["kind": "launch", "device": env.screen.profile.name])
        UIKitRuntime.failureHandler = { [journal] message in journal.write(["kind": "failure", "message": message]) }
        UIApplication.shared.launch(with: delegate)
        await letTasksRun()
        clock.settle(env, limit: 10)
        await picture(after: "launch")
        await tapThrough(limit: vars["OPENUIKIT_TRY_TAPS"].flatMap(Int.init) ?? 5)
        if let n = vars["OPENUIKIT_MONKEY"].flatMap(Int.init), n > 0 {
            await monkey(events: n, seed: vars["OPENUIKIT_SEED"].flatMap(UInt64.init) ?? 1)
        }
        journal.write(["kind": "done"])
        return 0
    }

    // MARK: Looking

    /// Gives the main actor up a few times, so the app's main-actor tasks that are ready run (and
    /// the tasks they start), then runs the frame their changes need.
    func letTasksRun() async {
        for _ in 0..<8 { await Task.yield() }
        clock.runFrame(env)
    }

    /// Settles, writes the screen as the next picture and records what it shows wrong.
    func picture(after action: String) async {
        await letTasksRun()
        clock.settle(env, limit: 5)
        await letTasksRun()
        pictures += 1
        let name = String(format: "%02d.png", pictures)
        if let png = UIImage(cgImage: env.compositor.makeImage(), scale: env.screen.scale, orientation: .up).pngData() {
            try? png.write(to: folder.appendingPathComponent(name))
        }
        journal.write(["kind": "picture", "file": name, "after": action])
        recordConsole()
        for finding in TryOutFindings(windows: env.visibleWindows, screen: env.screen.bounds).all where found.insert(finding).inserted {
            journal.write(["kind": "finding", "message": finding])
        }
    }

    /// UIKit's warnings and errors logged since the last look.
    func recordConsole() {
        let messages = env.console.messages
        guard messages.count > consoleSeen else { return }
        for m in messages[consoleSeen...] { journal.write(["kind": "warning", "message": m]) }
        consoleSeen = messages.count
    }

    // MARK: Tapping through

    /// Taps what a person would try first: the controls and rows on screen in reading order, each
    /// once, looking again after each tap (a tap may have shown another screen).
    func tapThrough(limit: Int) async {
        var tried = Set<String>()
        var taps = 0
        while taps < limit {
            clock.runFrame(env)
            guard let target = TryOutTarget.inReadingOrder(env.accessibilityElements(), screen: env.screen.bounds)
                .first(where: { !tried.contains($0.name) }) else { break }
            // (By name: a screen shown again has new views for the same controls.)
            tried.insert(target.name)
            taps += 1
            journal.write(["kind": "step", "action": "tap \(target.name)"])
            tap(at: target.point)
            if target.takesText {
                clock.settle(env, limit: 2)
                journal.write(["kind": "step", "action": "type “Hello” into \(target.name)"])
                type("Hello")
            }
            await picture(after: target.takesText ? "typing into \(target.name)" : "tapping \(target.name)")
        }
    }

    // MARK: Input, as a finger and a keyboard give it

    func send(_ phase: TouchInput.Phase, _ finger: Int, _ p: CGPoint) {
        env.touchInput.send([TouchInput.Change(finger: finger, phase: phase, location: p)])
    }

    func tap(at p: CGPoint) {
        fingers += 1
        send(.down, fingers, p)
        clock.advance(env, by: 0.05)
        send(.up, fingers, p)
        clock.runFrame(env)
    }

    func drag(from a: CGPoint, to b: CGPoint, duration: TimeInterval) {
        fingers += 1
        send(.down, fingers, a)
        let steps = max(2, Int((duration * 60).rounded()))
        for i in 1...steps {
            clock.advance(env, by: duration / Double(steps))
            let f = CGFloat(i) / CGFloat(steps)
            send(.move, fingers, CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        }
        send(.up, fingers, b)
        clock.runFrame(env)
    }

    func type(_ text: String) {
        for ch in text {
            env.keyInput.text(String(ch), fromHardware: false)
            clock.advance(env, by: 0.05)
        }
    }
}
