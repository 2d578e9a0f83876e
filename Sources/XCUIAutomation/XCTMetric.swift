import Foundation

/// Something a performance test measures around each run of its block (`measure(metrics:block:)`).
/// A metric reads its counter before and after the block; the difference is the measurement.
public protocol XCTMetric: AnyObject {
    /// The name and unit shown with the measurements ("Clock Monotonic Time", "s").
    var measurementName: String { get }
    var unit: String { get }
    /// The counter now (seconds, kilobytes, bytes …).
    func sample() -> Double
    /// The measurement of one run from the counter before and after it.
    func measurement(from start: Double, to end: Double) -> Double
}

extension XCTMetric {
    public func measurement(from start: Double, to end: Double) -> Double { end - start }
}
