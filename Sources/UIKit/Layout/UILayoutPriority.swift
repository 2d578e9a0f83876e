import Foundation

/// How much a constraint matters: 1000 is required, anything below may be broken to satisfy the
/// constraints above it.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + v) }
    public static func - (p: UILayoutPriority, v: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - v) }

    /// The solver's weight. Required stays required; below it the weight doubles every 50
    /// points (250 → 32, 750 → 32,768, 999 → about a million), so a higher priority outweighs
    /// many broken lower ones, as UIKit satisfies priorities from the highest down, while the
    /// weights stay within the range the solver's arithmetic keeps exact.
    var strength: Double { rawValue >= 1000 ? LayoutStrength.required : pow(2, Double(max(0, rawValue)) / 50) }
}
