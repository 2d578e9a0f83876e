import Foundation

/// The wall-clock time each run of the block takes, as `measure` reports by default.
public final class XCTClockMetric: XCTMetric {
    public init() {}
    public var measurementName: String { "Clock Monotonic Time" }
    public var unit: String { "s" }
    public func sample() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
