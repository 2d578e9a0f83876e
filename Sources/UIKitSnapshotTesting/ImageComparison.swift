import Foundation
import UIKit
import UIKitTesting

/// Compares a snapshot with its reference as swift-snapshot-testing does on iOS: equal images
/// match; otherwise `precision` is the fraction of bytes (or, with `perceptualPrecision` below 1,
/// of pixels) that must match, and a pixel matches perceptually when its CIE94 colour difference
/// (ΔE, 0–100) is at most `(1 − perceptualPrecision) × 100` — 98–99 % is about what an eye tells apart.
enum ImageComparison {
    /// Straight (not premultiplied) RGBA bytes, row after row.
    static func rgba(_ image: CGImage) -> [UInt8]? {
        guard image.bitsPerPixel == 32, let data = image.dataProvider?.data else { return nil }
        var out = [UInt8](repeating: 0, count: image.width * image.height * 4)
        data.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    // Cairo's premultiplied native-endian ARGB32, as the Simulator reads its pixels.
                    let px = RGBA(argb32: p.loadUnaligned(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self))
                    let d = (y * image.width + x) * 4
                    out[d] = px.r; out[d + 1] = px.g; out[d + 2] = px.b; out[d + 3] = px.a
                }
            }
        }
        return out
    }

    /// `nil` when `new` matches `old` closely enough; else why not.
    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let o = old.cgImage else { return "Reference image could not be loaded." }
        guard let n = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
        guard n.width > 0, n.height > 0 else { return "Newly-taken snapshot is empty." }
        guard o.width == n.width, o.height == n.height else {
            // iOS prints a CGSize as "(130.0, 60.0)"; Foundation here does not.
            return "Newly-taken snapshot@(\(new.size.width), \(new.size.height)) does not match reference@(\(old.size.width), \(old.size.height))."
        }
        guard let a = rgba(o), let b = rgba(n) else { return "Snapshot pixels could not be read." }
        if a == b { return nil }
        if precision >= 1 && perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            let limit = Double(1 - perceptualPrecision) * 100
            let pixels = a.count / 4
            var matching = 0
            var worst = 0.0
            for i in 0..<pixels {
                let d = deltaE94(a, b, at: i * 4)
                worst = max(worst, d)
                if d <= limit { matching += 1 }
            }
            let fraction = Float(matching) / Float(pixels)
            if fraction < precision {
                return String(format: "The percentage of pixels that match %.2f%% is less than required %.2f%% (the largest ΔE94 is %.2f; %.2f is allowed)",
                              Double(fraction * 100), Double(precision * 100), worst, limit)
            }
            return nil
        }
        let differing = zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        let actual = 1 - Float(differing) / Float(a.count)
        return actual < precision ? "Actual image precision \(actual) is less than required \(precision)" : nil
    }

    /// CIE94 colour difference (graphic-arts weights) of the pixels at byte offset `i`, each
    /// composited over white first so that transparency counts.
    static func deltaE94(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Double {
        let (l1, a1, b1) = lab(a, i), (l2, a2, b2) = lab(b, i)
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dl = l1 - l2, dc = c1 - c2, da = a1 - a2, db = b1 - b2
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// CIELAB (D65) of an sRGB pixel over white.
    static func lab(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255 * alpha + (1 - alpha)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[i]), g = linear(p[i + 1]), b = linear(p[i + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// Where the two differ: each channel's absolute difference, opaque (black where they agree).
    static func difference(_ old: UIImage, _ new: UIImage) -> UIImage? {
        guard let o = old.cgImage, let n = new.cgImage, let a = rgba(o), let b = rgba(n),
              o.width == n.width, o.height == n.height else { return nil }
        var bytes = [UInt8](repeating: 255, count: a.count)
        for i in stride(from: 0, to: a.count, by: 4) {
            for c in 0..<3 { bytes[i + c] = UInt8(abs(Int(a[i + c]) - Int(b[i + c])) | abs(Int(a[i + 3]) - Int(b[i + 3]))) }
        }
        guard let provider = CGDataProvider(data: Data(bytes)), let image = CGImage(width: o.width, height: o.height, bitsPerComponent: 8, bitsPerPixel: 32,
                                                bytesPerRow: o.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                                provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: image, scale: new.scale, orientation: .up)
    }
}
