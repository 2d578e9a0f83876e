/// What a port did: the files written and rewritten, each rule with how often it applied,
/// and the problems left for a person, with file and line.
public struct PortReport: Sendable, CustomStringConvertible {
    /// The project's name.
    public var project: String
    /// Where the package was written.
    public var output: String
    /// Swift files that changed (relative to the project's folder).
    public var rewrittenFiles: [String] = []
    /// Swift files copied unchanged.
    public var unchangedFiles: [String] = []
    /// Resources copied.
    public var resources: [String] = []
    /// Each rule's name and how many times it applied.
    public var rules: [String: Int] = [:]
    public var problems: [PortProblem] = []
    /// The Swift packages the project references, and what became of each.
    public var packages: [PackageOutcome] = []
    /// Members moved from extensions into their class's declaration (`file:line: Type.member …`).
    public var notes: [String] = []
    /// Whether the package built (`--check`); nil when it was not built.
    public var buildSucceeded: Bool?
    /// Each ported Swift file (relative to the package) and the original it came from.
    public var sourceMap: [String: SourceMapping] = [:]
    /// The app's executable (its module's name), and the devices it targets (`TARGETED_DEVICE_FAMILY`:
    /// "1" iPhone, "2" iPad, "1,2" both): what `--try` runs, and on which device.
    public var executable = ""
    public var deviceFamily = "1"

    public init(project: String, output: String) {
        self.project = project
        self.output = output
    }

    /// How many times `rule` applied.
    public func count(_ rule: PortRule) -> Int { rules[rule.rawValue] ?? 0 }

    public var description: String {
        var lines = ["# Porting report: \(project)", "",
                     "Package written to \(output).", "",
                     "- \(rewrittenFiles.count) Swift file(s) rewritten, \(unchangedFiles.count) unchanged, \(resources.count) resource(s) copied."]
        lines += rewrittenFiles.map { "  - rewritten: \($0)" }
        lines += ["", "## Rules applied", ""]
        let applied = rules.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        lines += applied.isEmpty ? ["(none)"] : applied.map { "- \($0.key): \($0.value)" }
        if !packages.isEmpty { lines += ["", "## Swift packages (\(packages.count))", ""] + packages.map { "- \($0)" } }
        if !notes.isEmpty { lines += ["", "## Moved", ""] + notes.map { "- \($0)" } }
        lines += ["", "## Problems (\(problems.count))", ""]
        lines += problems.isEmpty ? ["None: the package should build as it is."] : problems.map { "- \($0)" }
        if let built = buildSucceeded {
            lines += ["", "## Checked", "", built ? "`swift build --build-tests` succeeded." : "`swift build --build-tests` failed: the errors are listed above, at the original lines."]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
