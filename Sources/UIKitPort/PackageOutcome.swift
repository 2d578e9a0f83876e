/// What the port did with one Swift package the project references, for the report.
public struct PackageOutcome: Sendable, Equatable, CustomStringConvertible {
    public enum Use: Sendable, Equatable {
        /// Builds on Linux as it is: the package's manifest line (a URL with the project's rule, or a path).
        case asIs(String)
        /// Written for iOS: ported into this folder of the output (relative), with why it counts as iOS's.
        case ported(folder: String, why: String, rewrittenFiles: Int)
        /// Not found: why, and the command that would fetch it.
        case missing(reason: String, command: String)
    }

    /// The repository's or folder's name.
    public var name: String
    /// Where the project says it comes from, and its version rule.
    public var reference: String
    public var use: Use

    public var description: String {
        switch use {
        case .asIs(let line):
            return "\(name) (\(reference)): builds on Linux as it is: `\(line)`"
        case let .ported(folder, why, n):
            return "\(name) (\(reference)): written for iOS (\(why)): ported into \(folder) (\(n) file(s) rewritten); `swift test` there runs its own tests"
        case let .missing(reason, command):
            return "\(name) (\(reference)): NOT FOUND: \(reason). Fetch it with `\(command)`, then port again with that folder as `--packages`"
        }
    }
}
