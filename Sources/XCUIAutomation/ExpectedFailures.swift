import Foundation
import Logging
import XCTest

/// The expected failures of the test running now (`XCTExpectFailure`), innermost last.
///
/// OpenUIKit's own: Linux's XCTest records a failure straight into the test run, so the test
/// class must hand failures here first. uikit-port writes the two overrides into each test class
/// of a file that calls `XCTExpectFailure` (a test class written for Linux adds them itself):
///
///     override func invokeTest() { ExpectedFailures.run(self) { super.invokeTest() } }
///     override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
///         if ExpectedFailures.absorbs(description, inFile: filePath, atLine: lineNumber) { return }
///         super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
///     }
public enum ExpectedFailures {
    /// One `XCTExpectFailure` call: until its block ends, or the test does.
    final class Scope: @unchecked Sendable {
        let reason: String?
        let options: XCTExpectedFailure.Options
        let file: String
        let line: Int
        let isBlock: Bool
        var matched: [XCTExpectedFailure] = []

        init(reason: String?, options: XCTExpectedFailure.Options, file: String, line: Int, isBlock: Bool) {
            (self.reason, self.options, self.file, self.line, self.isBlock) = (reason, options, file, line, isBlock)
        }
    }

    // XCTest's expectations are the test process's: one test runs at a time, and its failures
    // may be recorded from any thread.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var scopes: [Scope] = []
    nonisolated(unsafe) private static var test: XCTestCase?
    nonisolated(unsafe) private static var reportingUnmatched = false
    /// Every failure met by an expectation in this process, oldest first (a test of the tests reads it).
    nonisolated(unsafe) public private(set) static var recorded: [XCTExpectedFailure] = []
    private static let log = Logger(label: "XCTest.XCTExpectFailure")

    /// Runs one test (`invokeTest`, with its set-up and tear-down): expectations start empty, and
    /// those still open at its end that no failure met fail it, where they were made.
    public static func run(_ testCase: XCTestCase, _ invokeTest: () -> Void) {
        lock.withLock { scopes = []; test = testCase }
        invokeTest()
        let open = lock.withLock { () -> [Scope] in
            defer { scopes = [] }
            return scopes
        }
        for scope in open.reversed() { reportIfUnmatched(scope) }
        lock.withLock { test = nil }
    }

    /// Whether a failure XCTest is about to record is one the test expected (it is then kept in
    /// `recorded` and logged instead of failing the test): the innermost enabled expectation whose
    /// matcher accepts it takes it.
    public static func absorbs(_ description: String, inFile filePath: String, atLine lineNumber: Int) -> Bool {
        let candidates = lock.withLock { reportingUnmatched ? [] : scopes.filter { $0.options.isEnabled } }
        guard !candidates.isEmpty else { return false }
        let issue = XCTIssue(type: description.hasPrefix("threw error") ? .thrownError : .assertionFailure,
                             compactDescription: description,
                             sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: filePath, lineNumber: lineNumber)))
        guard let scope = candidates.last(where: { $0.options.issueMatcher(issue) }) else { return false }
        let expected = XCTExpectedFailure(failureReason: scope.reason, issue: issue)
        lock.withLock {
            scope.matched.append(expected)
            recorded.append(expected)
        }
        log.notice("\(filePath):\(lineNumber): expected failure\(scope.reason.map { " (\($0))" } ?? ""): \(description)")
        return true
    }

    static func push(_ scope: Scope) {
        lock.withLock { scopes.append(scope) }
    }

    /// A block's expectation ends with the block.
    static func end(_ scope: Scope) {
        lock.withLock { scopes.removeAll { $0 === scope } }
        reportIfUnmatched(scope)
    }

    /// A strict, enabled expectation that no failure met is a failure at the line that made it.
    private static func reportIfUnmatched(_ scope: Scope) {
        guard scope.options.isEnabled, scope.options.isStrict, scope.matched.isEmpty else { return }
        let message = "Unmatched expected failure: \(scope.reason ?? "XCTExpectFailure")"
        let testCase = lock.withLock { () -> XCTestCase? in
            reportingUnmatched = true
            return test
        }
        defer { lock.withLock { reportingUnmatched = false } }
        if let testCase {
            testCase.recordFailure(withDescription: message, inFile: scope.file, atLine: scope.line, expected: false)
        } else {
            XCTFail("\(scope.file):\(scope.line): \(message)")
        }
    }
}
