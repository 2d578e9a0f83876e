import Foundation

/// Horizontal, vertical, or both: which axes a setting applies to.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
