import Foundation

/// The style of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the axis from `startPoint` to `endPoint`: lines across it are one colour.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` to the ellipse `endPoint` reaches (its radii are the distances in x and y).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, clockwise from the direction of `endPoint`, one full turn.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
