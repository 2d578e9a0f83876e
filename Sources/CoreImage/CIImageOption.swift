import Foundation

/// The options `CIImage`'s initializers take (accepted; none changes anything here).
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
}
