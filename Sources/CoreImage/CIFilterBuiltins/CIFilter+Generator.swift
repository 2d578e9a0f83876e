import Foundation

// Generators: the protocols of `import CoreImage.CIFilterBuiltins` (Apple declares them together,
// in CIFilterBuiltins.h), their typed properties, and the builders that make each filter.

/// The typed inputs of `constantColorGenerator()`.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}

extension CIConstantColorGenerator where Self: CIFilter {
    public var color: CIColor { get { color(kCIInputColorKey) } set { setValue(newValue, forKey: kCIInputColorKey) } }
}

/// The class of the filters `constantColorGenerator()` make.
final class CIConstantColorGeneratorFilter: CIFilter, CIConstantColorGenerator {}

/// The typed inputs of `linearGradient()`.
public protocol CILinearGradient: CIFilterProtocol {
    var point0: CGPoint { get set }
    var point1: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

extension CILinearGradient where Self: CIFilter {
    public var point0: CGPoint { get { point("inputPoint0") } set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint0") } }
    public var point1: CGPoint { get { point("inputPoint1") } set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint1") } }
    public var color0: CIColor { get { color("inputColor0") } set { setValue(newValue, forKey: "inputColor0") } }
    public var color1: CIColor { get { color("inputColor1") } set { setValue(newValue, forKey: "inputColor1") } }
}

/// The class of the filters `linearGradient()` make.
final class CILinearGradientFilter: CIFilter, CILinearGradient {}

/// The typed inputs of `radialGradient()`.
public protocol CIRadialGradient: CIFilterProtocol {
    var center: CGPoint { get set }
    var radius0: Float { get set }
    var radius1: Float { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

extension CIRadialGradient where Self: CIFilter {
    public var center: CGPoint { get { point(kCIInputCenterKey) } set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) } }
    public var radius0: Float { get { float("inputRadius0") } set { setValue(NSNumber(value: newValue), forKey: "inputRadius0") } }
    public var radius1: Float { get { float("inputRadius1") } set { setValue(NSNumber(value: newValue), forKey: "inputRadius1") } }
    public var color0: CIColor { get { color("inputColor0") } set { setValue(newValue, forKey: "inputColor0") } }
    public var color1: CIColor { get { color("inputColor1") } set { setValue(newValue, forKey: "inputColor1") } }
}

/// The class of the filters `radialGradient()` make.
final class CIRadialGradientFilter: CIFilter, CIRadialGradient {}

/// The typed inputs of `qrCodeGenerator()`.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}

extension CIQRCodeGenerator where Self: CIFilter {
    public var message: Data { get { data("inputMessage") } set { setValue(newValue, forKey: "inputMessage") } }
    public var correctionLevel: String { get { string("inputCorrectionLevel") } set { setValue(newValue, forKey: "inputCorrectionLevel") } }
}

/// The class of the filters `qrCodeGenerator()` make.
final class CIQRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator {}

extension CIFilter {
    /// `CIConstantColorGenerator`, its inputs at their defaults.
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { CIConstantColorGeneratorFilter(builtin: "CIConstantColorGenerator") }
    /// `CILinearGradient`, its inputs at their defaults.
    public static func linearGradient() -> CIFilter & CILinearGradient { CILinearGradientFilter(builtin: "CILinearGradient") }
    /// `CIRadialGradient`, its inputs at their defaults.
    public static func radialGradient() -> CIFilter & CIRadialGradient { CIRadialGradientFilter(builtin: "CIRadialGradient") }
    /// `CIQRCodeGenerator`, its inputs at their defaults.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { CIQRCodeGeneratorFilter(builtin: "CIQRCodeGenerator") }
}
