import Foundation

/// What a try-out saw (`PortTryOut`): the pictures after each step, what was flagged, and a crash with
/// its step, message, stack and the app's own line. `markdown` is `TRY-REPORT.md`.
public struct TryOutReport: Sendable {
    /// A step and the picture after it.
    public struct Step: Sendable, Equatable {
        public var action: String
        public var picture: String?
    }

    /// A crash: where in the try it came, what the runtime said, and the app's line it came from.
    public struct Crash: Sendable, Equatable {
        /// The step or random event being performed ("launch" before the first picture).
        public var during: String
        /// The monkey event's number, when it came from one.
        public var event: Int?
        public var message: String
        /// The first frame in the app's own code, at the original project's file and line.
        public var appLine: String?
        public var stack: [String]
    }

    public var project: String
    public var device = ""
    public var buildFailed = false
    public var launched = false
    public var finished = false
    public var hung = false
    public var steps: [Step] = []
    /// UIKit's exceptions (the app would crash here on iOS), warnings, unread Interface Builder
    /// attributes, and what the screens showed wrong; each once.
    public var failures: [String] = []
    public var warnings: [String] = []
    public var unreadAttributes: [String] = []
    public var findings: [String] = []
    public var monkey: (events: Int, seed: UInt64)?
    public var crash: Crash?

    public init(project: String) { self.project = project }

    /// Everything flagged, as the report lists it.
    public var flagged: [String] {
        failures.map { "UIKit exception (an app on iOS stops here): \($0)" }
            + unreadAttributes.map { "Interface Builder attribute not read: \($0)" }
            + findings + warnings.map { "UIKit warning: \($0)" }
    }

    /// The report's first line: whether the app launched, and whether anything was flagged.
    public var verdict: String {
        if buildFailed { return "did not build (see PORTING-REPORT.md)" }
        if let crash, !launched { return "crashed at launch: \(crash.message)" }
        if hung && !launched { return "did not launch: it did not settle before the time limit" }
        var parts = ["launched on \(device)"]
        if let crash { parts.append(crash.event.map { "crashed at random event \($0) (\(crash.during))" } ?? "crashed when it tried \(crash.during)") }
        if hung { parts.append("stopped: it did not finish before the time limit") }
        parts.append(flagged.isEmpty ? "nothing flagged" : "\(flagged.count) flagged")
        return parts.joined(separator: "; ")
    }

    mutating func read(journal: String, output: String, status: Int32, signalled: Bool, hung: Bool,
                       sourceMap: [String: SourceMapping], package: URL) {
        self.hung = hung
        var pending: String = "launch"
        var pendingEvent: Int?
        for line in journal.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                  let r = (try? JSONSerialization.jsonObject(with: data)) as? [String: String] else { continue }
            switch r["kind"] {
            case "launch": device = r["device"] ?? ""
            case "picture":
                if r["after"] == "launch" { launched = true }
                steps.append(Step(action: r["after"] ?? "", picture: r["file"]))
                pending = "looking at the screen"; pendingEvent = nil
            case "step": pending = r["action"] ?? ""; pendingEvent = nil
            case "monkey": monkey = (Int(r["events"] ?? "") ?? 0, UInt64(r["seed"] ?? "") ?? 0)
            case "event": pending = r["action"] ?? ""; pendingEvent = Int(r["n"] ?? "")
            case "finding": note(r["message"], in: &findings)
            case "failure": note(r["message"], in: &failures)
            case "warning":
                guard let m = r["message"] else { break }
                if m.contains("is not supported here; skipped") { note(m, in: &unreadAttributes) } else { note(m, in: &warnings) }
            case "done": finished = true
            default: break
            }
        }
        guard !finished, !hung else { return }
        crash = Crash(during: pending, event: pendingEvent, message: Self.crashMessage(output, status: status, signalled: signalled),
                      appLine: Self.appLine(output, sourceMap: sourceMap, package: package), stack: Self.stack(output))
    }

    private func note(_ message: String?, in list: inout [String]) {
        if let message, !list.contains(message) { list.append(message) }
    }

    /// The runtime's own words: Swift's "Fatal error: …" line, else the backtracer's "Program crashed".
    static func crashMessage(_ output: String, status: Int32, signalled: Bool) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        if let fatal = lines.first(where: { $0.contains("Fatal error:") }) { return fatal.trimmingCharacters(in: .whitespaces) }
        if let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed:") }) {
            return crashed.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
        }
        return signalled ? "killed by signal \(status)" : "exited with status \(status) before it finished"
    }

    /// The crashed thread's frames, as the backtracer printed them.
    static func stack(_ output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }) else { return [] }
        return Array(lines[(start + 1)...].drop { $0.isEmpty }.prefix { !$0.isEmpty }.prefix(30))
    }

    /// The first frame in the app's sources, mapped back to the original project's file and line.
    static func appLine(_ output: String, sourceMap: [String: SourceMapping], package: URL) -> String? {
        let root = package.standardizedFileURL.path + "/"
        for frame in stack(output) {
            guard let at = frame.range(of: " at /") else { continue }
            let location = frame[frame.index(at.lowerBound, offsetBy: 4)...]
            let parts = location.split(separator: ":")
            guard parts.count >= 2, let line = Int(parts[1]), parts[0].hasPrefix(root) else { continue }
            let file = String(parts[0].dropFirst(root.count))
            guard let mapping = sourceMap[file] else { continue }
            return "\(mapping.original):\(mapping.originalLine(line))"
        }
        return nil
    }
}
