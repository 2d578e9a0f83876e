import Foundation
import Testing
import CoreImage
import UIKitTesting

// Blurs, sharpening, stylizing and geometry against their formulas, on images of our own. A blur's
// input is clamped to its extent and the result cropped back, as apps do, so the edges do not fade.

@Suite struct CoreImageBlurAndGeometryTests {
    /// 40 × 8: dark grey left of x = 20, light grey from it on (opaque).
    let edge = CIImage(cgImage: testImage(40, 8) { x, _ in x < 20 ? RGBA(r: 40, g: 40, b: 40) : RGBA(r: 220, g: 220, b: 220) })
    var dark: Double { linear(40 / 255) }
    var light: Double { linear(220 / 255) }

    /// The edge's pixels along its middle row after `filter`, clamped and cropped.
    func row(_ filter: String, _ parameters: [String: Any]) -> [RGBA] {
        render(edge.clampedToExtent().applyingFilter(filter, parameters: parameters).cropped(to: edge.extent))[4]
    }

    /// The standard normal distribution function.
    func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    @Test func gaussianBlurFollowsTheGaussianAcrossAnEdge() {
        // Three box blurs stand for the Gaussian (as the compositor's shadows do): in linear light
        // they stay within 1.5% of the step of the true Gaussian's edge, their tails a little short.
        for sigma in [3.0, 10.0] {
            let out = row("CIGaussianBlur", [kCIInputRadiusKey: sigma])
            for x in 0..<40 {
                // The pixel's centre is x + 0.5; the edge is at 20: light weighs Φ((x + 0.5 - 20) / σ).
                let expected = dark + (light - dark) * phi((Double(x) + 0.5 - 20) / sigma)
                let got = linear(Double(out[x].r) / 255)
                #expect(abs(got - expected) <= 0.015 * (light - dark), "σ \(sigma), x \(x): \(got) vs \(expected)")
            }
        }
    }

