import Foundation
import Logging

/// Where measurements go: the log, as XCTest prints them, and `last` for a test of the tests.
public enum MeasurementLog {
    nonisolated(unsafe) public private(set) static var last: [XCTMeasurement] = []
    private static let lock = NSLock()
    private static let log = Logger(label: "XCTest.measure")

    static func record(_ measured: [XCTMeasurement], test: String, file: String, line: Int) {
        lock.withLock { last = measured }
        for m in measured {
            let values = m.values.map { String(format: "%.6f", $0) }.joined(separator: ", ")
            log.notice("\(file):\(line): Test Case '\(test)' measured [\(m.metric), \(m.unit)] average: \(String(format: "%.6f", m.average)), values: [\(values)]")
        }
    }
}
