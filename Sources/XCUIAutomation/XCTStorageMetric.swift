import Foundation

/// The bytes a run of the block asks to write (the process's logical writes, as Apple counts them).
public final class XCTStorageMetric: XCTMetric {
    public init() {}
    public var measurementName: String { "Disk Logical Writes" }
    public var unit: String { "kB" }
    public func sample() -> Double {
        // /proc/self/io's wchar: bytes passed to write(2) and its kin, cached or not.
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix("wchar:") }
        return line.flatMap { Double($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }.map { $0 / 1024 } ?? 0
    }
}
