import Foundation

/// `uikit-port --try` (and `--monkey N --seed S`): runs the built app headless as a new user tries
/// it — OpenUIKit's `UIApplicationMain` does the trying when `OPENUIKIT_TRY` names a folder — and
/// writes `TRY-REPORT.md` beside `PORTING-REPORT.md`, with its pictures in `try/`.
public struct PortTryOut: Sendable {
    /// How the package is built (the shared build folder of OpenUIKit's own tests, or its own).
    public var check: PortCheck
    /// Controls and rows tapped after the launch.
    public var taps = 5
    /// Random events after them, and the seed they come from (nil: none).
    public var monkey: (events: Int, seed: UInt64)?
    /// Wall-clock seconds the app may take before it is stopped as hung.
    public var timeout: TimeInterval = 600
    /// More environment for the app (tests use it to pick a fixture's behaviour).
    public var environment: [String: String] = [:]

    public init(check: PortCheck = PortCheck()) { self.check = check }

    /// Builds the package if `report` does not say it built, runs the app, and writes the report.
    public func run(_ report: inout PortReport) throws -> TryOutReport {
        let package = URL(fileURLWithPath: report.output)
        if report.buildSucceeded != true { try check.check(&report) }
        var result = TryOutReport(project: report.project)
        guard report.buildSucceeded == true else {
            result.buildFailed = true
            try write(result, to: package)
            return result
        }
        // (Found where SwiftPM puts a debug build, not by asking it: another `swift` run in a shared build
        // folder would plan that folder for this package again.)
        let scratch = check.scratchPath ?? package.appendingPathComponent(".build")
        let binary = scratch.appendingPathComponent("debug").appendingPathComponent(report.executable)
        let folder = package.appendingPathComponent("try")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        env["OPENUIKIT_TRY"] = folder.path
        env["OPENUIKIT_TRY_TAPS"] = String(taps)
        // An iPad-only project launches on an iPad; one for both, as Xcode's default run, on an iPhone.
        env["OPENUIKIT_DEVICE"] = report.deviceFamily.split(separator: ",").contains("1") ? "iPhone15" : "iPadPro11"
        if let monkey {
            env["OPENUIKIT_MONKEY"] = String(monkey.events)
            env["OPENUIKIT_SEED"] = String(monkey.seed)
        }
        let run = try Self.launch(binary, environment: env, in: package, timeout: timeout)
        let journal = (try? String(contentsOf: folder.appendingPathComponent("journal.jsonl"), encoding: .utf8)) ?? ""
        result.read(journal: journal, output: run.output, status: run.status, signalled: run.signalled, hung: run.hung,
                    sourceMap: report.sourceMap, package: package)
        try write(result, to: package)
        return result
    }

    private func write(_ result: TryOutReport, to package: URL) throws {
        try Data(result.markdown.utf8).write(to: package.appendingPathComponent("TRY-REPORT.md"))
    }

    /// Runs the app; what it printed (the crash backtrace Swift's runtime prints goes to standard error).
    static func launch(_ binary: URL, environment: [String: String], in dir: URL, timeout: TimeInterval) throws
        -> (status: Int32, signalled: Bool, hung: Bool, output: String) {
        let p = Process()
        p.executableURL = binary
        p.environment = environment
        p.currentDirectoryURL = dir
        let out = dir.appendingPathComponent("try/output.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        p.standardOutput = handle
        p.standardError = handle
        let ended = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in ended.signal() }
        try p.run()
        let hung = ended.wait(timeout: .now() + timeout) == .timedOut
        if hung { p.terminate() }
        p.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        return (p.terminationStatus, p.terminationReason == .uncaughtSignal, hung, text)
    }
}
