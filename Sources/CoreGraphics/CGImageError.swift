/// Why an image file or image data could not be decoded; it names the file and the problem.
public struct CGImageError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "cannot load image '\(file)': \(reason)" }
}
