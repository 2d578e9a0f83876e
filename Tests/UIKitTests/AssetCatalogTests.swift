import Foundation
import Testing
import UIKit
import UIKitTesting

/// Fixtures/Assets.xcassets, as Xcode lays one out: image sets per scale and idiom, a template,
/// a sliced image, PDF and SVG vectors, color sets and a data set.
@MainActor @Suite(.serialized) struct AssetCatalogTests {
    func image(_ name: String) throws -> UIImage {
        try #require(UIImage(named: name, in: .module, compatibleWith: nil), "no image \(name)")
    }

    @Test func theScreensScaleAndIdiomChooseTheFile() throws {
        _ = Simulator(device: .iPhone15)
        let star = try image("Star")
        #expect(star.scale == 3 && star.size == CGSize(width: 10, height: 10))
        #expect(pixel(star, 5, 5) == [0, 0, 255, 255], "the @3x file, not the dark appearance's")
        let phone = try image("Device")
        #expect(phone.size == CGSize(width: 20, height: 10) && pixel(phone, 1, 1) == [255, 128, 0, 255])
        _ = Simulator(device: .iPadPro11)
        let padStar = try image("Star")
        #expect(padStar.scale == 2 && pixel(padStar, 5, 5) == [0, 160, 0, 255])
        let pad = try image("Device")
        #expect(pad.size == CGSize(width: 40, height: 20) && pixel(pad, 1, 1) == [128, 0, 255, 255], "the ipad idiom's file")
        _ = Simulator(device: .iPhoneSE)
        #expect(try image("Star").scale == 2, "an @2x phone takes the @2x file")
        #expect(UIImage(named: "NoSuchImage", in: .module, compatibleWith: nil) == nil)
        // With a file extension and no file by that name, the catalog's set of the base name, as on iOS.
        let named = try image("Star.png")
        #expect(named.scale == 2 && pixel(named, 5, 5) == [0, 160, 0, 255], "the @2x phone's file of the Star set")
    }

    @Test func aTemplateImageTakesTheTintColor() throws {
        let sim = Simulator(device: .iPhone15)
        let glyph = try image("Icons/Glyph")
        #expect(glyph.renderingMode == .alwaysTemplate, "the set's template rendering intent, in a namespaced folder")
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let view = UIImageView(image: glyph)
        view.frame = CGRect(x: 100, y: 200, width: 20, height: 20)
        view.tintColor = .systemRed
        vc.view.addSubview(view)
        sim.rootViewController = vc
        let shot = sim.screenshotImage()
        let p = pixel(shot, 110 * 3, 210 * 3)
        #expect(p[0] > 240 && p[1] < 80 && p[2] < 80, "the glyph drawn in red: \(p)")
        #expect(pixel(shot, 101 * 3, 201 * 3)[0] == 255 && pixel(shot, 101 * 3, 201 * 3)[1] == 255, "its transparent margin")
        view.tintColor = .systemBlue
        let blue = pixel(sim.screenshotImage(), 110 * 3, 210 * 3)
        #expect(blue[2] > 200 && blue[0] < 80, "a new tint redraws it: \(blue)")
    }

    @Test func aSlicedImageKeepsItsCapsAtAnySize() throws {
        let sim = Simulator(device: .iPhone15)
        let bubble = try image("Bubble")
        #expect(bubble.capInsets == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5) && bubble.resizingMode == .stretch)
        let vc = UIViewController()
        let view = UIImageView(image: bubble)
        view.frame = CGRect(x: 50, y: 300, width: 200, height: 100)
        vc.view.addSubview(view)
        sim.rootViewController = vc
        let shot = sim.screenshotImage()
        func at(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { pixel(shot, Int(x * 3), Int(y * 3)) }
        #expect(at(52, 302) == [40, 40, 40, 255] && at(247, 397) == [40, 40, 40, 255], "corners at their size")
        #expect(at(150, 302) == [40, 40, 40, 255] && at(150, 397) == [40, 40, 40, 255], "top and bottom edges 5 points thick")
        #expect(at(56, 350) == [250, 220, 120, 255] && at(150, 350) == [250, 220, 120, 255], "the centre stretched")
        // The same image made resizable in code tiles by default.
        let tiled = UIImage(cgImage: bubble.cgImage!, scale: 2, orientation: .up).resizableImage(withCapInsets: bubble.capInsets)
        #expect(tiled.resizingMode == .tile && tiled.capInsets == bubble.capInsets)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/assets.png"))
        }
    }

    /// Xcode's own slicing file (`capInsets`, a centre 4 pixels wide): the image keeps its caps and
    /// that much of the middle; the rest of the middle (blue here) is discarded, as Xcode compiles it
    /// (Programming iOS's Mars slicing).
    @Test func slicingKeepsOnlyTheCentreWidthXcodeWrites() throws {
        let sim = Simulator(device: .iPhone15)
        let strip = try image("Strip")
        #expect(strip.capInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5) && strip.resizingMode == .stretch)
        #expect(strip.size == CGSize(width: 12, height: 10), "caps and the kept centre: \(strip.size)")
        let vc = UIViewController()
        let view = UIImageView(image: strip)
        view.frame = CGRect(x: 50, y: 300, width: 200, height: 40)
        vc.view.addSubview(view)
        sim.rootViewController = vc
        let shot = sim.screenshotImage()
        func at(_ x: CGFloat, _ y: CGFloat) -> [UInt8] { pixel(shot, Int(x * 3), Int(y * 3)) }
        #expect(at(52, 320) == [255, 0, 0, 255] && at(248, 320) == [255, 0, 0, 255], "the caps at their size")
        let middle = stride(from: CGFloat(56), to: 244, by: 2).map { at($0, 320) }
        #expect(middle.allSatisfy { $0 == [0, 255, 0, 255] }, "the kept green centre stretched, no discarded blue")
    }

