import Foundation
import Testing
import CoreImage
import UIKitTesting

// The colour filters against their formulas (Apple's filter reference where it gives one, else
// the one Docs/Frameworks.md states), on small images of our own, in linear light: each expected
// pixel is the input decoded from sRGB, the formula, and encoded again. Tolerance: one 8-bit level.

@Suite struct CoreImageColorFilterTests {
    let warm = RGBA(r: 200, g: 120, b: 60)

    func filtered(_ name: String, _ colour: RGBA, _ parameters: [String: Any] = [:]) -> [[RGBA]] {
        render(solidImage(colour).applyingFilter(name, parameters: parameters))
    }

    @Test func colorControlsSaturatesThenContrastsThenBrightens() {
        let c = linearRGB(warm)
        let y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
        let expected = c.map { (y + ($0 - y) * 0.5 - 0.5) * 1.2 + 0.5 + 0.05 }
        let out = filtered("CIColorControls", warm, [kCIInputSaturationKey: 0.5, kCIInputContrastKey: 1.2, kCIInputBrightnessKey: 0.05])
        #expect(allClose(out, to: pixel(fromLinear: expected)), "\(out[0][0]) vs \(pixel(fromLinear: expected))")
        #expect(allClose(filtered("CIColorControls", warm), to: warm), "the defaults change nothing")
    }

    @Test func exposureMultipliesByTwoToTheEV() {
        let out = filtered("CIExposureAdjust", warm, [kCIInputEVKey: 1])
        #expect(allClose(out, to: pixel(fromLinear: linearRGB(warm).map { $0 * 2 })))
        let half = filtered("CIExposureAdjust", warm, [kCIInputEVKey: -1.5])
        #expect(allClose(half, to: pixel(fromLinear: linearRGB(warm).map { $0 * pow(2, -1.5) })))
    }

    @Test func gammaRaisesToThePower() {
        let out = filtered("CIGammaAdjust", warm, ["inputPower": 2.0])
        #expect(allClose(out, to: pixel(fromLinear: linearRGB(warm).map { $0 * $0 })))
    }

    @Test func hueAdjustTurnsAboutTheGreyAxis() {
        #expect(allClose(filtered("CIHueAdjust", RGBA(r: 255, g: 0, b: 0), [kCIInputAngleKey: 2 * Double.pi / 3]), to: RGBA(r: 0, g: 255, b: 0)))
        // Rodrigues' rotation by 0.7 rad about (1, 1, 1)/√3.
        let a = 0.7, co = cos(a), s = sin(a) / 3.0.squareRoot(), t = (1 - co) / 3
        let m = [[co + t, t - s, t + s], [t + s, co + t, t - s], [t - s, t + s, co + t]]
        let c = linearRGB(warm)
        let expected = m.map { row in zip(row, c).map(*).reduce(0, +) }
        #expect(allClose(filtered("CIHueAdjust", warm, [kCIInputAngleKey: a]), to: pixel(fromLinear: expected)))
    }

    @Test func colorMatrixIsDotProductsPlusBias() {
        let params: [String: Any] = ["inputRVector": CIVector(x: 0, y: 0, z: 1, w: 0), "inputGVector": CIVector(x: 0.5, y: 0.5, z: 0, w: 0),
                                     "inputBVector": CIVector(x: 1, y: 0, z: 0, w: 0), "inputBiasVector": CIVector(x: 0.1, y: 0, z: 0, w: 0)]
        let c = linearRGB(warm)
        let expected = [c[2] + 0.1, 0.5 * c[0] + 0.5 * c[1], c[0]]
        #expect(allClose(filtered("CIColorMatrix", warm, params), to: pixel(fromLinear: expected)))
    }

