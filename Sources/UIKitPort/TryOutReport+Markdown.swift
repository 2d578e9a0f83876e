import Foundation

extension TryOutReport {
    /// `TRY-REPORT.md`: the verdict first, then each step with its picture, what was flagged, and a crash.
    public var markdown: String {
        var lines = ["# Try-out: \(project)", "", "**Verdict:** \(verdict).", ""]
        if !steps.isEmpty {
            lines += ["## What was tried", ""]
            for (i, step) in steps.enumerated() {
                lines.append(i == 0 ? "### The first screen" : "### \(i). After \(step.action)")
                if let picture = step.picture { lines += ["", "![\(step.action)](try/\(picture))"] }
                lines.append("")
            }
        }
        if !flagged.isEmpty {
            // (A message of several lines — Auto Layout's list of the constraints in conflict — is whole in
            // try/output.txt; the report gives its first line.)
            lines += ["## Flagged (\(flagged.count))", ""] + flagged.map { item in
                let first = item.prefix { $0 != "\n" }
                return "- \(first)" + (first.count < item.count ? " (the rest is in try/output.txt)" : "")
            } + [""]
        }
        if let crash {
            lines += ["## Crash", "", "While it tried: \(crash.during)" + (crash.event.map { " (random event \($0))" } ?? ""), "",
                      "    \(crash.message)", ""]
            if let line = crash.appLine { lines += ["In the app's code at **\(line)**.", ""] }
            if let monkey, let n = crash.event {
                lines += ["Reproduce it: `uikit-port … --try --monkey \(monkey.events) --seed \(monkey.seed)` crashes again at event \(n).", ""]
            }
            if !crash.stack.isEmpty { lines += ["```"] + crash.stack + ["```", ""] }
        }
        if hung { lines += ["The app did not finish in time and was stopped: the last thing tried was the last step above.", ""] }
        lines += ["(The app ran headless, as `OPENUIKIT_TRY` runs it; everything it printed is in try/output.txt.)"]
        return lines.joined(separator: "\n") + "\n"
    }
}
