import Foundation

/// The corners where a shape layer's stroked segments meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Sharp, up to the miter limit (then bevelled).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
