import Foundation

/// Blurs, sharpening, and the stylizing filters built on a blur or on cells of pixels.
enum BlurFilters {
    static let all: [FilterDefinition] = [gaussianBlur, boxBlur, sharpenLuminance, unsharpMask, bloom, gloom, pixellate]

    private static let blur = [kCICategoryBlur, kCICategoryVideo]
    private static let sharpen = [kCICategorySharpen, kCICategoryVideo]
    private static let stylize = [kCICategoryStylize, kCICategoryVideo]

    /// A Gaussian of standard deviation `radius` pixels (three box blurs); the extent grows by
    /// three radii, over which the edges fade into the clear beyond them.
    static let gaussianBlur = FilterDefinition("CIGaussianBlur", "Gaussian Blur", blur, [
        .image(), .number(kCIInputRadiusKey, 10, type: kCIAttributeTypeDistance, min: 0, max: 100, identity: 0),
    ]) { v in
        v.image()?.applyingGaussianBlur(sigma: v.number(kCIInputRadiusKey))
    }

    /// Each pixel the mean of the square `2 radius + 1` pixels wide around it; the extent grows by the radius.
    static let boxBlur = FilterDefinition("CIBoxBlur", "Box Blur", blur, [
        .image(), .number(kCIInputRadiusKey, 10, type: kCIAttributeTypeDistance, min: 1, max: 100, identity: 1),
    ]) { v in
        v.image()?.boxBlurred(radius: Int(v.number(kCIInputRadiusKey).rounded()))
    }

    /// `c + sharpness × (Y(c) - Y(blur))` on every component: the luminance's detail at `radius`
    /// (a Gaussian's sigma) strengthened, colours left alone.
    static let sharpenLuminance = FilterDefinition("CISharpenLuminance", "Sharpen Luminance", sharpen, [
        .image(),
        .number(kCIInputSharpnessKey, 0.4, min: 0, max: 2, identity: 0),
        .number(kCIInputRadiusKey, 1.69, type: kCIAttributeTypeDistance, min: 0, max: 20),
    ]) { v in
        let amount = v.float(kCIInputSharpnessKey)
        return withBlur(v, sigma: v.number(kCIInputRadiusKey)) { c, b in
            let d = amount * ((SIMD3(c.x, c.y, c.z) - SIMD3(b.x, b.y, b.z)) * ColorKernel.luma).sum()
            return c + Pixel(d, d, d, 0)
        }
    }

    /// `c + intensity × (c - blur)`, the blur a Gaussian of sigma `radius`.
    static let unsharpMask = withRadiusAndIntensity("CIUnsharpMask", "Unsharp Mask", sharpen, radius: 2.5, intensityMax: 10) { c, b, _, amount in
        c + (c - b) * amount
    }

    /// A glow: the blur screened over the image at `intensity`, `c + intensity × b × (1 - c)`.
    static let bloom = withRadiusAndIntensity("CIBloom", "Bloom", stylize, radius: 10, intensityMax: 1) { c, b, alpha, amount in
        c + amount * b * (alpha - c)
    }

    /// Highlights dulled: each component pulled down to the blur where it is brighter,
    /// `c - intensity × max(0, c - b)`.
    static let gloom = withRadiusAndIntensity("CIGloom", "Gloom", stylize, radius: 10, intensityMax: 1) { c, b, _, amount in
        c - amount * pointwiseMax(.zero, c - b)
    }

    /// A filter of the input and its Gaussian blur (sigma `inputRadius`) at `inputIntensity` (0.5 by
    /// default): `f(colour, blurred colour, alpha, intensity)` on premultiplied colours, alpha kept.
    private static func withRadiusAndIntensity(_ name: String, _ displayName: String, _ categories: [String], radius: Double,
                                               intensityMax: Double,
                                               _ f: @escaping @Sendable (SIMD3<Float>, SIMD3<Float>, Float, Float) -> SIMD3<Float>) -> FilterDefinition {
        FilterDefinition(name, displayName, categories, [
            .image(),
            .number(kCIInputRadiusKey, radius, type: kCIAttributeTypeDistance, min: 0, max: 100),
            .number(kCIInputIntensityKey, 0.5, min: 0, max: intensityMax, identity: 0),
        ]) { v in
            let amount = v.float(kCIInputIntensityKey)
            return withBlur(v, sigma: v.number(kCIInputRadiusKey)) { c, b in
                let rgb = f(SIMD3(c.x, c.y, c.z), SIMD3(b.x, b.y, b.z), c.w, amount)
                return Pixel(rgb.x, rgb.y, rgb.z, c.w)
            }
        }
    }

    /// The input and its Gaussian blur combined pixel by pixel (premultiplied), within the input's extent.
    private static func withBlur(_ v: FilterValues, sigma: Double,
                                 _ f: @escaping @Sendable (_ c: Pixel, _ blurred: Pixel) -> Pixel) -> CIImage? {
        guard let image = v.image() else { return nil }
        return image.combined(with: image.applyingGaussianBlur(sigma: sigma), extent: image.extent) { row, other, count in
            for i in 0..<count { row[i] = f(row[i], other[i]) }
        }
    }

    /// Squares `scale` pixels wide, aligned on `center`, each the colour of the input at its middle.
    static let pixellate = FilterDefinition("CIPixellate", "Pixellate", stylize, [
        .image(),
        .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition),
        .number(kCIInputScaleKey, 8, type: kCIAttributeTypeDistance, min: 1, max: 100, identity: 1),
    ]) { v in
        guard let image = v.image() else { return nil }
        let s = max(1, v.number(kCIInputScaleKey)), c = v.point(kCIInputCenterKey)
        let edge = PixelRect(covering: image.extent)
        @Sendable func middle(_ p: Int, _ origin: Double, _ lo: Int, _ hi: Int) -> Int {
            let cell = ((Double(p) + 0.5 - origin) / s).rounded(.down)
            return min(max(Int((origin + (cell + 0.5) * s).rounded(.down)), lo), hi - 1)
        }
        return CIImage(.sampling(image.node, reach: Int(s.rounded(.up))) { x, y in
            (middle(x, Double(c.x), edge.x, edge.maxX), middle(y, Double(c.y), edge.y, edge.maxY))
        }, extent: image.extent)
    }
}
