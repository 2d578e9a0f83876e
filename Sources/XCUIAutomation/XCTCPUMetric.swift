import Foundation

/// The processor time a run of the block uses: the calling thread's, or the whole process's.
public final class XCTCPUMetric: XCTMetric {
    private let limitingToCurrentThread: Bool

    public init() { limitingToCurrentThread = false }
    public init(limitingToCurrentThread: Bool) { self.limitingToCurrentThread = limitingToCurrentThread }

    public var measurementName: String { "CPU Time" }
    public var unit: String { "s" }
    public func sample() -> Double {
        var now = timespec()
        clock_gettime(limitingToCurrentThread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
