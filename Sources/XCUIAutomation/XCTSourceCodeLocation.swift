import Foundation

/// A file and line an issue points at.
public struct XCTSourceCodeLocation: Sendable {
    public var fileURL: URL
    public var lineNumber: Int

    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
    }

    public init(filePath: String, lineNumber: Int) {
        self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }
}
