import Foundation
import Testing
import CoreImage
import UIKitTesting

// Compositing operators, blend modes and generators against their formulas: the PDF blend modes
// as ISO 32000-1 (11.3.5) defines them, Porter and Duff's operators on premultiplied colours, in
// linear light; gradients interpolated in linear light; QR codes as libqrencode lays them out.

@Suite struct CoreImageCompositingTests {
    let top = RGBA(r: 230, g: 90, b: 150), bottom = RGBA(r: 60, g: 170, b: 200)

    func blended(_ name: String, _ s: RGBA, over d: RGBA) -> RGBA {
        render(solidImage(s).applyingFilter(name, parameters: [kCIInputBackgroundImageKey: solidImage(d)]))[0][0]
    }

    func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }
    func setLum(_ c: [Double], _ l: Double) -> [Double] { clipColor(c.map { $0 + l - lum(c) }) }
    func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }
    func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let mx = c.max()!, mn = c.min()!
        return c.map { mx == mn ? 0 : ($0 == mx ? s : ($0 == mn ? 0 : ($0 - mn) * s / (mx - mn))) }
    }

    @Test func theSeparableBlendModesFollowThePDFFormulas() {
        func softLight(_ cb: Double, _ cs: Double) -> Double {
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        }
        func hardLight(_ cb: Double, _ cs: Double) -> Double { cs <= 0.5 ? 2 * cs * cb : 1 - 2 * (1 - cs) * (1 - cb) }
        let modes: [(String, (Double, Double) -> Double)] = [
            ("Multiply", { b, s in b * s }), ("Screen", { b, s in b + s - b * s }), ("Overlay", { b, s in hardLight(s, b) }),
            ("Darken", { b, s in min(b, s) }), ("Lighten", { b, s in max(b, s) }),
            ("ColorDodge", { b, s in b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s))) }),
            ("ColorBurn", { b, s in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s)) }),
            ("HardLight", hardLight), ("SoftLight", softLight),
            ("Difference", { b, s in abs(b - s) }), ("Exclusion", { b, s in b + s - 2 * b * s }),
        ]
        let s = linearRGB(top), b = linearRGB(bottom)
        for (name, f) in modes {
            let expected = pixel(fromLinear: zip(b, s).map(f))
            let got = blended("CI\(name)BlendMode", top, over: bottom)
            #expect(got.isClose(to: expected, tolerance: 1), "\(name): \(got) vs \(expected)")
        }
    }

    @Test func theNonSeparableBlendModesFollowThePDFFormulas() {
        let s = linearRGB(top), b = linearRGB(bottom)
        let expected: [String: [Double]] = [
            "Hue": setLum(setSat(s, sat(b)), lum(b)), "Saturation": setLum(setSat(b, sat(s)), lum(b)),
            "Color": setLum(s, lum(b)), "Luminosity": setLum(b, lum(s)),
        ]
        for (name, c) in expected {
            let got = blended("CI\(name)BlendMode", top, over: bottom)
            #expect(got.isClose(to: pixel(fromLinear: c), tolerance: 1), "\(name): \(got) vs \(pixel(fromLinear: c))")
        }
    }

    @Test func porterDuffOperatorsOnPremultipliedColour() {
        let half = RGBA(r: 255, g: 0, b: 0, a: 128)
        let a = 128.0 / 255, s = linearRGB(RGBA(r: 255, g: 0, b: 0)), d = linearRGB(bottom)
        // Over: s × αs + d × (1 - αs), the background opaque.
        let over = pixel(fromLinear: zip(s, d).map { $0 * a + $1 * (1 - a) })
        #expect(blended("CISourceOverCompositing", half, over: bottom).isClose(to: over, tolerance: 1))
        #expect(render(solidImage(half).composited(over: solidImage(bottom)))[0][0].isClose(to: over, tolerance: 1))
        // In: the source where the background is (opaque here): the source unchanged.
        #expect(blended("CISourceInCompositing", half, over: bottom).isClose(to: half, tolerance: 1))
        // Atop: over, within the background.
        #expect(blended("CISourceAtopCompositing", half, over: bottom).isClose(to: over, tolerance: 1))
        // Out: the source where the background is not: nothing.
        #expect(blended("CISourceOutCompositing", half, over: bottom).a == 0)
        let t = linearRGB(top), b = linearRGB(bottom)
        #expect(blended("CIAdditionCompositing", top, over: bottom).isClose(to: pixel(fromLinear: zip(t, b).map(+)), tolerance: 1))
        #expect(blended("CIMaximumCompositing", top, over: bottom).isClose(to: pixel(fromLinear: zip(t, b).map(max)), tolerance: 1))
        #expect(blended("CIMinimumCompositing", top, over: bottom).isClose(to: pixel(fromLinear: zip(t, b).map(min)), tolerance: 1))
        #expect(blended("CIMultiplyCompositing", top, over: bottom).isClose(to: pixel(fromLinear: zip(t, b).map(*)), tolerance: 1))
    }

    @Test func compositingExtentsAreTheOperatorsAreas() {
        let small = solidImage(top, 4, 4), big = solidImage(bottom, 10, 10).transformed(by: CGAffineTransform(translationX: 2, y: 2))
        func extent(_ name: String) -> CGRect { small.applyingFilter(name, parameters: [kCIInputBackgroundImageKey: big]).extent }
        #expect(extent("CISourceOverCompositing") == CGRect(x: 0, y: 0, width: 12, height: 12))
        #expect(extent("CIMultiplyBlendMode") == CGRect(x: 0, y: 0, width: 12, height: 12))
        #expect(extent("CISourceInCompositing") == CGRect(x: 2, y: 2, width: 2, height: 2))
        #expect(extent("CISourceAtopCompositing") == CGRect(x: 2, y: 2, width: 10, height: 10))
        #expect(CIFilter(name: "CISourceOverCompositing", parameters: [kCIInputImageKey: small])?.outputImage == nil, "no background: no output")
    }

    @Test func constantColorIsInfiniteAndLinearGradientInterpolatesInLinearLight() {
        let red = CIFilter(name: "CIConstantColorGenerator", parameters: [kCIInputColorKey: CIColor(red: 0.2, green: 0.4, blue: 0.6)])!.outputImage!
        #expect(red.extent.isInfinite)
        #expect(allClose(render(red, CGRect(x: -5, y: 7, width: 3, height: 3)), to: RGBA(r: 51, g: 102, b: 153)))
        // The defaults: white at (0, 0) to black at (200, 200).
        let gradient = CIFilter(name: "CILinearGradient")!.outputImage!
        #expect(gradient.extent.isInfinite)
        let out = render(gradient, CGRect(x: 0, y: 0, width: 200, height: 200))
        for (x, y) in [(50, 50), (99, 100), (150, 30), (10, 180)] {
            let t = min(1, max(0, (Double(x) + 0.5 + Double(y) + 0.5) / 400))
            let expected = pixel(fromLinear: [1 - t, 1 - t, 1 - t])
            #expect(out[199 - y][x].isClose(to: expected, tolerance: 1), "(\(x), \(y)): \(out[199 - y][x]) vs \(expected)")
        }
        #expect(out[199][0] == RGBA(r: 255, g: 255, b: 255) || out[199][0].r >= 254)
    }

    @Test func radialGradientGoesFromTheInnerRadiusToTheOuter() {
        let filter = CIFilter.radialGradient()
        filter.center = CGPoint(x: 50, y: 50)
        filter.radius0 = 10
        filter.radius1 = 40
        filter.color0 = CIColor(red: 1, green: 0, blue: 0)
        filter.color1 = CIColor(red: 0, green: 0, blue: 1)
        let out = render(filter.outputImage!, CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(out[49][50].isClose(to: RGBA(r: 255, g: 0, b: 0), tolerance: 1) && out[0][0].isClose(to: RGBA(r: 0, g: 0, b: 255), tolerance: 1))
        // 25 pixels out (x = 74.5 from 50): halfway, in linear light.
        let t = (24.5 - 10) / 30
        #expect(out[49][74].isClose(to: pixel(fromLinear: [1 - t, 0, t]), tolerance: 1), "\(out[49][74])")
    }

    @Test func qrCodesAreLibqrencodesModulesWithAOneModuleMargin() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        #expect(filter.correctionLevel == "M", "M by default")
        let image = try #require(filter.outputImage)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 23, height: 23), "version 1: 21 modules and the margin")
        let out = render(image)
        let black = RGBA(r: 0, g: 0, b: 0), white = RGBA(r: 255, g: 255, b: 255)
        // The three finder patterns: a dark ring 7 modules wide, a light ring, a dark 3×3 middle.
        for (ox, oy) in [(1, 1), (15, 1), (1, 15)] {
            #expect(out[oy][ox] == black && out[oy + 6][ox + 6] == black && out[oy + 1][ox + 1] == white && out[oy + 3][ox + 3] == black)
        }
        #expect(out[0].allSatisfy { $0 == white } && out.allSatisfy { $0[22] == white }, "the margin")
        // Scaled up, the modules stay sharp (nearest sampling).
        let big = render(image.transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
        #expect(big.count == 230 && Set(big.joined()).isSubset(of: [black, white]))
        // More correction: a bigger code for a longer message; an unknown level: nothing.
        let long = CIImage.qr(String(repeating: "OpenUIKit ", count: 8), "H"), lower = CIImage.qr(String(repeating: "OpenUIKit ", count: 8), "L")
        #expect(long.extent.width > lower.extent.width)
        #expect(CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": Data("x".utf8), "inputCorrectionLevel": "Z"])?.outputImage == nil)
    }
}

private extension CIImage {
    static func qr(_ text: String, _ level: String) -> CIImage {
        CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": Data(text.utf8), "inputCorrectionLevel": level])!.outputImage!
    }
}
