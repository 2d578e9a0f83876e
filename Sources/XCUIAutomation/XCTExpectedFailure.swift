import Foundation

/// A failure a test expected (`XCTExpectFailure`) and the issue that met it, as Apple's XCTest
/// reports it; `Options` say how an expected failure is matched and whether one that never comes fails the test.
public final class XCTExpectedFailure: NSObject, @unchecked Sendable {
    /// Why the test expects the failure, as given to `XCTExpectFailure`.
    public let failureReason: String?
    /// The issue that met the expectation.
    public let issue: XCTIssue

    init(failureReason: String?, issue: XCTIssue) {
        self.failureReason = failureReason
        self.issue = issue
        super.init()
    }

    /// How an expected failure is matched and checked.
    public final class Options: NSObject, @unchecked Sendable {
        /// When false the call does nothing: failures fail the test as usual.
        public var isEnabled = true
        /// When true (the default) an expected failure that no issue meets is a failure of its own.
        public var isStrict = true
        /// Which issues meet the expectation; every issue by default.
        public var issueMatcher: (XCTIssue) -> Bool = { _ in true }

        public override init() { super.init() }

        /// Options for a failure that happens only sometimes: its absence does not fail the test.
        public class func nonStrict() -> Options {
            let options = Options()
            options.isStrict = false
            return options
        }
    }
}
