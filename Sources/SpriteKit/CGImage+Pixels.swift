import Foundation

/// Images from and to premultiplied RGBA bytes (rows top first), for textures made from pixel
/// data and sprites tinted with a colour.
extension CGImage {
    static func fromPremultipliedRGBA(_ pixels: [UInt8], width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0, let provider = CGDataProvider(data: Data(pixels)) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// The image's pixels, premultiplied RGBA, rows top first.
    func premultipliedRGBA() -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { raw in
            guard let context = CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
            context.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
            context.flush()
        }
        return pixels
    }

    /// The image with each pixel's colour multiplied by `color` mixed with white by `factor`:
    /// SpriteKit's colour blend (white leaves a texture as it is, black blackens it).
    func tinted(_ color: RGBAColor, factor: CGFloat) -> CGImage {
        let f = max(0, min(1, factor))
        let m = [1 + (color.r - 1) * f, 1 + (color.g - 1) * f, 1 + (color.b - 1) * f]
        var px = premultipliedRGBA()
        var i = 0
        while i < px.count {
            for c in 0..<3 { px[i + c] = UInt8((CGFloat(px[i + c]) * m[c]).rounded()) }
            i += 4
        }
        return CGImage.fromPremultipliedRGBA(px, width: width, height: height) ?? self
    }
}
