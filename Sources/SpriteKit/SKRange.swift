import Foundation

/// An interval of numbers a constraint keeps a value in; either limit may be open.
@preconcurrency @MainActor open class SKRange: NSObject {
    open var lowerLimit: CGFloat
    open var upperLimit: CGFloat

    public init(lowerLimit lower: CGFloat, upperLimit upper: CGFloat) {
        lowerLimit = lower
        upperLimit = upper
        super.init()
    }

    public convenience init(lowerLimit: CGFloat) { self.init(lowerLimit: lowerLimit, upperLimit: .greatestFiniteMagnitude) }
    public convenience init(upperLimit: CGFloat) { self.init(lowerLimit: -.greatestFiniteMagnitude, upperLimit: upperLimit) }
    public convenience init(constantValue value: CGFloat) { self.init(lowerLimit: value, upperLimit: value) }
    /// `value` give or take `variance`.
    public convenience init(value: CGFloat, variance: CGFloat) { self.init(lowerLimit: value - variance, upperLimit: value + variance) }

    open class func withNoLimits() -> SKRange { SKRange(lowerLimit: -.greatestFiniteMagnitude, upperLimit: .greatestFiniteMagnitude) }

    /// The value brought within the range.
    func clamp(_ v: CGFloat) -> CGFloat { min(max(v, lowerLimit), upperLimit) }
}