    @Test func sepiaMixesTheSepiaMatrixByIntensity() {
        let c = linearRGB(warm)
        let sepia = [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]].map { row in zip(row, c).map(*).reduce(0, +) }
        #expect(allClose(filtered("CISepiaTone", warm), to: pixel(fromLinear: sepia)), "intensity 1 by default")
        let half = zip(c, sepia).map { $0 + ($1 - $0) * 0.5 }
        #expect(allClose(filtered("CISepiaTone", warm, [kCIInputIntensityKey: 0.5]), to: pixel(fromLinear: half)))
        #expect(allClose(filtered("CISepiaTone", warm, [kCIInputIntensityKey: 0]), to: warm))
    }

    @Test func colorInvertIsOneMinusTheColour() {
        #expect(allClose(filtered("CIColorInvert", warm), to: pixel(fromLinear: linearRGB(warm).map { 1 - $0 })))
    }

    @Test func photoEffectsMonoIsLuminanceAndTheGreyOnesAreGrey() {
        let c = linearRGB(warm)
        let y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
        #expect(allClose(filtered("CIPhotoEffectMono", warm), to: pixel(fromLinear: [y, y, y])))
        for name in ["Tonal", "Noir"] {
            let p = filtered("CIPhotoEffect" + name, warm)[0][0]
            #expect(p.r == p.g && p.g == p.b, "\(name) is grey: \(p)")
        }
        // Noir's contrast: darker than Mono below middle grey, lighter above.
        let dark = RGBA(r: 60, g: 60, b: 60), light = RGBA(r: 220, g: 220, b: 220)
        #expect(filtered("CIPhotoEffectNoir", dark)[0][0].r < filtered("CIPhotoEffectMono", dark)[0][0].r)
        #expect(filtered("CIPhotoEffectNoir", light)[0][0].r > filtered("CIPhotoEffectMono", light)[0][0].r)
        for name in ["Chrome", "Fade", "Instant", "Process", "Transfer"] {
            let p = filtered("CIPhotoEffect" + name, warm)[0][0]
            #expect(p != warm && p.r != p.b, "\(name) changes the colour and keeps it coloured: \(p)")
        }
        #expect(filtered("CIPhotoEffectChrome", warm)[0][0].b < filtered("CIPhotoEffectFade", warm)[0][0].b, "Chrome saturates, Fade fades")
    }

    @Test func vignetteDarkensByDistanceFromTheCentre() {
        let image = solidImage(warm, 101, 101)
        let out = render(image.applyingFilter("CIVignette", parameters: [kCIInputIntensityKey: 1, kCIInputRadiusKey: 1]))
        #expect(out[50][50].isClose(to: warm, tolerance: 1), "the centre is untouched")
        func factor(_ x: Double, _ y: Double) -> Double {
            let d = ((x - 50.5) * (x - 50.5) + (y - 50.5) * (y - 50.5)).squareRoot() / (101 * 2.0.squareRoot() / 2)
            let t = min(max((d - 0.2) / 1.0, 0), 1)
            return 1 - t * t * (3 - 2 * t)
        }
        for (x, y) in [(0, 0), (100, 0), (20, 70), (50, 5)] {
            let expected = pixel(fromLinear: linearRGB(warm).map { $0 * factor(Double(x) + 0.5, Double(y) + 0.5) })
            #expect(out[100 - y][x].isClose(to: expected, tolerance: 1), "(\(x), \(y)): \(out[100 - y][x]) vs \(expected)")
        }
        #expect(allClose(render(image.applyingFilter("CIVignette")), to: warm), "intensity 0 by default")
    }

    @Test func vignetteEffectDarkensOutsideItsCircle() {
        let image = solidImage(warm, 60, 60)
        let out = render(image.applyingFilter("CIVignetteEffect", parameters: [kCIInputCenterKey: CIVector(x: 30, y: 30),
                                                                                 kCIInputRadiusKey: 20, kCIInputIntensityKey: 0.5, "inputFalloff": 0.5]))
        #expect(out[30][30].isClose(to: warm, tolerance: 1) && out[30][22].isClose(to: warm, tolerance: 1), "within radius × (1 - falloff)")
        #expect(out[0][0].isClose(to: pixel(fromLinear: linearRGB(warm).map { $0 * 0.5 }), tolerance: 1), "beyond the radius: × (1 - intensity)")
    }
}
