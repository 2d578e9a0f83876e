import Foundation

/// Where in the source an issue was recorded.
public struct XCTSourceCodeContext: Sendable {
    public var location: XCTSourceCodeLocation?

    public init(location: XCTSourceCodeLocation? = nil) { self.location = location }
}
