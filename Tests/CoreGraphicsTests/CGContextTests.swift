import Testing
import Foundation
import CoreGraphics

/// Reads one RGBA pixel (y counted from the top of memory) of an RGBA8 buffer.
func rgba(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + x * 4
    return [p[0], p[1], p[2], p[3]]
}

func makeRGBA(_ w: Int, _ h: Int, data: UnsafeMutableRawPointer? = nil) -> CGContext {
    CGContext(data: data, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

@Suite struct CGContextTests {
    @Test func anImageIsOfTheBitmapsMemoryWithWhatWasWrittenThroughData() {
        // Written straight into the memory after drawing (a blur over the pixels), in RGBA order.
        let ctx = makeRGBA(4, 4)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        for (i, v) in [UInt8(0), 255, 0, 255].enumerated() { p[i] = v }
        let image = ctx.makeImage()!
        let out = makeRGBA(4, 4)
        out.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(rgba(out, 0, 0) == [0, 255, 0, 255], "the pixel written through data")
        #expect(rgba(out, 1, 0) == [255, 0, 0, 255])
    }

    @Test func callerMemoryInRGBAOrderSeesEveryDrawing() {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 8 * 8 * 4, alignment: 4)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: 8 * 8 * 4)
        let ctx = makeRGBA(8, 8, data: buffer)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        // Core Graphics' origin is bottom-left: y 0...4 is the last four rows of memory.
        let p = buffer.assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: p + (7 * 8 + 0) * 4, count: 4)) == [255, 0, 0, 255])
        #expect(Array(UnsafeBufferPointer(start: p, count: 4)) == [0, 0, 0, 0])
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        #expect(Array(UnsafeBufferPointer(start: p + 5 * 4, count: 4)) == [0, 0, 128, 128], "premultiplied")
    }

    @Test func stateStackRestoresColorsTransformAndAlpha() {
        let ctx = makeRGBA(10, 10)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.translateBy(x: 5, y: 0)
        ctx.setAlpha(0.5)
        #expect(ctx.ctm == CGAffineTransform(translationX: 5, y: 0))
        ctx.restoreGState()
        #expect(ctx.ctm.isIdentity)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgba(ctx, 0, 9) == [0, 0, 0, 255])
    }

    @Test func pathsStrokesClipsAndSegments() {
        let ctx = makeRGBA(20, 20)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setLineWidth(2)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect(rgba(ctx, 5, 9) == [0, 0, 255, 255])
        #expect(rgba(ctx, 15, 9) == [255, 255, 255, 255], "clipped away")
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.resetClip()
        ctx.beginPath()
        ctx.addEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(!ctx.isPathEmpty)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fillPath()
        #expect(ctx.isPathEmpty)
        #expect(rgba(ctx, 15, 15) == [255, 0, 0, 255])
    }

    @Test func dashesCapsAndJoinsAreAccepted() {
        let ctx = makeRGBA(40, 4)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineWidth(4)
        ctx.setLineCap(.butt)
        ctx.setLineJoin(.round)
        ctx.setLineDash(phase: 0, lengths: [10, 10])
        ctx.move(to: CGPoint(x: 0, y: 2))
        ctx.addLine(to: CGPoint(x: 40, y: 2))
        ctx.strokePath()
        #expect(rgba(ctx, 5, 1)[3] == 255)
        #expect(rgba(ctx, 15, 1)[3] == 0, "gap of the dash")
        #expect(rgba(ctx, 25, 1)[3] == 255)
    }

    @Test func blendModesUseCairoOperators() {
        let ctx = makeRGBA(2, 2)
        ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.setBlendMode(.multiply)
        ctx.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(rgba(ctx, 0, 0) == [0, 255, 0, 255])
        ctx.setBlendMode(.clear)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(rgba(ctx, 0, 0) == [0, 0, 0, 0])
    }

    @Test func gradientsFillLinearlyAndRadially() {
        let ctx = makeRGBA(100, 10)
        let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                           colors: [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)],
                           locations: [0, 1])!
        ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        #expect(rgba(ctx, 1, 5)[0] < 10)
        #expect(abs(Int(rgba(ctx, 50, 5)[0]) - 128) < 4)
        #expect(rgba(ctx, 98, 5)[0] > 245)
        let r = makeRGBA(20, 20)
        r.drawRadialGradient(g, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                             endCenter: CGPoint(x: 10, y: 10), endRadius: 5, options: [])
        #expect(rgba(r, 10, 10)[0] < 45, "pixel centre is 0.7 px from the gradient centre: about 14% of the way")
        #expect(rgba(r, 0, 0)[3] == 0, "not extended past the end")
    }

    @Test func drawingImagesKeepsThemUprightInYUpSpace() throws {
        let src = makeRGBA(2, 2)
        src.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        src.fill(CGRect(x: 0, y: 1, width: 2, height: 1)) // top row (y-up)
        let image = try #require(src.makeImage())
        #expect(image.width == 2 && image.height == 2)
        let dst = makeRGBA(4, 4)
        dst.interpolationQuality = .none
        dst.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(rgba(dst, 0, 0) == [255, 0, 0, 255], "the image's top row is at the top of memory")
        #expect(rgba(dst, 0, 3) == [0, 0, 0, 0])
    }

    @Test func grayAndAlphaOnlyContexts() {
        let gray = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(gray: 0.5, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let v = gray.data!.assumingMemoryBound(to: UInt8.self)[0]
        #expect(abs(Int(v) - 128) <= 1)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 5, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil, "unsupported combination")
    }
}
