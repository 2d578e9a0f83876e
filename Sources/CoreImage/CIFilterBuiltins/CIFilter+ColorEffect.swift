import Foundation

// Colour effects: the protocols of `import CoreImage.CIFilterBuiltins` (Apple declares them together,
// in CIFilterBuiltins.h), their typed properties, and the builders that make each filter.

/// The typed inputs of `sepiaTone()`.
public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

extension CISepiaTone where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var intensity: Float { get { float(kCIInputIntensityKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) } }
}

/// The class of the filters `sepiaTone()` make.
final class CISepiaToneFilter: CIFilter, CISepiaTone {}

/// The typed inputs of `colorInvert()`.
public protocol CIColorInvert: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

extension CIColorInvert where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
}

/// The class of the filters `colorInvert()` make.
final class CIColorInvertFilter: CIFilter, CIColorInvert {}

/// The typed inputs of `photoEffectMono()`, `photoEffectNoir()`, `photoEffectChrome()` ….
public protocol CIPhotoEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var extrapolate: Bool { get set }
}

extension CIPhotoEffect where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var extrapolate: Bool { get { float("inputExtrapolate") != 0 } set { setValue(NSNumber(value: newValue), forKey: "inputExtrapolate") } }
}

/// The class of the filters `photoEffectMono()`, `photoEffectNoir()`, `photoEffectChrome()` … make.
final class CIPhotoEffectFilter: CIFilter, CIPhotoEffect {}

/// The typed inputs of `vignette()`.
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}

extension CIVignette where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var intensity: Float { get { float(kCIInputIntensityKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
}

/// The class of the filters `vignette()` make.
final class CIVignetteFilter: CIFilter, CIVignette {}

/// The typed inputs of `vignetteEffect()`.
public protocol CIVignetteEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
    var falloff: Float { get set }
}

extension CIVignetteEffect where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var center: CGPoint { get { point(kCIInputCenterKey) } set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
    public var intensity: Float { get { float(kCIInputIntensityKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) } }
    public var falloff: Float { get { float("inputFalloff") } set { setValue(NSNumber(value: newValue), forKey: "inputFalloff") } }
}

/// The class of the filters `vignetteEffect()` make.
final class CIVignetteEffectFilter: CIFilter, CIVignetteEffect {}

extension CIFilter {
    /// `CISepiaTone`, its inputs at their defaults.
    public static func sepiaTone() -> CIFilter & CISepiaTone { CISepiaToneFilter(builtin: "CISepiaTone") }
    /// `CIColorInvert`, its inputs at their defaults.
    public static func colorInvert() -> CIFilter & CIColorInvert { CIColorInvertFilter(builtin: "CIColorInvert") }
    /// `CIPhotoEffectMono`, its inputs at their defaults.
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectMono") }
    /// `CIPhotoEffectNoir`, its inputs at their defaults.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectNoir") }
    /// `CIPhotoEffectChrome`, its inputs at their defaults.
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectChrome") }
    /// `CIPhotoEffectFade`, its inputs at their defaults.
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectFade") }
    /// `CIPhotoEffectInstant`, its inputs at their defaults.
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectInstant") }
    /// `CIPhotoEffectProcess`, its inputs at their defaults.
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectProcess") }
    /// `CIPhotoEffectTonal`, its inputs at their defaults.
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectTonal") }
    /// `CIPhotoEffectTransfer`, its inputs at their defaults.
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { CIPhotoEffectFilter(builtin: "CIPhotoEffectTransfer") }
    /// `CIVignette`, its inputs at their defaults.
    public static func vignette() -> CIFilter & CIVignette { CIVignetteFilter(builtin: "CIVignette") }
    /// `CIVignetteEffect`, its inputs at their defaults.
    public static func vignetteEffect() -> CIFilter & CIVignetteEffect { CIVignetteEffectFilter(builtin: "CIVignetteEffect") }
}
