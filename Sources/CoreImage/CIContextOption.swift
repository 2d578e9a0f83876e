import Foundation

/// The options a `CIContext` is made with (accepted; see `CIContext.init(options:)`).
public struct CIContextOption: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    public static let highQualityDownsample = CIContextOption(rawValue: "high_quality_downsample")
    public static let outputPremultiplied = CIContextOption(rawValue: "output_premultiplied")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let allowLowPower = CIContextOption(rawValue: "kCIContextAllowLowPower")
    public static let name = CIContextOption(rawValue: "kCIContextName")
}
