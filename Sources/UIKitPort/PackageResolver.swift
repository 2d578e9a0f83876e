import Foundation

/// Finds the packages an Xcode project references, on a machine that may reach no code host:
/// first in the folders the user names (`--packages DIR`, clones named as their repositories
/// are), then among the repositories git can reach (SwiftPM's own source: on a machine with a
/// local mirror of GitHub, the packages SwiftPM already has).
struct PackageResolver {
    /// Folders of clones, searched in order.
    var folders: [URL]

    enum Found: Equatable {
        /// A checkout on disk: a local reference, or a clone in one of the folders.
        case folder(URL)
        /// A repository git reaches, with the newest version that keeps the project's rule (nil for
        /// a branch or a revision).
        case repository(version: String?)
        /// Nowhere: why, in a sentence.
        case missing(String)
    }

    func find(_ reference: SwiftPackageReference) -> Found {
        switch reference.location {
        case .local(let dir):
            return Self.isPackage(dir) ? .folder(dir) : .missing("no Package.swift in \(dir.path)")
        case let .remote(url, requirement):
            for folder in folders {
                let clone = folder.appendingPathComponent(reference.repositoryName)
                if Self.isPackage(clone) { return .folder(clone.standardizedFileURL) }
            }
            guard let refs = Self.remoteRefs(url) else {
                return .missing("not in \(folders.isEmpty ? "a --packages folder (none was given)" : folders.map(\.path).joined(separator: ", ")), and git cannot reach \(url)")
            }
            switch requirement {
            case .branch(let b):
                return refs.branches.contains(b) ? .repository(version: nil) : .missing("\(url) has no branch \(b)")
            case .revision:
                return .repository(version: nil)
            default:
                let versions = refs.tags.compactMap(SemanticVersion.init).filter { requirement.admits($0) }
                guard let best = versions.max() else {
                    let known = refs.tags.compactMap(SemanticVersion.init).sorted().suffix(4).map(\.text)
                    return .missing("no version of \(url) keeps the rule “\(requirement.shown)”; there are \(known.isEmpty ? "no versions" : known.joined(separator: ", "))")
                }
                return .repository(version: best.text)
            }
        }
    }

    static func isPackage(_ dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path)
    }

    /// The tags and branches of a repository, or nil when git cannot reach it.
    static func remoteRefs(_ url: String) -> (tags: [String], branches: [String])? {
        guard let out = git(["ls-remote", "--tags", "--heads", url]) else { return nil }
        var tags: [String] = [], branches: [String] = []
        for line in out.split(separator: "\n") {
            guard let ref = line.split(separator: "\t").last else { continue }
            if ref.hasPrefix("refs/tags/"), !ref.hasSuffix("^{}") { tags.append(String(ref.dropFirst("refs/tags/".count))) }
            if ref.hasPrefix("refs/heads/") { branches.append(String(ref.dropFirst("refs/heads/".count))) }
        }
        return (tags, branches)
    }

    /// A shallow clone of `url` at `version` (a tag, as written in the repository) in `dir`.
    static func clone(_ url: String, version: String?, into dir: URL) -> Bool {
        var args = ["clone", "--quiet"]
        if let version { args += ["--branch", version] }
        return git(args + [url, dir.path]) != nil
    }

    /// Runs git without a terminal (it must never ask for credentials); its output, or nil when it failed.
    static func git(_ arguments: [String]) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git"] + arguments
        var env = ProcessInfo.processInfo.environment
        env["GIT_TERMINAL_PROMPT"] = "0"
        env["GIT_ASKPASS"] = "true"
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

/// `1.2.3` (or `v1.2.3`, or `1.2`), compared as SwiftPM compares versions.
struct SemanticVersion: Comparable {
    var parts: [Int]
    /// As the repository's tag writes it.
    var text: String

    init?(_ tag: String) {
        let body = tag.hasPrefix("v") ? tag.dropFirst() : Substring(tag)
        let numbers = body.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else { return nil }
        parts = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
        text = tag
    }

    static func < (a: SemanticVersion, b: SemanticVersion) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
    static func == (a: SemanticVersion, b: SemanticVersion) -> Bool { a.parts == b.parts }
}

extension SwiftPackageReference.Requirement {
    /// Whether a version keeps the rule.
    func admits(_ v: SemanticVersion) -> Bool {
        func version(_ s: String) -> SemanticVersion? { SemanticVersion(s) }
        switch self {
        case .upToNextMajor(let from):
            guard let low = version(from) else { return false }
            return v >= low && v.parts[0] == low.parts[0]
        case .upToNextMinor(let from):
            guard let low = version(from) else { return false }
            return v >= low && v.parts[0...1] == low.parts[0...1]
        case .exact(let s): return version(s).map { $0 == v } ?? false
        case let .range(a, b):
            guard let low = version(a), let high = version(b) else { return false }
            return v >= low && v < high
        case .branch, .revision: return false
        }
    }
}