    @Test func gaussianBlurGrowsTheExtentByThreeRadiiAndFadesTheEdges() {
        let image = solidImage(RGBA(r: 255, g: 255, b: 255), 20, 20)
        let blurred = image.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 10])
        #expect(blurred.extent == CGRect(x: -30, y: -30, width: 80, height: 80))
        #expect(CIFilter(name: "CIGaussianBlur")?.value(forKey: kCIInputRadiusKey) as? NSNumber == 10, "radius 10 by default")
        let out = render(blurred)
        #expect(out[0][0].a == 0 && out[40][40].a > 100 && out[40][40].a < 255, "the corner is clear; the middle part-covered by the clear around")
        #expect(render(image.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 0])) == render(image), "radius 0 changes nothing")
    }

    @Test func boxBlurIsTheMeanOfTheSquareAround() {
        let out = row("CIBoxBlur", [kCIInputRadiusKey: 2])
        for x in 15..<25 {
            let lightCount = Double((x - 2...x + 2).filter { $0 >= 20 }.count)
            let v = (dark * (5 - lightCount) + light * lightCount) / 5
            #expect(out[x].isClose(to: pixel(fromLinear: [v, v, v]), tolerance: 1), "x \(x)")
        }
        #expect(edge.applyingFilter("CIBoxBlur", parameters: [kCIInputRadiusKey: 4]).extent == CGRect(x: -4, y: -4, width: 48, height: 16))
    }

    /// What the filter's formula makes of each pixel and the same image's Gaussian blur.
    func check(_ filter: String, _ parameters: [String: Any], sigma: Double, _ formula: (Double, Double) -> Double) {
        let out = row(filter, parameters), blurred = row("CIGaussianBlur", [kCIInputRadiusKey: sigma])
        let input = render(edge)[4]
        for x in 10..<30 {
            let c = linear(Double(input[x].r) / 255), b = linear(Double(blurred[x].r) / 255)
            let v = formula(c, b)
            #expect(out[x].isClose(to: pixel(fromLinear: [v, v, v]), tolerance: 2), "\(filter) x \(x): \(out[x]) vs \(pixel(fromLinear: [v, v, v]))")
        }
    }

    @Test func unsharpMaskAddsTheDifferenceFromTheBlur() {
        check("CIUnsharpMask", [kCIInputRadiusKey: 2.5, kCIInputIntensityKey: 0.8], sigma: 2.5) { c, b in c + 0.8 * (c - b) }
        let out = row("CIUnsharpMask", [kCIInputRadiusKey: 2.5, kCIInputIntensityKey: 0.8])
        #expect(out[19].r < 40 && out[20].r > 220 && out[2].r == 40, "dark darker and light lighter at the edge only")
    }

    @Test func sharpenLuminanceSharpensTheLuminance() {
        // A grey image's luminance is its grey: the same formula as the unsharp mask's.
        check("CISharpenLuminance", [kCIInputSharpnessKey: 1.5, kCIInputRadiusKey: 2], sigma: 2) { c, b in c + 1.5 * (c - b) }
    }

    @Test func bloomScreensTheBlurAndGloomDullsHighlights() {
        check("CIBloom", [kCIInputRadiusKey: 3, kCIInputIntensityKey: 0.5], sigma: 3) { c, b in c + 0.5 * b * (1 - c) }
        check("CIGloom", [kCIInputRadiusKey: 3, kCIInputIntensityKey: 0.5], sigma: 3) { c, b in c - 0.5 * max(0, c - b) }
    }

    @Test func pixellateFillsEachCellWithItsMiddlePixel() {
        let gradient = CIImage(cgImage: testImage(16, 16) { x, y in RGBA(r: UInt8(x * 16), g: UInt8(y * 16), b: 0) })
        let out = render(gradient.applyingFilter("CIPixellate", parameters: [kCIInputScaleKey: 4, kCIInputCenterKey: CIVector(x: 0, y: 0)]))
        let input = render(gradient)
        for y in 0..<16 {
            for x in 0..<16 {
                // Core Image's y is upwards: row r is y = 15 - r; each cell's middle pixel is at 4k + 2.
                let sx = x / 4 * 4 + 2, sy = (15 - y) / 4 * 4 + 2
                #expect(out[y][x] == input[15 - sy][sx], "(\(x), \(y))")
            }
        }
    }

    @Test func cropKeepsTheRectangleAndTheExtentIsTheIntersection() {
        let image = CIImage(cgImage: testImage(10, 10) { x, y in RGBA(r: UInt8(x * 20), g: UInt8(y * 20), b: 0) })
        let cropped = image.cropped(to: CGRect(x: 2, y: 3, width: 20, height: 4))
        #expect(cropped.extent == CGRect(x: 2, y: 3, width: 8, height: 4))
        let viaFilter = image.applyingFilter("CICrop", parameters: ["inputRectangle": CIVector(cgRect: CGRect(x: 2, y: 3, width: 20, height: 4))])
        #expect(viaFilter.extent == cropped.extent && render(viaFilter) == render(cropped))
        // Rows from the top: y = 6 is the image's row 10 - 1 - 6 = 3.
        #expect(render(cropped)[0][0] == render(image)[3][2])
        #expect(image.cropped(to: CGRect(x: 20, y: 20, width: 5, height: 5)).extent.isEmpty)
    }

    @Test func affineTransformsMoveWholePixelsExactlyAndInterpolateBilinearly() {
        let image = CIImage(cgImage: testImage(6, 4) { x, y in RGBA(r: UInt8(x * 40), g: UInt8(y * 60), b: 90) })
        let moved = image.transformed(by: CGAffineTransform(translationX: 3, y: -2))
        #expect(moved.extent == CGRect(x: 3, y: -2, width: 6, height: 4))
        #expect(render(moved) == render(image), "a whole-pixel move is not resampled")
        let viaFilter = image.applyingFilter("CIAffineTransform", parameters: [kCIInputTransformKey: CGAffineTransform(scaleX: 2, y: 2)])
        #expect(viaFilter.extent == CGRect(x: 0, y: 0, width: 12, height: 8))
        // Doubled, the output pixel 2k + 1 lies a quarter of the way from input pixel k to k + 1.
        let out = render(viaFilter)[2], input = render(image)[1]
        for k in 0..<5 {
            let expected = 0.75 * Double(input[k].r) + 0.25 * Double(input[k + 1].r)
            #expect(abs(Double(out[2 * k + 1].r) - expected) <= 2, "pixel \(2 * k + 1): \(out[2 * k + 1].r) vs \(expected)")
        }
    }

    @Test func lanczosScalesTheExtentAndKeepsFlatAreasFlat() {
        let image = solidImage(RGBA(r: 180, g: 90, b: 30), 40, 20)
        let half = image.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 0.5, kCIInputAspectRatioKey: 1.5])
        #expect(half.extent == CGRect(x: 0, y: 0, width: 30, height: 10))
        let out = render(half)
        #expect(out[5][5..<25].allSatisfy { $0.isClose(to: RGBA(r: 180, g: 90, b: 30), tolerance: 1) })
    }
}