    /// An image set that preserves vector data, shown ten times its size (Programming iOS's PDF test):
    /// drawn again at that size, its edge sharp — not its 3x bitmap magnified — and again as the view
    /// grows.
    @Test func aPreservedVectorImageIsSharpAtAnySize() throws {
        let sim = Simulator(device: .iPhone15)
        let badge = try image("Badge")
        let vc = UIViewController()
        let view = UIImageView(image: badge)
        view.frame = CGRect(x: 50, y: 200, width: 240, height: 240)
        vc.view.addSubview(view)
        sim.rootViewController = vc
        sim.settle()
        // Across the disc's left edge on its middle row: how many device pixels are neither red nor white.
        func blurredPixels() -> Int {
            let shot = sim.screenshotImage()
            let y = Int(view.frame.midY * 3)
            return (Int(view.frame.minX * 3)..<Int(view.frame.midX * 3)).filter { x in
                let p = pixel(shot, x, y)
                return !(p[0] > 215 && p[1] < 30) && !(p[1] > 240 && p[2] > 240)
            }.count
        }
        #expect(blurredPixels() <= 3, "a sharp edge: \(blurredPixels()) blended pixels")
        view.frame.size = CGSize(width: 300, height: 300)
        sim.settle()
        #expect(blurredPixels() <= 3, "drawn again at the new size: \(blurredPixels())")
        view.contentMode = .center
        sim.settle()
        #expect(sim.color(at: CGPoint(x: view.frame.midX, y: view.frame.midY)) == RGBA(r: 224, g: 16, b: 16), "at its own size in the middle")
        #expect(sim.color(at: CGPoint(x: view.frame.minX + 20, y: view.frame.midY)) == sim.color(at: CGPoint(x: 20, y: 600)), "the background beside it")
        // Drawn into a larger rect (an image renderer), it is drawn again at that size too.
        let big = UIGraphicsImageRenderer(size: CGSize(width: 240, height: 240)).image { _ in badge.draw(in: CGRect(x: 0, y: 0, width: 240, height: 240)) }
        let row = (0..<360).map { pixel(big, $0, 360) }
        let blended = row.filter { $0[3] > 10 && $0[3] < 245 }
        #expect(blended.count <= 3, "a sharp edge in the renderer's image: \(blended.count)")
    }

    @Test func vectorImagesAreDrawnAtTheScreensScale() throws {
        _ = Simulator(device: .iPhone15)
        let logo = try image("Logo")
        #expect(logo.size == CGSize(width: 40, height: 20) && logo.scale == 3 && logo.cgImage?.width == 120, "the PDF page, 40×20 points, at 3x")
        #expect(pixel(logo, 60, 30) == [0, 153, 0, 255])
        let badge = try image("Badge")
        #expect(badge.size == CGSize(width: 24, height: 24) && badge.cgImage?.width == 72, "the SVG at 3x")
        #expect(pixel(badge, 36, 36) == [224, 16, 16, 255] && pixel(badge, 1, 1)[3] == 0, "a red disc, clear at the corners")
        // An SVG with a viewBox and no width or height, as illustration programs write it: the viewBox is its size.
        let plate = try image("Plate")
        #expect(plate.size == CGSize(width: 30, height: 16) && plate.cgImage?.width == 90, "\(plate.size)")
        #expect(pixel(plate, 45, 24) == [16, 32, 224, 255])
    }

    @Test func colorSetsAndDataSets() throws {
        let sim = Simulator(device: .iPhone15)
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0.2, green: 0x66 / 255.0, blue: 153 / 255.0, alpha: 1),
                "float, hex and 8-bit components; the any appearance")
        #expect(UIColor(named: "Ink", in: .module, compatibleWith: nil) == UIColor(white: 0.25, alpha: 0.5))
        #expect(UIColor(named: "Accent", in: .module, compatibleWith: nil) == .systemPink, "a reference to a system color")
        #expect(UIColor(named: "NoSuchColor", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Broken", in: .module, compatibleWith: nil) == nil)
        #expect(sim.warnings.contains { $0.contains("Broken.colorset/Contents.json") && $0.contains("component red is \"lots\"") }, "\(sim.warnings)")
        #expect(UIImage(named: "Mangled", in: .module, compatibleWith: nil) == nil)
        #expect(sim.warnings.contains { $0.contains("Mangled.imageset/Contents.json") && $0.contains("not valid JSON") }, "\(sim.warnings)")
        let config = try #require(NSDataAsset(name: "Config", bundle: .module))
        #expect(config.typeIdentifier == "public.json" && config.name == "Config")
        let json = try JSONSerialization.jsonObject(with: config.data) as? [String: String]
        #expect(json?["greeting"] == "Hello from a data set")
        #expect(NSDataAsset(name: "Nothing", bundle: .module) == nil)
    }
}
