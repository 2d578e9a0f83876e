import Foundation

// Apple's XCTest functions for known failures; Linux's XCTest has none. `ExpectedFailures` keeps
// the expectations; uikit-port gives the test classes that call these the two overrides it needs.

/// Expects a failure from here to the end of the test: failures that match are recorded as
/// expected and do not fail it; when `strict` (the default) and none comes, the test fails.
public func XCTExpectFailure(_ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
                             file: StaticString = #filePath, line: UInt = #line, issueMatcher: ((XCTIssue) -> Bool)? = nil) {
    XCTExpectFailure(failureReason, options: .made(enabled: enabled, strict: strict, issueMatcher: issueMatcher), file: file, line: line)
}

/// Expects a failure from here to the end of the test, as `options` say.
public func XCTExpectFailure(_ failureReason: String? = nil, options: XCTExpectedFailure.Options, file: StaticString = #filePath, line: UInt = #line) {
    ExpectedFailures.push(ExpectedFailures.Scope(reason: failureReason, options: options, file: "\(file)", line: Int(line), isBlock: false))
}

/// Expects a failure inside `failingBlock`; its result is returned.
public func XCTExpectFailure<R>(_ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil,
                                file: StaticString = #filePath, line: UInt = #line,
                                failingBlock: () throws -> R, issueMatcher: ((XCTIssue) -> Bool)? = nil) rethrows -> R {
    try XCTExpectFailure(failureReason, options: .made(enabled: enabled, strict: strict, issueMatcher: issueMatcher),
                         file: file, line: line, failingBlock: failingBlock)
}

/// Expects a failure inside `failingBlock`, as `options` say; its result is returned.
public func XCTExpectFailure<R>(_ failureReason: String? = nil, options: XCTExpectedFailure.Options,
                                file: StaticString = #filePath, line: UInt = #line, failingBlock: () throws -> R) rethrows -> R {
    let scope = ExpectedFailures.Scope(reason: failureReason, options: options, file: "\(file)", line: Int(line), isBlock: true)
    ExpectedFailures.push(scope)
    defer { ExpectedFailures.end(scope) }
    return try failingBlock()
}

extension XCTExpectedFailure.Options {
    static func made(enabled: Bool?, strict: Bool?, issueMatcher: ((XCTIssue) -> Bool)?) -> XCTExpectedFailure.Options {
        let options = XCTExpectedFailure.Options()
        if let enabled { options.isEnabled = enabled }
        if let strict { options.isStrict = strict }
        if let issueMatcher { options.issueMatcher = issueMatcher }
        return options
    }
}
