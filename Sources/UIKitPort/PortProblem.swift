/// Something in the project the tool could not port: where, why, and what to do instead.
public struct PortProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the project's folder.
    public var file: String
    /// 1-based; 0 when the problem is the project's, not a line's.
    public var line: Int
    /// Why it could not be ported.
    public var reason: String
    /// What to do instead.
    public var advice: String

    public init(file: String, line: Int, reason: String, advice: String) {
        self.file = file
        self.line = line
        self.reason = reason
        self.advice = advice
    }

    public var description: String { "\(file):\(line): \(reason) — \(advice)" }
}
