import Foundation

/// A range of values: an attachment's range of motion (points for a sliding attachment, radians for a pin).
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init() { self.init(minimum: 0, maximum: 0) }
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
    public func isEqual(to other: UIFloatRange) -> Bool { self == other }
}
