/// Why a font file could not be registered; it names the file and the problem.
public struct FontLoadError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "cannot load font '\(file)': \(reason)" }
}
