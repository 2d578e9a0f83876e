import Foundation

/// A problem a test recorded: an assertion that failed, an error it threw, an expected failure
/// that never came. Apple's XCTest hands these to `XCTExpectFailure`'s issue matcher; Linux's
/// records failures as text, so OpenUIKit makes the issue from what XCTest recorded.
public struct XCTIssue: Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum IssueType: Int, Sendable {
        case assertionFailure = 0
        case performanceRegression = 3
        case system = 4
        case thrownError = 1
        case uncaughtException = 2
        case unmatchedExpectedFailure = 5
    }

    public var type: IssueType
    /// The failure's message as XCTest printed it ("XCTAssertEqual failed: (\"1\") is not equal to (\"2\")").
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public var associatedError: (any Error & Sendable)?

    public init(type: IssueType, compactDescription: String, detailedDescription: String? = nil,
                sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(), associatedError: (any Error & Sendable)? = nil) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
    }

    public var description: String {
        let place = sourceCodeContext.location.map { "\($0.fileURL.lastPathComponent):\($0.lineNumber): " } ?? ""
        return "\(place)\(compactDescription)"
    }
}
