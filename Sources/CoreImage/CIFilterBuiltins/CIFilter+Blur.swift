import Foundation

// Blurs, sharpening and stylizing: the protocols of `import CoreImage.CIFilterBuiltins` (Apple declares them together,
// in CIFilterBuiltins.h), their typed properties, and the builders that make each filter.

/// The typed inputs of `gaussianBlur()`.
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

extension CIGaussianBlur where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
}

/// The class of the filters `gaussianBlur()` make.
final class CIGaussianBlurFilter: CIFilter, CIGaussianBlur {}

/// The typed inputs of `boxBlur()`.
public protocol CIBoxBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

extension CIBoxBlur where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
}

/// The class of the filters `boxBlur()` make.
final class CIBoxBlurFilter: CIFilter, CIBoxBlur {}

/// The typed inputs of `sharpenLuminance()`.
public protocol CISharpenLuminance: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var sharpness: Float { get set }
    var radius: Float { get set }
}

extension CISharpenLuminance where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var sharpness: Float { get { float(kCIInputSharpnessKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputSharpnessKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
}

/// The class of the filters `sharpenLuminance()` make.
final class CISharpenLuminanceFilter: CIFilter, CISharpenLuminance {}

/// The typed inputs of `unsharpMask()`.
public protocol CIUnsharpMask: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

extension CIUnsharpMask where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
    public var intensity: Float { get { float(kCIInputIntensityKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) } }
}

/// The class of the filters `unsharpMask()` make.
final class CIUnsharpMaskFilter: CIFilter, CIUnsharpMask {}

/// The typed inputs of `bloom()`.
public protocol CIBloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

extension CIBloom where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
    public var intensity: Float { get { float(kCIInputIntensityKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) } }
}

/// The class of the filters `bloom()` make.
final class CIBloomFilter: CIFilter, CIBloom {}

/// The typed inputs of `gloom()`.
public protocol CIGloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

extension CIGloom where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var radius: Float { get { float(kCIInputRadiusKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) } }
    public var intensity: Float { get { float(kCIInputIntensityKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) } }
}

/// The class of the filters `gloom()` make.
final class CIGloomFilter: CIFilter, CIGloom {}

/// The typed inputs of `pixellate()`.
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

extension CIPixellate where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var center: CGPoint { get { point(kCIInputCenterKey) } set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) } }
    public var scale: Float { get { float(kCIInputScaleKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputScaleKey) } }
}

/// The class of the filters `pixellate()` make.
final class CIPixellateFilter: CIFilter, CIPixellate {}

/// The typed inputs of `lanczosScaleTransform()`.
public protocol CILanczosScaleTransform: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}

extension CILanczosScaleTransform where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var scale: Float { get { float(kCIInputScaleKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputScaleKey) } }
    public var aspectRatio: Float { get { float(kCIInputAspectRatioKey) } set { setValue(NSNumber(value: newValue), forKey: kCIInputAspectRatioKey) } }
}

/// The class of the filters `lanczosScaleTransform()` make.
final class CILanczosScaleTransformFilter: CIFilter, CILanczosScaleTransform {}

extension CIFilter {
    /// `CIGaussianBlur`, its inputs at their defaults.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { CIGaussianBlurFilter(builtin: "CIGaussianBlur") }
    /// `CIBoxBlur`, its inputs at their defaults.
    public static func boxBlur() -> CIFilter & CIBoxBlur { CIBoxBlurFilter(builtin: "CIBoxBlur") }
    /// `CISharpenLuminance`, its inputs at their defaults.
    public static func sharpenLuminance() -> CIFilter & CISharpenLuminance { CISharpenLuminanceFilter(builtin: "CISharpenLuminance") }
    /// `CIUnsharpMask`, its inputs at their defaults.
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { CIUnsharpMaskFilter(builtin: "CIUnsharpMask") }
    /// `CIBloom`, its inputs at their defaults.
    public static func bloom() -> CIFilter & CIBloom { CIBloomFilter(builtin: "CIBloom") }
    /// `CIGloom`, its inputs at their defaults.
    public static func gloom() -> CIFilter & CIGloom { CIGloomFilter(builtin: "CIGloom") }
    /// `CIPixellate`, its inputs at their defaults.
    public static func pixellate() -> CIFilter & CIPixellate { CIPixellateFilter(builtin: "CIPixellate") }
    /// `CILanczosScaleTransform`, its inputs at their defaults.
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { CILanczosScaleTransformFilter(builtin: "CILanczosScaleTransform") }
}
