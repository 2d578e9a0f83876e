import Foundation

/// sRGB's transfer function, by which Core Image turns a bitmap's stored values into linear light
/// (its working space) and back: IEC 61966-2-1, extended to values outside 0…1 by symmetry and by
/// continuing the curve, as extended sRGB is.
enum SRGB {
    /// Stored (gamma-encoded) value → linear light.
    static func linear(_ v: Float) -> Float {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : powf((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// Linear light → stored value.
    static func encoded(_ v: Float) -> Float {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * powf(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// The linear value of each 8-bit stored value.
    static let toLinear: [Float] = (0..<256).map { linear(Float($0) / 255) }

    /// Entries in `toByte`: linear light in 0…1 in steps fine enough that a step is under a quarter
    /// of an 8-bit level even near black, where the curve is steepest.
    static let byteSteps = 16384

    /// The 8-bit stored value of each linear step, rounded.
    static let toByte: [UInt8] = (0...byteSteps).map { UInt8((encoded(Float($0) / Float(byteSteps)) * 255).rounded()) }
}
