import Foundation

/// One metric's measured runs from `measure(metrics:options:block:)`.
public struct XCTMeasurement: Sendable {
    public var metric: String
    public var unit: String
    public var values: [Double]
    public var average: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
}
