import Foundation
import XCTest
import XCUIAutomation

/// `XCTExpectFailure` and `measure(metrics:)`, Apple's XCTest API that Linux's lacks. The class
/// has the two overrides uikit-port writes into a test class that expects failures; failures that
/// would fail the test are caught in `reached` while `capturing`, so the tests can say which would.
final class ExpectedFailureTests: XCTestCase {
    var capturing = false
    var reached: [String] = []

    override func invokeTest() { ExpectedFailures.run(self) { super.invokeTest() } }
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if ExpectedFailures.absorbs(description, inFile: filePath, atLine: lineNumber) { return }
        if capturing { reached.append(description); return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func testFailuresAfterTheCallAreExpectedForTheRestOfTheTest() {
        XCTExpectFailure("a known bug")
        let before = ExpectedFailures.recorded.count
        capturing = true
        XCTAssertEqual(1, 2); let line = #line
        XCTFail("and this one")
        capturing = false
        XCTAssertEqual(reached, [], "neither failure fails the test")
        let met = ExpectedFailures.recorded.dropFirst(before)
        XCTAssertEqual(met.map(\.failureReason), ["a known bug", "a known bug"])
        XCTAssertTrue(met.first!.issue.compactDescription.contains("XCTAssertEqual failed"), met.first!.issue.compactDescription)
        XCTAssertEqual(met.first!.issue.type, .assertionFailure)
        XCTAssertEqual(met.first!.issue.sourceCodeContext.location?.lineNumber, line)
        XCTAssertEqual(met.first!.issue.sourceCodeContext.location?.fileURL.lastPathComponent, "ExpectedFailureTests.swift")
    }

    func testAStrictExpectationNoFailureMeetsFailsAtItsLine() {
        capturing = true
        XCTExpectFailure("never happens") {}
        capturing = false
        XCTAssertEqual(reached, ["Unmatched expected failure: never happens"])
    }

    func testNonStrictAndDisabledExpectations() {
        capturing = true
        XCTExpectFailure("sometimes", options: .nonStrict()) {}
        XCTAssertEqual(reached, [], "a non-strict expectation may go unmet")
        XCTExpectFailure("switched off", enabled: false) { XCTFail("counts") }
        XCTAssertEqual(reached.count, 1, "a disabled expectation takes nothing: \(reached)")
        XCTAssertTrue(reached[0].contains("counts"))
        capturing = false
    }

    func testTheMatcherChoosesAndTheInnermostTakes() {
        capturing = true
        let result: Int = XCTExpectFailure("outer") {
            XCTExpectFailure("thrown errors only", strict: false, failingBlock: { XCTFail("plain") },
                             issueMatcher: { $0.type == .thrownError })
            return 7
        }
        capturing = false
        XCTAssertEqual(result, 7, "the block's result is returned")
        XCTAssertEqual(reached, [], "the outer expectation took what the inner one's matcher refused")
        XCTAssertEqual(ExpectedFailures.recorded.last?.failureReason, "outer")

        capturing = true
        XCTExpectFailure("outer") {
            XCTExpectFailure("inner") { XCTFail("once") }
        }
        capturing = false
        XCTAssertEqual(ExpectedFailures.recorded.last?.failureReason, "inner", "the innermost takes it")
        XCTAssertEqual(reached, ["Unmatched expected failure: outer"], "and the outer one is left unmet")
    }

    func testAnExpectationLeftOpenIsCheckedWhenTheTestEnds() {
        capturing = true
        ExpectedFailures.run(self) { XCTExpectFailure("never comes") }
        ExpectedFailures.run(self) { XCTExpectFailure("comes"); XCTFail("here") }
        capturing = false
        XCTAssertEqual(reached, ["Unmatched expected failure: never comes"])
    }

    func testMeasureRunsOneUncountedRunThenTheIterations() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let options = XCTMeasureOptions()
        options.iterationCount = 3
        var runs = 0
        measure(metrics: [XCTClockMetric(), XCTStorageMetric(), XCTCPUMetric(limitingToCurrentThread: true)], options: options) {
            runs += 1
            try? Data(count: 256 * 1024).write(to: file)
        }
        XCTAssertEqual(runs, 4)
        let measured = MeasurementLog.last
        XCTAssertEqual(measured.map(\.metric), ["Clock Monotonic Time", "Disk Logical Writes", "CPU Time"])
        XCTAssertEqual(measured.map(\.values.count), [3, 3, 3])
        XCTAssertTrue(measured[0].values.allSatisfy { $0 > 0 }, "\(measured[0].values)")
        XCTAssertTrue(measured[1].values.allSatisfy { $0 >= 256 }, "each run writes 256 kB: \(measured[1].values)")
        runs = 0
        measure { runs += 1 }
        XCTAssertEqual(runs, 10, "measure(block:) runs its block ten times, as on iOS")
    }
}
