import Foundation
import CoreImage
import UIKitTesting

// Small images of our own for the Core Image tests, and the arithmetic their expected pixels are
// worked out with: sRGB's transfer function (IEC 61966-2-1) on the way in and out, as Core Image's
// working space (linear light) needs.

/// A bitmap `width` × `height` whose pixel at (column, row from the top) is `pixel(x, y)`.
func testImage(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA) -> CGImage {
    var bytes = [UInt8]()
    for y in 0..<height {
        for x in 0..<width {
            let p = pixel(x, y)
            bytes += [p.r, p.g, p.b, p.a]
        }
    }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                   intent: .defaultIntent)!
}

/// One colour, `width` × `height`.
func solidImage(_ colour: RGBA, _ width: Int = 4, _ height: Int = 4) -> CIImage {
    CIImage(cgImage: testImage(width, height) { _, _ in colour })
}

/// A rendered bitmap's pixels, straight (unpremultiplied), by row from the top.
func pixels(of image: CGImage) -> [[RGBA]] {
    let data = image.dataProvider!.data!
    return (0..<image.height).map { y in
        (0..<image.width).map { x in
            let o = y * image.bytesPerRow + x * 4
            let px = UInt32(data[o]) | UInt32(data[o + 1]) << 8 | UInt32(data[o + 2]) << 16 | UInt32(data[o + 3]) << 24
            let a = px >> 24
            func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
            return RGBA(r: un((px >> 16) & 0xFF), g: un((px >> 8) & 0xFF), b: un(px & 0xFF), a: UInt8(a))
        }
    }
}

/// `image` rendered over its extent (or `rect`) by a fresh context.
func render(_ image: CIImage, _ rect: CGRect? = nil) -> [[RGBA]] {
    pixels(of: CIContext().createCGImage(image, from: rect ?? image.extent)!)
}

/// sRGB-encoded 0…1 → linear light.
func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }

/// Linear light → sRGB-encoded 0…1.
func encoded(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }

/// A colour's components in linear light, 0…1.
func linearRGB(_ p: RGBA) -> [Double] { [p.r, p.g, p.b].map { linear(Double($0) / 255) } }

/// Linear components back to an opaque 8-bit pixel, each clamped to 0…1.
func pixel(fromLinear c: [Double], alpha: UInt8 = 255) -> RGBA {
    let b = c.map { UInt8((encoded(min(1, max(0, $0))) * 255).rounded()) }
    return RGBA(r: b[0], g: b[1], b: b[2], a: alpha)
}

/// Every pixel of `image` is within `tolerance` levels of `expected`.
func allClose(_ rows: [[RGBA]], to expected: RGBA, tolerance: Int = 1) -> Bool {
    rows.allSatisfy { $0.allSatisfy { $0.isClose(to: expected, tolerance: tolerance) } }
}
