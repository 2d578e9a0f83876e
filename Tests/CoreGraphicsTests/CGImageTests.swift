import Testing
import Foundation
import CoreGraphics

@Suite struct CGImageTests {
    func sample() -> CGImage {
        let ctx = makeRGBA(3, 2)
        ctx.setFillColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        return ctx.makeImage()!
    }

    @Test func pngRoundTripKeepsPixels() throws {
        let image = sample()
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try CGImage(data: png, name: "roundtrip.png")
        #expect(back.width == 3 && back.height == 2)
        #expect(back.dataProvider?.data == image.dataProvider?.data)
        let viaProvider = CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: nil,
                                  shouldInterpolate: true, intent: .defaultIntent)
        #expect(viaProvider?.width == 3)
    }

    @Test func jpegRoundTripIsClose() throws {
        let image = sample()
        let jpeg = try #require(image.jpegData(quality: 0.95))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let back = try CGImage(data: jpeg, name: "photo.jpg")
        #expect(back.width == 3 && back.height == 2)
        let provider = CGImage(jpegDataProviderSource: CGDataProvider(data: jpeg)!, decode: nil,
                               shouldInterpolate: true, intent: .defaultIntent)
        #expect(provider != nil)
    }

    @Test func rawPixelInitializerReadsRGBA() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255]
        let image = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                                         provider: CGDataProvider(data: Data(bytes))!, decode: nil,
                                         shouldInterpolate: false, intent: .defaultIntent))
        let data = try #require(image.dataProvider?.data)
        // Native ARGB32 little-endian: B, G, R, A in memory.
        #expect(Array(data.prefix(8)) == [0, 0, 255, 255, 0, 255, 0, 255])
        #expect(image.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1))?.width == 1)
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    /// GIF (its first frame), BMP and the other formats iOS reads beside PNG and JPEG, through gdk-pixbuf.
    @Test func gifAndBMPAreRead() throws {
        // A 1×1 GIF of one red pixel, and a 2×1 BMP (24-bit, rows bottom up): a blue then a green pixel.
        let gif = try #require(Data(base64Encoded: "R0lGODlhAQABAIAAAP8AAAAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=="))
        let red = try CGImage(data: gif, name: "red.gif")
        let redPixel = try rgba(red, 0)
        #expect(red.width == 1 && red.height == 1 && redPixel == [255, 0, 0, 255], "\(redPixel)")
        var bmp = Data([0x42, 0x4D]) + le32(54 + 8) + le32(0) + le32(54)
        bmp += le32(40) + le32(2) + le32(1) + Data([1, 0, 24, 0]) + le32(0) + le32(8) + le32(2835) + le32(2835) + le32(0) + le32(0)
        bmp += Data([255, 0, 0, 0, 255, 0, 0, 0])
        let pair = try CGImage(data: bmp, name: "pair.bmp")
        let (left, right) = (try rgba(pair, 0), try rgba(pair, 1))
        #expect(pair.width == 2 && left == [0, 0, 255, 255] && right == [0, 255, 0, 255], "\(left) \(right)")
    }

    /// The first row's pixel `x` as R, G, B, A (Cairo's ARGB32 is B, G, R, A in memory).
    func rgba(_ image: CGImage, _ x: Int) throws -> [UInt8] {
        let data = try #require(image.dataProvider?.data)
        return [data[x * 4 + 2], data[x * 4 + 1], data[x * 4], data[x * 4 + 3]]
    }

    func le32(_ v: UInt32) -> Data { withUnsafeBytes(of: v.littleEndian) { Data($0) } }

    @Test func errorsNameTheFileAndTheProblem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cgimage-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let garbage = dir.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: garbage)
        do {
            _ = try CGImage(contentsOf: garbage)
            Issue.record("text decoded as an image")
        } catch let error as CGImageError {
            #expect(error.file == garbage.path && error.reason.hasPrefix("not an image this machine reads (it starts with bytes 68 65 6c 6c): "), "\(error)")
        }
        let missing = dir.appendingPathComponent("missing.png")
        #expect(throws: CGImageError(file: missing.path, reason: "no such file")) { try CGImage(contentsOf: missing) }
        let truncated = dir.appendingPathComponent("cut.png")
        try sample().pngData()!.prefix(40).write(to: truncated)
        do {
            _ = try CGImage(contentsOf: truncated)
            Issue.record("a truncated PNG decoded")
        } catch let e as CGImageError {
            #expect(e.file == truncated.path)
            #expect(e.reason.contains("truncated") || e.reason.contains("corrupt"))
            #expect(e.description.hasPrefix("cannot load image '\(truncated.path)'"))
        }
        let badJPEG = dir.appendingPathComponent("bad.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 2]).write(to: badJPEG)
        do {
            _ = try CGImage(contentsOf: badJPEG)
            Issue.record("a broken JPEG decoded")
        } catch let e as CGImageError {
            #expect(e.file == badJPEG.path && e.reason.hasPrefix("corrupt JPEG data"))
        }
    }

    @Test func colorsKeepComponentsAndSpaces() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.numberOfComponents == 4 && c.alpha == 0.4)
        #expect(c.copy(alpha: 1)?.components == [0.1, 0.2, 0.3, 1])
        #expect(CGColor(gray: 0.5, alpha: 1).colorSpace?.model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "nonsense") == nil)
    }
}
