import Foundation

/// The physical memory a run of the block adds to the process (its resident set, in kilobytes).
public final class XCTMemoryMetric: XCTMetric {
    public init() {}
    public var measurementName: String { "Memory Physical" }
    public var unit: String { "kB" }
    public func sample() -> Double {
        // /proc/self/statm: sizes in pages; the second is the resident set.
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
