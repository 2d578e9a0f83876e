import Foundation

// Compositing and blend modes: the protocols of `import CoreImage.CIFilterBuiltins` (Apple declares them together,
// in CIFilterBuiltins.h), their typed properties, and the builders that make each filter.

/// The typed inputs of `sourceOverCompositing()`, `sourceInCompositing()`, `sourceOutCompositing()` ….
public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}

extension CICompositeOperation where Self: CIFilter {
    public var inputImage: CIImage? { get { image(kCIInputImageKey) } set { setValue(newValue, forKey: kCIInputImageKey) } }
    public var backgroundImage: CIImage? { get { image(kCIInputBackgroundImageKey) } set { setValue(newValue, forKey: kCIInputBackgroundImageKey) } }
}

/// The class of the filters `sourceOverCompositing()`, `sourceInCompositing()`, `sourceOutCompositing()` … make.
final class CICompositeOperationFilter: CIFilter, CICompositeOperation {}

extension CIFilter {
    /// `CISourceOverCompositing`, its inputs at their defaults.
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CISourceOverCompositing") }
    /// `CISourceInCompositing`, its inputs at their defaults.
    public static func sourceInCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CISourceInCompositing") }
    /// `CISourceOutCompositing`, its inputs at their defaults.
    public static func sourceOutCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CISourceOutCompositing") }
    /// `CISourceAtopCompositing`, its inputs at their defaults.
    public static func sourceAtopCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CISourceAtopCompositing") }
    /// `CIAdditionCompositing`, its inputs at their defaults.
    public static func additionCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIAdditionCompositing") }
    /// `CIMaximumCompositing`, its inputs at their defaults.
    public static func maximumCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIMaximumCompositing") }
    /// `CIMinimumCompositing`, its inputs at their defaults.
    public static func minimumCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIMinimumCompositing") }
    /// `CIMultiplyCompositing`, its inputs at their defaults.
    public static func multiplyCompositing() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIMultiplyCompositing") }
    /// `CIMultiplyBlendMode`, its inputs at their defaults.
    public static func multiplyBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIMultiplyBlendMode") }
    /// `CIScreenBlendMode`, its inputs at their defaults.
    public static func screenBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIScreenBlendMode") }
    /// `CIOverlayBlendMode`, its inputs at their defaults.
    public static func overlayBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIOverlayBlendMode") }
    /// `CIDarkenBlendMode`, its inputs at their defaults.
    public static func darkenBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIDarkenBlendMode") }
    /// `CILightenBlendMode`, its inputs at their defaults.
    public static func lightenBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CILightenBlendMode") }
    /// `CIColorDodgeBlendMode`, its inputs at their defaults.
    public static func colorDodgeBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIColorDodgeBlendMode") }
    /// `CIColorBurnBlendMode`, its inputs at their defaults.
    public static func colorBurnBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIColorBurnBlendMode") }
    /// `CIHardLightBlendMode`, its inputs at their defaults.
    public static func hardLightBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIHardLightBlendMode") }
    /// `CISoftLightBlendMode`, its inputs at their defaults.
    public static func softLightBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CISoftLightBlendMode") }
    /// `CIDifferenceBlendMode`, its inputs at their defaults.
    public static func differenceBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIDifferenceBlendMode") }
    /// `CIExclusionBlendMode`, its inputs at their defaults.
    public static func exclusionBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIExclusionBlendMode") }
    /// `CIHueBlendMode`, its inputs at their defaults.
    public static func hueBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIHueBlendMode") }
    /// `CISaturationBlendMode`, its inputs at their defaults.
    public static func saturationBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CISaturationBlendMode") }
    /// `CIColorBlendMode`, its inputs at their defaults.
    public static func colorBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CIColorBlendMode") }
    /// `CILuminosityBlendMode`, its inputs at their defaults.
    public static func luminosityBlendMode() -> CIFilter & CICompositeOperation { CICompositeOperationFilter(builtin: "CILuminosityBlendMode") }
}
