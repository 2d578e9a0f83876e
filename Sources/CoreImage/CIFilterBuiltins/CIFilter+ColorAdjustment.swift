import Foundation

// Colour adjustments: the protocols of `import CoreImage.CIFilterBuiltins` (Apple declares them together,
// in CIFilterBuiltins.h), their typed properties, and the builders that make each filter.

/// The typed inputs of `colorControls()`.
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
    var saturation: Float { get set }
}

extension CIColorControls where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var brightness: Float { get { float(kCIInputBrightnessKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputBrightnessKey) } }
    public var contrast: Float { get { float(kCIInputContrastKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputContrastKey) } }
    public var saturation: Float { get { float(kCIInputSaturationKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputSaturationKey) } }
}

/// The class of the filters `colorControls()` make.
final class CIColorControlsFilter: CIFilter, CIColorControls {}

/// The typed inputs of `exposureAdjust()`.
public protocol CIExposureAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var ev: Float { get set }
}

extension CIExposureAdjust where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var ev: Float { get { float(kCIInputEVKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputEVKey) } }
}

/// The class of the filters `exposureAdjust()` make.
final class CIExposureAdjustFilter: CIFilter, CIExposureAdjust {}

/// The typed inputs of `gammaAdjust()`.
public protocol CIGammaAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var power: Float { get set }
}

extension CIGammaAdjust where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var power: Float { get { float("inputPower") } set { setValue(NSNumber(value: newValue), forKey: "inputPower") } }
}

/// The class of the filters `gammaAdjust()` make.
final class CIGammaAdjustFilter: CIFilter, CIGammaAdjust {}

/// The typed inputs of `hueAdjust()`.
public protocol CIHueAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var angle: Float { get set }
}

extension CIHueAdjust where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var angle: Float { get { float(kCIInputAngleKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputAngleKey) } }
}

/// The class of the filters `hueAdjust()` make.
final class CIHueAdjustFilter: CIFilter, CIHueAdjust {}

/// The typed inputs of `colorMatrix()`.
public protocol CIColorMatrix: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
}

extension CIColorMatrix where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var rVector: CIVector { get { vector("inputRVector") } set { setValue(newValue, forKey: "inputRVector") } }
    public var gVector: CIVector { get { vector("inputGVector") } set { setValue(newValue, forKey: "inputGVector") } }
    public var bVector: CIVector { get { vector("inputBVector") } set { setValue(newValue, forKey: "inputBVector") } }
    public var aVector: CIVector { get { vector("inputAVector") } set { setValue(newValue, forKey: "inputAVector") } }
    public var biasVector: CIVector { get { vector("inputBiasVector") } set { setValue(newValue, forKey: "inputBiasVector") } }
}

/// The class of the filters `colorMatrix()` make.
final class CIColorMatrixFilter: CIFilter, CIColorMatrix {}

extension CIFilter {
    /// `CIColorControls`, its inputs at their defaults.
    public static func colorControls() -> CIFilter & CIColorControls { CIColorControlsFilter(builtin: "CIColorControls") }
    /// `CIExposureAdjust`, its inputs at their defaults.
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { CIExposureAdjustFilter(builtin: "CIExposureAdjust") }
    /// `CIGammaAdjust`, its inputs at their defaults.
    public static func gammaAdjust() -> CIFilter & CIGammaAdjust { CIGammaAdjustFilter(builtin: "CIGammaAdjust") }
    /// `CIHueAdjust`, its inputs at their defaults.
    public static func hueAdjust() -> CIFilter & CIHueAdjust { CIHueAdjustFilter(builtin: "CIHueAdjust") }
    /// `CIColorMatrix`, its inputs at their defaults.
    public static func colorMatrix() -> CIFilter & CIColorMatrix { CIColorMatrixFilter(builtin: "CIColorMatrix") }
}
