import Foundation

/// A color space. OpenUIKit renders in device RGB (treated as sRGB) and gray.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    public let model: CGColorSpaceModel
    public let name: String?
    /// A pattern space's space for the colour of uncoloured patterns (nil: coloured patterns only).
    public let baseColorSpace: CGColorSpace?

    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
             CGColorSpace.extendedLinearSRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear,
             CGColorSpace.deviceRGB:
            model = .rgb
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray,
             CGColorSpace.deviceGray:
            model = .monochrome
        default:
            return nil
        }
        self.name = name
        baseColorSpace = nil
    }

    internal init(model: CGColorSpaceModel, name: String) {
        self.model = model
        self.name = name
        baseColorSpace = nil
    }

    /// The space patterns are set in (`setFillColorSpace` before `setFillPattern`); `baseSpace` is
    /// the colour space of an uncoloured pattern's colour.
    public init?(patternBaseSpace baseSpace: CGColorSpace?) {
        model = .pattern
        name = "kCGColorSpacePattern"
        baseColorSpace = baseSpace
    }

    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        default: return 3
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    internal static let deviceRGB = "kCGColorSpaceDeviceRGB"
    internal static let deviceGray = "kCGColorSpaceDeviceGray"

    internal static let sharedDeviceRGB = CGColorSpace(model: .rgb, name: deviceRGB)
    internal static let sharedDeviceGray = CGColorSpace(model: .monochrome, name: deviceGray)

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.model == r.model && l.name == r.name }
    public func hash(into h: inout Hasher) { h.combine(model); h.combine(name) }
    public var description: String { "<CGColorSpace \(name ?? "?")>" }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .sharedDeviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .sharedDeviceGray }
