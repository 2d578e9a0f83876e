import Foundation
import Testing
@testable import UIKitPort

/// `uikit-port --try` and `--monkey` on the Trial fixture, an app written as the books write theirs
/// with what a try-out must notice: a label too narrow for its text, a storyboard attribute the
/// reader does not know, and, as `TRIAL_CRASH` asks, a crash at launch or on its third touch.
extension PortedAppsTests {
    /// Ports and builds Trial, once per test run: the tests only run it. (Building it again in the shared
    /// build folder, where the other packages build in turn, is what SwiftPM's own tests never do: the
    /// next package's test bundle was then left unlinked.)
    func portTrial() throws -> PortReport {
        if let built = Self.trial { return built }
        let out = Self.work.appendingPathComponent("apps/Trial")
        var report = try Porter(openUIKit: .path(Self.root.path)).port(project: project("Trial"), output: out)
        try Self.check.check(&report)
        try #require(report.buildSucceeded == true, "\(report.problems)")
        Self.trial = report
        return report
    }
    nonisolated(unsafe) static var trial: PortReport?

    func isPNG(_ url: URL) -> Bool {
        (try? Data(contentsOf: url).prefix(8)) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func theTryOutPicturesTheFirstScreenTapsThroughAndFlagsWhatIsWrong() throws {
        var report = try portTrial()
        let tried = try PortTryOut(check: Self.check).run(&report)
        #expect(tried.launched && tried.finished && tried.crash == nil)
        #expect(tried.verdict == "launched on iPhone 15; 2 flagged", "\(tried.flagged)")
        #expect(tried.findings == ["UILabel “A greeting far too long for t…” is truncated: its text needs more room than its 120×21 pt"])
        #expect(tried.unreadAttributes.count == 1 && tried.unreadAttributes[0].contains("Main.storyboard:30: attribute hoverStyle=\"lift\" of <button>"))
        // In reading order: the field (typed into), then the button, then the one a task added
        // (main-actor tasks run between the steps); the keyboard's keys are not tried.
        #expect(tried.steps.map(\.action) == ["launch", "typing into UITextField", "tapping UIButton “Greet”", "tapping UIButton “Later”"])
        let folder = URL(fileURLWithPath: report.output).appendingPathComponent("try")
        for step in tried.steps { #expect(isPNG(folder.appendingPathComponent(step.picture ?? "")), "\(step)") }
        // The greeting changed between the first picture and the last.
        #expect(try Data(contentsOf: folder.appendingPathComponent("01.png")) != Data(contentsOf: folder.appendingPathComponent("03.png")))
        let written = try String(contentsOf: URL(fileURLWithPath: report.output).appendingPathComponent("TRY-REPORT.md"), encoding: .utf8)
        #expect(written.hasPrefix("# Try-out: Trial\n\n**Verdict:** launched on iPhone 15; 2 flagged.\n"))
        #expect(written.contains("![launch](try/01.png)") && written.contains("### 2. After tapping UIButton “Greet”")
                && written.contains("- Interface Builder attribute not read: Main.storyboard:30"), "\(written)")
    }

    @Test func aCrashAtLaunchIsReportedAtTheAppsOwnLine() throws {
        var report = try portTrial()
        var run = PortTryOut(check: Self.check)
        run.environment = ["TRIAL_CRASH": "launch"]
        let tried = try run.run(&report)
        let crash = try #require(tried.crash)
        #expect(!tried.launched && tried.verdict.hasPrefix("crashed at launch: "), "\(tried.verdict)")
        #expect(crash.message.contains("Fatal error: Index out of range"), "\(crash.message)")
        #expect(crash.appLine == "Trial/ViewController.swift:22", "\(crash.stack.joined(separator: "\n"))")
        #expect(crash.during == "launch" && !crash.stack.isEmpty)
        let written = try String(contentsOf: URL(fileURLWithPath: report.output).appendingPathComponent("TRY-REPORT.md"), encoding: .utf8)
        #expect(written.contains("In the app's code at **Trial/ViewController.swift:22**."))
    }

    @Test func theMonkeysCrashNamesItsSeedAndEventAndTheSameSeedRepeatsIt() throws {
        var report = try portTrial()
        var run = PortTryOut(check: Self.check)
        run.environment = ["TRIAL_CRASH": "third-touch"]
        run.taps = 0
        run.monkey = (events: 60, seed: 5)
        let tried = try run.run(&report)
        let crash = try #require(tried.crash)
        // The third event that touches the screen (typing and turning do not).
        let journal = try String(contentsOf: URL(fileURLWithPath: report.output).appendingPathComponent("try/journal.jsonl"), encoding: .utf8)
        let touching = journal.split(separator: "\n").filter { $0.contains(#""kind":"event""#) }
            .map { $0.contains(#""action":"tap"#) || $0.contains(#""action":"drag"#) || $0.contains(#""action":"swipe"#) }
        let third = try #require(touching.indices.filter { touching[$0] }.dropFirst(2).first) + 1
        #expect(tried.launched && crash.event == third, "\(crash)")
        #expect(crash.message.contains("Fatal error: the third touch") && crash.appLine == "Trial/ViewController.swift:33", "\(crash)")
        #expect(tried.verdict.hasPrefix("launched on iPhone 15; crashed at random event \(third) ("), "\(tried.verdict)")
        #expect(tried.markdown.contains("--monkey 60 --seed 5` crashes again at event \(third)"))
        let again = try run.run(&report)
        #expect(again.crash?.event == third && again.crash?.during == crash.during)
    }
}
