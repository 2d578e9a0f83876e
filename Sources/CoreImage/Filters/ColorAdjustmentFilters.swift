import Foundation

/// Colour adjustments, with Apple's inputs and defaults and the formulas its filter reference gives,
/// in the working space (linear light).
enum ColorAdjustmentFilters {
    static let all: [FilterDefinition] = [colorControls, exposureAdjust, gammaAdjust, hueAdjust, colorMatrix]

    private static let categories = [kCICategoryColorAdjustment, kCICategoryVideo, kCICategoryInterlaced, kCICategoryNonSquarePixels]

    /// Saturation interpolates from the pixel's luminance (0) through the pixel (1) and beyond;
    /// contrast is `(c - 0.5) × contrast + 0.5`; brightness adds. In that order.
    static let colorControls = FilterDefinition("CIColorControls", "Color Controls", categories, [
        .image(),
        .number(kCIInputSaturationKey, 1, min: 0, max: 2, identity: 1),
        .number(kCIInputBrightnessKey, 0, min: -1, max: 1, identity: 0),
        .number(kCIInputContrastKey, 1, min: 0, max: 4, sliderMin: 0.25, identity: 1),
    ]) { v in
        let s = v.float(kCIInputSaturationKey), b = v.float(kCIInputBrightnessKey), k = v.float(kCIInputContrastKey)
        return v.image()?.pointwise(ColorKernel.rgb { c in
            let grey = SIMD3(repeating: (c * ColorKernel.luma).sum())
            let saturated = grey + (c - grey) * s
            return (saturated - 0.5) * k + 0.5 + b
        })
    }

    /// `c × 2^ev`.
    static let exposureAdjust = FilterDefinition("CIExposureAdjust", "Exposure Adjust", categories + [kCICategoryHighDynamicRange], [
        .image(), .number(kCIInputEVKey, 0.5, min: -10, max: 10, identity: 0),
    ]) { v in
        let gain = powf(2, v.float(kCIInputEVKey))
        return v.image()?.pointwise(ColorKernel.rgb { $0 * gain })
    }

    /// `c^power`, each component (the sign kept for values below zero).
    static let gammaAdjust = FilterDefinition("CIGammaAdjust", "Gamma Adjust", categories, [
        .image(), .number("inputPower", 1, min: 0, max: 4, sliderMin: 0.25, identity: 1),
    ]) { v in
        let power = v.float("inputPower")
        return v.image()?.pointwise(ColorKernel.rgb { c in
            SIMD3(copysignf(powf(abs(c.x), power), c.x), copysignf(powf(abs(c.y), power), c.y), copysignf(powf(abs(c.z), power), c.z))
        })
    }

    /// The colour turned `angle` radians about the grey axis (red towards green towards blue).
    static let hueAdjust = FilterDefinition("CIHueAdjust", "Hue Adjust", categories, [
        .image(), .number(kCIInputAngleKey, 0, type: kCIAttributeTypeAngle, min: -.pi, max: .pi, identity: 0),
    ]) { v in
        let m = hueRotation(v.float(kCIInputAngleKey))
        return v.image()?.pointwise(ColorKernel.rgb(ColorKernel.matrix(m.0, m.1, m.2)))
    }

    /// Rodrigues' rotation about (1, 1, 1)/√3, by rows.
    static func hueRotation(_ angle: Float) -> (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>) {
        let c = cosf(angle), s = sinf(angle) / sqrtf(3), t = (1 - c) / 3
        return (SIMD3(c + t, t - s, t + s), SIMD3(t + s, c + t, t - s), SIMD3(t - s, t + s, c + t))
    }

    /// Each output component the dot product of the pixel (r, g, b, a, unpremultiplied) with its
    /// vector, plus the bias.
    static let colorMatrix = FilterDefinition("CIColorMatrix", "Color Matrix", categories, [
        .image(),
        .vector("inputRVector", CIVector(x: 1, y: 0, z: 0, w: 0), type: kCIAttributeTypeScalar),
        .vector("inputGVector", CIVector(x: 0, y: 1, z: 0, w: 0), type: kCIAttributeTypeScalar),
        .vector("inputBVector", CIVector(x: 0, y: 0, z: 1, w: 0), type: kCIAttributeTypeScalar),
        .vector("inputAVector", CIVector(x: 0, y: 0, z: 0, w: 1), type: kCIAttributeTypeScalar),
        .vector("inputBiasVector", CIVector(x: 0, y: 0, z: 0, w: 0), type: kCIAttributeTypeScalar),
    ]) { v in
        func row(_ key: String) -> Pixel {
            let r = v.vector(key)
            return Pixel(Float(r.x), Float(r.y), Float(r.z), Float(r.w))
        }
        let r = row("inputRVector"), g = row("inputGVector"), b = row("inputBVector"), a = row("inputAVector")
        let bias = row("inputBiasVector")
        return v.image()?.pointwise(ColorKernel.rgba { p in
            Pixel((r * p).sum(), (g * p).sum(), (b * p).sum(), min(1, max(0, (a * p).sum() + bias.w))) + Pixel(bias.x, bias.y, bias.z, 0)
        })
    }
}
