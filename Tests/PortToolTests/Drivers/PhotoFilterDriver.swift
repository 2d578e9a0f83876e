// Added to the ported PhotoFilter package by PortToolTests: a Core Image chapter's photo filter
// (Swift 4.2, Xcode 10 storyboard: a photo in an image view, Sepia / Noir / Blur, an intensity
// slider wired with #selector, Reset), launched from its Info.plist and used as a person uses it.
// The pixels it shows are checked against the filters' formulas: sepia's matrix mixed by the
// intensity, then the vignette's darkening by distance from the centre, in linear light.
import Foundation
import UIKit
import UIKitTesting
import CoreImage
import Testing
@testable import PhotoFilter

@MainActor @Suite(.serialized) struct PhotoFilterDriver {
    func launch(_ sim: Simulator) throws -> ViewController {
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        return try #require(delegate.window?.rootViewController as? ViewController)
    }

    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-photofilter-\(name).png"))
        }
    }

    /// A bitmap's pixel (x from the left, y from the top), straight 8-bit components.
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> RGBA {
        let data = image.dataProvider!.data!
        let o = y * image.bytesPerRow + x * 4
        let a = Int(data[o + 3])
        func un(_ c: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
        return RGBA(r: un(data[o + 2]), g: un(data[o + 1]), b: un(data[o]), a: UInt8(a))
    }

    func shown(_ vc: ViewController) throws -> CGImage { try #require(vc.imageView.image?.cgImage) }

    func linear(_ v: UInt8) -> Double { let c = Double(v) / 255; return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func byte(_ v: Double) -> UInt8 {
        let c = min(1, max(0, v))
        return UInt8(((c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055) * 255).rounded())
    }

    /// The Sepia effect's pixel at (x, y) of the 600 × 400 photo: sepia mixed by `amount`, then the
    /// vignette (intensity `amount`, radius 1.5): × 1 - amount × smoothstep(0.2, 1.2, 1.5 d), d the
    /// distance of the pixel's centre from the photo's over half its diagonal.
    func sepiaPixel(_ original: RGBA, x: Int, y: Int, amount: Double) -> RGBA {
        let c = [original.r, original.g, original.b].map(linear)
        let sepia = [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]].map { zip($0, c).map(*).reduce(0, +) }
        let d = ((Double(x) + 0.5 - 300) * (Double(x) + 0.5 - 300) + (Double(y) + 0.5 - 200) * (Double(y) + 0.5 - 200)).squareRoot()
            / ((600.0 * 600 + 400 * 400).squareRoot() / 2)
        let t = min(max((1.5 * d - 0.2) / 1.0, 0), 1)
        let factor = 1 - amount * t * t * (3 - 2 * t)
        let out = zip(c, sepia).map { ($0 + ($1 - $0) * amount) * factor }
        return RGBA(r: byte(out[0]), g: byte(out[1]), b: byte(out[2]))
    }

    /// Drags the slider's thumb to `fraction` of its track.
    func slide(_ sim: Simulator, _ slider: UISlider, to fraction: CGFloat) {
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let from = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        let to = slider.convert(CGPoint(x: track.minX + track.width * fraction, y: thumb.midY), to: nil)
        sim.drag(from: from, to: to)
        sim.settle()
    }

    let points = [(300, 200), (20, 20), (580, 380), (150, 330), (450, 60)]

    @Test func thePhotoShowsSepiaAtHalfIntensityAndTheSliderFollowsTheFormula() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        let original = try #require(CIContext().createCGImage(vc.original, from: vc.original.extent))
        #expect(original.width == 600 && original.height == 400 && vc.intensityLabel.text == "Intensity: 0.50")
        var image = try shown(vc)
        for (x, y) in points {
            let expected = sepiaPixel(pixel(original, x, y), x: x, y: y, amount: 0.5)
            #expect(pixel(image, x, y).isClose(to: expected, tolerance: 2), "(\(x), \(y)) at 0.5: \(pixel(image, x, y)) vs \(expected)")
        }
        // The photo fills the image view's width (aspect fit, 3:2): its middle on screen is the photo's.
        let frame = vc.imageView.convert(vc.imageView.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: frame.midX, y: frame.midY)).isClose(to: pixel(image, 300, 200), tolerance: 8))
        try shot(sim, "sepia-half")

        slide(sim, vc.intensitySlider, to: 1.2)
        #expect(vc.intensitySlider.value == 1 && vc.intensityLabel.text == "Intensity: 1.00")
        image = try shown(vc)
        for (x, y) in points {
            let expected = sepiaPixel(pixel(original, x, y), x: x, y: y, amount: 1)
            #expect(pixel(image, x, y).isClose(to: expected, tolerance: 2), "(\(x), \(y)) at 1: \(pixel(image, x, y)) vs \(expected)")
        }
        try shot(sim, "sepia-full")

        slide(sim, vc.intensitySlider, to: -0.2)
        #expect(vc.intensitySlider.value == 0 && vc.intensityLabel.text == "Intensity: 0.00")
        image = try shown(vc)
        for (x, y) in points { #expect(pixel(image, x, y).isClose(to: pixel(original, x, y), tolerance: 1), "no effect at 0") }
    }

    @Test func noirIsGreyBlurSoftensAndResetGoesBack() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        let original = try #require(CIContext().createCGImage(vc.original, from: vc.original.extent))
        let sepiaHalf = try shown(vc)

        sim.tap(on: try #require(sim.view(withText: "Noir")))
        #expect(vc.effectControl.selectedSegmentIndex == 1)
        var image = try shown(vc)
        for (x, y) in points {
            let p = pixel(image, x, y)
            #expect(p.r == p.g && p.g == p.b, "Noir is black and white: \(p)")
        }
        try shot(sim, "noir")

        sim.tap(on: try #require(sim.view(withText: "Blur")))
        image = try shown(vc)
        // Radius 10 (0.5 × 20): along a row of the hills, neighbouring pixels differ less than in the photo.
        func roughness(_ image: CGImage) -> Int {
            (100..<500).reduce(0) { sum, x in sum + abs(Int(pixel(image, x, 330).g) - Int(pixel(image, x + 1, 330).g)) }
        }
        #expect(roughness(image) * 3 < roughness(original), "\(roughness(image)) vs \(roughness(original))")
        #expect(image.width == 600 && image.height == 400)
        // The edges stay opaque: the input was clamped before blurring and cropped after.
        #expect(pixel(image, 0, 0).a == 255 && pixel(image, 599, 399).a == 255)
        try shot(sim, "blur")

        sim.tap(on: try #require(sim.view(withText: "Reset")))
        #expect(vc.effectControl.selectedSegmentIndex == 0 && vc.intensitySlider.value == 0.5)
        image = try shown(vc)
        for (x, y) in points { #expect(pixel(image, x, y) == pixel(sepiaHalf, x, y)) }
    }
}
