import Foundation
import XCTest

/// Records a failed UI test step where XCTest reports failures, as XCUITest does.
@MainActor enum TestFailure {
    /// Where failures go: XCTest's `XCTFail`, or a test of this module's own messages.
    static var handler: (String) -> Void = { XCTFail($0) }

    static func record(_ message: String) { handler(message) }
}

/// Failures of UI test steps, for tests of the steps themselves.
@MainActor package enum XCUIFailures {
    /// Runs `body`, collecting the failures its steps record instead of failing the test.
    public static func collect(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        let saved = TestFailure.handler
        TestFailure.handler = { messages.append($0) }
        defer { TestFailure.handler = saved }
        body()
        return messages
    }
}
