import Foundation
import Logging
import XCTest

extension XCTestCase {
    /// The metrics `measure(block:)` would take on iOS 13 and later: the clock.
    public class var defaultMetrics: [any XCTMetric] { [XCTClockMetric()] }
    public class var defaultMeasureOptions: XCTMeasureOptions { .default }

    /// Runs `block` `options.iterationCount + 1` times, the first not counted, and reports each
    /// metric's measurements (Apple's XCTest from Xcode 11; Linux's has only `measure(block:)`).
    public func measure(metrics: [any XCTMetric], options: XCTMeasureOptions = XCTestCase.defaultMeasureOptions,
                        file: StaticString = #filePath, line: UInt = #line, block: () -> Void) {
        guard options.iterationCount > 0 else {
            XCTFail("XCTMeasureOptions.iterationCount must be at least 1", file: file, line: line)
            return
        }
        var values = [[Double]](repeating: [], count: metrics.count)
        for run in 0...options.iterationCount {
            let starts = metrics.map { $0.sample() }
            block()
            let ends = metrics.map { $0.sample() }
            guard run > 0 else { continue }
            for (i, metric) in metrics.enumerated() { values[i].append(metric.measurement(from: starts[i], to: ends[i])) }
        }
        let measured = zip(metrics, values).map { XCTMeasurement(metric: $0.measurementName, unit: $0.unit, values: $1) }
        MeasurementLog.record(measured, test: name, file: "\(file)", line: Int(line))
    }

    /// `measure(metrics:options:block:)` with the default metrics.
    public func measure(options: XCTMeasureOptions, file: StaticString = #filePath, line: UInt = #line, block: () -> Void) {
        measure(metrics: Self.defaultMetrics, options: options, file: file, line: line, block: block)
    }
}
