import Testing
import Foundation
import UIKit
import UIKitTesting

func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
    let cg = image.cgImage!
    let d = cg.dataProvider!.data!
    let o = y * cg.bytesPerRow + x * 4
    return [d[o + 2], d[o + 1], d[o], d[o + 3]] // BGRA in memory → RGBA
}

@MainActor
@Suite(.serialized) struct DrawingTests {
    @Test func imageRendererDrawsAtTheFormatScale() {
        _ = Simulator(device: .iPhone15)
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == 3)
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 5, width: 10, height: 5)).fill()
        }
        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        #expect(image.cgImage?.width == 20)
        #expect(pixel(image, 10, 2) == [255, 0, 0, 255], "top half red: UIKit's y runs down")
        #expect(pixel(image, 10, 15) == [0, 0, 255, 255])
        #expect(pixel(image, 0, 19)[3] == 0, "outside the oval")
        let png = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { _ in UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(UIImage(data: png)?.size == CGSize(width: 6, height: 6))
    }

    @Test func rendererFormatsOpaqueAndAnImagesOwnFormat() {
        _ = Simulator(device: .iPhone15)
        let format = UIGraphicsImageRendererFormat()
        #expect(!format.opaque && format.preferredRange == .automatic)
        format.opaque = true
        format.scale = 1
        format.preferredRange = .standard
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 3, 3)[3] == 255, "an opaque image has no transparent pixels, drawn or not")
        let own = image.imageRendererFormat
        #expect(own.scale == 1, "an image's format has its scale")
        let copy = UIGraphicsImageRenderer(size: image.size, format: own).image { _ in image.draw(at: .zero) }
        #expect(copy.scale == 1 && copy.cgImage?.width == 4 && pixel(copy, 1, 1) == [255, 0, 0, 255])
    }

    @Test func imageContextsAndDrawingImagesUpright() throws {
        _ = Simulator(device: .iPhoneSE)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let top = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(top.scale == 2 && pixel(top, 0, 0) == [0, 255, 0, 255] && pixel(top, 0, 7)[3] == 0)
        let copy = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in top.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(pixel(copy, 0, 0) == [0, 255, 0, 255], "UIImage.draw keeps images upright")
        #expect(pixel(copy, 0, 7)[3] == 0)
    }

    @Test func bezierPathsStrokeFillAndHitTest() {
        _ = Simulator()
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(p.contains(CGPoint(x: 50, y: 50)) && !p.contains(CGPoint(x: 1, y: 1)))
        #expect(p.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(arc.bounds.maxY > 59, "clockwise on screen goes down first in UIKit's flipped space")
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 5)); line.addLine(to: CGPoint(x: 20, y: 5))
        line.lineWidth = 4
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { _ in
            UIColor.black.setStroke()
            line.stroke()
        }
        #expect(pixel(image, 10, 4)[3] == 255 && pixel(image, 10, 0)[3] == 0)
    }

    @Test func stringsDrawAndMeasure() {
        _ = Simulator()
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        let size = "Hello".size(withAttributes: attrs)
        #expect(size.width > 40 && size.width < 60 && abs(size.height - UIFont.systemFont(ofSize: 20).lineHeight) < 0.5)
        let wrapped = "one two three four".boundingRect(with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude),
                                                        options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(wrapped.height > size.height * 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            "Hello".draw(at: CGPoint(x: 2, y: 2), withAttributes: attrs)
        }
        var ink = 0
        for x in 0..<180 { for y in 0..<90 where pixel(image, x, y)[3] > 128 { ink += 1 } }
        #expect(ink > 200)
    }

    @Test func fontsAndTheirMetrics() {
        _ = Simulator() // text styles take the current device's text size: a new device's is Large
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.pointSize == 17 && body.familyName == ".AppleSystemUIFont")
        #expect(body.lineHeight > 19.5 && body.lineHeight < 21.5, "SF is 20.3; Inter \(body.lineHeight)")
        #expect(body.ascender > 0 && body.descender < 0 && body.capHeight > 11 && body.capHeight < 13.5)
        #expect(body.xHeight > 8 && body.xHeight < body.capHeight)
        #expect(body.withSize(34).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        let regular = "Wide".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let bold = "Wide".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17, weight: .black)]).width
        #expect(bold > regular)
        #expect(UIFont(name: "NoSuchFontFamily", size: 12) == nil)
        // Only what iOS ships (or the app registered): a Linux font's name is not a font on iOS.
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12) == nil)
        #expect(UIFont(name: "Georgia-Bold", size: 12)?.familyName == "Georgia")
        #expect(UIFont.familyNames.contains("Helvetica Neue") && !UIFont.familyNames.contains("Inter"))
    }

    @Test func colorsConvertBetweenModels() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemOrange.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 149.0 / 255) < 1e-9 && b == 0 && a == 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 2.0 / 3) < 1e-9 && s == 1 && v == 1)
        var w: CGFloat = 0
        #expect(UIColor.darkGray.getWhite(&w, alpha: &a) && abs(w - 1.0 / 3) < 1e-9)
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        // As on iOS, a dynamic colour is not equal to a fixed one, even one it resolves to.
        #expect(UIColor.label != UIColor.black && UIColor.label == UIColor.label && UIColor.systemBackground != .secondarySystemGroupedBackground)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label.resolvedColor(with: light) == UIColor.black && UIColor.systemBackground.resolvedColor(with: light) == UIColor.white)
    }
}

@MainActor
@Suite(.serialized) struct FontRegistrationTests {
    @Test func registeringAFontFileMakesItsFamilyAvailable() throws {
        // A real font file, copied to a path fontconfig has not indexed.
        let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("Custom.ttf")
        try FileManager.default.copyItem(at: source, to: copy)
        #expect(!UIFont.registeredFontFiles.contains(copy.path))
        try UIFont.register(fontAt: copy)
        #expect(UIFont.registeredFontFiles.contains(copy.path))
        #expect(UIFont(name: "DejaVuSansMono", size: 14)?.familyName == "DejaVu Sans Mono")
    }

    @Test func badFontFilesNameTheFileAndTheProblem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("Missing.otf")
        #expect(throws: FontLoadError(file: missing.path, reason: "no such file")) { try UIFont.register(fontAt: missing) }
        let junk = dir.appendingPathComponent("Junk.ttf")
        try Data("not a font".utf8).write(to: junk)
        #expect(throws: FontLoadError(file: junk.path, reason: "not a font file FreeType can read")) { try UIFont.register(fontAt: junk) }
        #expect("\(FontLoadError(file: "/x.ttf", reason: "r"))" == "cannot load font '/x.ttf': r")
    }
}
