public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode("linear")
    public static let discrete = CAAnimationCalculationMode("discrete")
    public static let paced = CAAnimationCalculationMode("paced")
    public static let cubic = CAAnimationCalculationMode("cubic")
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}
