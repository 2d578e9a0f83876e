import Foundation

/// `uikit-port --check`: builds the written package (its app and tests) and folds the compiler's
/// errors into the report, each at the line of the original source it came from, so that the
/// report's verdict is the build's.
public struct PortCheck: Sendable {
    /// Where SwiftPM builds (a shared folder builds OpenUIKit once for many packages).
    public var scratchPath: URL?
    /// Builds even while another SwiftPM process holds the scratch folder's lock (one that is only
    /// running tests from it, as OpenUIKit's own suite does while it ports and builds apps there).
    public var ignoresLock: Bool

    public init(scratchPath: URL? = nil, ignoresLock: Bool = false) {
        self.scratchPath = scratchPath
        self.ignoresLock = ignoresLock
    }

    /// The arguments that put a build in the scratch folder, past its lock when asked.
    public var buildFolderArguments: [String] {
        (scratchPath.map { ["--scratch-path", $0.path] } ?? []) + (ignoresLock ? ["--ignore-lock"] : [])
    }

    /// Builds `report.output` and records the outcome in `report`; returns the compiler's output.
    @discardableResult
    public func check(_ report: inout PortReport) throws -> String {
        var reports = [report]
        defer { report = reports[0] }
        return try check(&reports)
    }

    /// Builds the package several apps were ported into (`Porter.port(projects:output:)`, all with
    /// the same `output`) once, and records the outcome in each app's report: a compiler error goes
    /// to the app whose file it is in (one in no app's file, to every report).
    @discardableResult
    public func check(_ reports: inout [PortReport]) throws -> String {
        guard let first = reports.first else { return "" }
        let package = URL(fileURLWithPath: first.output)
        let (status, output) = try Self.swift(["build", "--build-tests"] + buildFolderArguments, in: package)
        var seen = Array(repeating: Set<String>(), count: reports.count)
        for error in Self.errors(in: output, package: package) {
            let owners = reports.indices.filter { reports[$0].sourceMap[error.file] != nil }
            for i in owners.isEmpty ? Array(reports.indices) : owners {
                let original = reports[i].sourceMap[error.file]
                let problem = PortProblem(file: original?.original ?? error.file, line: original?.originalLine(error.line) ?? error.line,
                                          reason: "does not compile: \(error.message)",
                                          advice: "change the original source, or the ported one (\(error.file):\(error.line)), as the compiler says")
                if seen[i].insert(problem.description).inserted { reports[i].problems.append(problem) }
            }
        }
        let noErrors = seen.allSatisfy(\.isEmpty)
        for i in reports.indices {
            reports[i].buildSucceeded = status == 0
            if status != 0, noErrors {
                let tail = output.split(separator: "\n").suffix(3).joined(separator: " / ")
                reports[i].problems.append(PortProblem(file: "Package.swift", line: 0, reason: "swift build failed: \(tail)",
                                                       advice: "run swift build in the package to see the whole output"))
            }
            reports[i].problems.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        }
        try Data(reports.map(\.description).joined(separator: "\n").utf8).write(to: package.appendingPathComponent("PORTING-REPORT.md"))
        return output
    }

    /// Runs `swift` with `arguments` in `dir`: its exit status and everything it printed. A build is
    /// given the flags in `OPENUIKIT_SWIFT_BUILD_FLAGS` (the Makefile's, with which OpenUIKit's own
    /// build folder was built), so a package built in that folder reuses its objects instead of
    /// compiling OpenUIKit again with other flags.
    static func swift(_ arguments: [String], in dir: URL) throws -> (status: Int32, output: String) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments + (arguments.first == "build" ? buildFlags : []), in: dir)
    }

    /// Runs `executable` with `arguments` in `dir` (with `environment` added to this process's):
    /// its exit status and everything it printed, standard error included.
    static func run(_ executable: URL, _ arguments: [String], in dir: URL,
                    environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        p.currentDirectoryURL = dir
        if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The flags every build is given (`OPENUIKIT_SWIFT_BUILD_FLAGS`, split at spaces).
    static var buildFlags: [String] {
        (ProcessInfo.processInfo.environment["OPENUIKIT_SWIFT_BUILD_FLAGS"] ?? "").split(separator: " ").map(String.init)
    }

    struct CompilerError: Equatable {
        var file: String
        var line: Int
        var message: String
    }

    /// `/path/Sources/App/File.swift:12:5: error: message`, for files inside the package (relative paths).
    static func errors(in output: String, package: URL) -> [CompilerError] {
        let root = package.standardizedFileURL.path + "/"
        var out: [CompilerError] = []
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let row = Int(location[location.count - 2]) else { continue }
            var path = location.dropLast(2).joined(separator: ":")
            if path.hasPrefix(root) { path.removeFirst(root.count) }
            out.append(CompilerError(file: path, line: row, message: String(line[marker.upperBound...])))
        }
        return out
    }
}

/// A ported file and the original it was written from: lines map back through a diff.
public struct SourceMapping: Sendable {
    /// The original, relative to the project's folder.
    public var original: String
    var originalLines: [Substring]
    var portedLines: [Substring]

    init(original: String, originalText: String, portedText: String) {
        self.original = original
        originalLines = originalText.split(separator: "\n", omittingEmptySubsequences: false)
        portedLines = portedText.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The original line a ported line came from: the same line where it is unchanged, else the
    /// nearest unchanged line above it, moved by as many lines.
    public func originalLine(_ ported: Int) -> Int {
        guard originalLines != portedLines else { return ported }
        let diff = portedLines.difference(from: originalLines)
        var inserted = Set<Int>(), removed = Set<Int>()
        for change in diff {
            switch change {
            case .insert(let offset, _, _): inserted.insert(offset)
            case .remove(let offset, _, _): removed.insert(offset)
            }
        }
        // Walk both files together: unchanged lines pair up in order.
        var o = 0, lastPair = (ported: 0, original: 0)
        for p in 0..<portedLines.count {
            if p + 1 > ported { break }
            if inserted.contains(p) { continue }
            while removed.contains(o) { o += 1 }
            lastPair = (p + 1, o + 1)
            o += 1
        }
        return max(1, lastPair.original + (ported - lastPair.ported))
    }
}
