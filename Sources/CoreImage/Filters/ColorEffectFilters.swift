import Foundation

/// Colour effects. Apple documents their inputs and defaults but not their formulas (the photo
/// effects are tables made to imitate films): the formulas here are stated beside each.
enum ColorEffectFilters {
    static let all: [FilterDefinition] = [sepiaTone, colorInvert, vignette, vignetteEffect] + photoEffects

    private static let categories = [kCICategoryColorEffect, kCICategoryVideo, kCICategoryInterlaced, kCICategoryNonSquarePixels]

    /// Sepia's classic matrix, mixed with the original by `intensity` (0: unchanged, 1: all sepia).
    static let sepiaTone = FilterDefinition("CISepiaTone", "Sepia Tone", categories, [
        .image(), .number(kCIInputIntensityKey, 1, min: 0, max: 1, identity: 0),
    ]) { v in
        let amount = v.float(kCIInputIntensityKey)
        let sepia = ColorKernel.matrix(SIMD3(0.393, 0.769, 0.189), SIMD3(0.349, 0.686, 0.168), SIMD3(0.272, 0.534, 0.131))
        return v.image()?.pointwise(ColorKernel.rgb { c in c + (sepia(c) - c) * amount })
    }

    /// `1 - c`.
    static let colorInvert = FilterDefinition("CIColorInvert", "Color Invert", categories, [.image()]) { v in
        v.image()?.pointwise(ColorKernel.rgb { 1 - $0 })
    }

    /// Darkens towards the edges: each pixel × `1 - intensity × smoothstep(0.2, 1.2, radius × d)`,
    /// `d` its distance from the image's centre over half the diagonal (1 at the corners).
    static let vignette = FilterDefinition("CIVignette", "Vignette", categories, [
        .image(),
        .number(kCIInputIntensityKey, 0, min: -1, max: 1, identity: 0),
        .number(kCIInputRadiusKey, 1, min: 0, max: 2, identity: 0),
    ]) { v in
        guard let image = v.image() else { return nil }
        let intensity = v.float(kCIInputIntensityKey), radius = v.float(kCIInputRadiusKey)
        let e = image.extent.isInfinite ? .zero : image.extent
        let cx = Float(e.midX), cy = Float(e.midY), half = max(1, Float((e.width * e.width + e.height * e.height).squareRoot()) / 2)
        return image.pointwise(ColorKernel.rgbAt { c, x, y in
            let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() / half
            return c * (1 - intensity * ColorKernel.smoothstep(0.2, 1.2, radius * d))
        })
    }

    /// Darkens outside a circle: × `1 - intensity × smoothstep(radius × (1 - falloff), radius, d)`,
    /// `d` the distance from `center` in pixels.
    static let vignetteEffect = FilterDefinition("CIVignetteEffect", "Vignette Effect", categories, [
        .image(),
        .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition),
        .number(kCIInputRadiusKey, 150, type: kCIAttributeTypeDistance, min: 0, max: 2000),
        .number(kCIInputIntensityKey, 1, min: -1, max: 1, identity: 0),
        .number("inputFalloff", 0.5, min: 0, max: 1),
    ]) { v in
        let center = v.point(kCIInputCenterKey), radius = v.float(kCIInputRadiusKey)
        let intensity = v.float(kCIInputIntensityKey), falloff = v.float("inputFalloff")
        let cx = Float(center.x), cy = Float(center.y)
        return v.image()?.pointwise(ColorKernel.rgbAt { c, x, y in
            let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
            return c * (1 - intensity * ColorKernel.smoothstep(radius * (1 - falloff), max(radius, 0.0001), d))
        })
    }

    /// The Photos app's effects, each a tone: saturation about the luminance, a contrast as a
    /// power about linear middle grey (0.18), then `lift + (1 - lift) × c` and a tint. Mono, Tonal
    /// and Noir are grey (saturation 0), Noir the hardest.
    static let photoEffects: [FilterDefinition] = [
        photoEffect("Mono", saturation: 0, contrast: 1, lift: 0, tint: SIMD3(1, 1, 1)),
        photoEffect("Tonal", saturation: 0, contrast: 1.15, lift: 0.01, tint: SIMD3(1, 1, 1)),
        photoEffect("Noir", saturation: 0, contrast: 1.6, lift: 0, tint: SIMD3(1, 1, 1)),
        photoEffect("Chrome", saturation: 1.3, contrast: 1.1, lift: 0, tint: SIMD3(1, 1, 1)),
        photoEffect("Fade", saturation: 0.7, contrast: 0.95, lift: 0.04, tint: SIMD3(1, 1, 1)),
        photoEffect("Instant", saturation: 0.85, contrast: 0.95, lift: 0.03, tint: SIMD3(1.05, 1, 0.88)),
        photoEffect("Process", saturation: 0.9, contrast: 1.1, lift: 0.01, tint: SIMD3(0.92, 1, 1.1)),
        photoEffect("Transfer", saturation: 0.9, contrast: 0.92, lift: 0.02, tint: SIMD3(1.08, 1, 0.85)),
    ]

    static func photoEffect(_ name: String, saturation: Float, contrast: Float, lift: Float, tint: SIMD3<Float>) -> FilterDefinition {
        FilterDefinition("CIPhotoEffect" + name, "Photo Effect " + name, categories, [
            .image(), .other("inputExtrapolate", className: "NSNumber", NSNumber(value: false), type: kCIAttributeTypeBoolean),
        ]) { v in
            v.image()?.pointwise(ColorKernel.rgb { c in
                let grey = SIMD3(repeating: (c * ColorKernel.luma).sum())
                var out = grey + (c - grey) * saturation
                if contrast != 1 {
                    out = SIMD3(0.18 * powf(max(0, out.x) / 0.18, contrast), 0.18 * powf(max(0, out.y) / 0.18, contrast),
                                0.18 * powf(max(0, out.z) / 0.18, contrast))
                }
                return (lift + (1 - lift) * out) * tint
            })
        }
    }
}
