import Foundation

/// Bytes for an image: from memory, a file or a URL.
public final class CGDataProvider: @unchecked Sendable {
    /// `CFData` on Apple's platforms.
    public let data: Data?
    internal let source: String

    public init?(data: Data) {
        self.data = data
        source = "<data>"
    }

    public init?(filename: String) {
        guard let d = FileManager.default.contents(atPath: filename) else { return nil }
        data = d
        source = filename
    }

    public convenience init?(url: URL) {
        self.init(filename: url.path)
    }
}
