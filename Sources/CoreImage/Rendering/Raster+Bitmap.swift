import Foundation
@_implementationOnly import CCairo

/// Bitmaps in and out of the working space: a `CGImage`'s premultiplied 8-bit sRGB pixels (Cairo's
/// ARGB32, or an A8 mask) become linear premultiplied floats, and back.
extension Raster {
    /// Writes `image`'s pixels where they fall in this raster, the image covering
    /// `(origin.x, origin.y, width, height)` in Core Image's coordinates (its top row at the top).
    func fill(from image: CGImage, at origin: (x: Int, y: Int)) {
        fill(fromSurface: image.cairoSurface, at: origin, isMask: image.isMask)
    }

    /// As `fill(from:at:)`, from a Cairo image surface (ARGB32, or A8 when `isMask`).
    func fill(fromSurface surface: OpaquePointer, at origin: (x: Int, y: Int), isMask mask: Bool) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let area = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: Int(cairo_image_surface_get_width(surface)), height: height))
        SRGB.toLinear.withUnsafeBufferPointer { lut in
            forEachRow(in: area) { out, count, x0, y in
                let src = data + (origin.y + height - 1 - y) * stride + (x0 - origin.x) * (mask ? 1 : 4)
                for i in 0..<count {
                    if mask {
                        // A mask is alpha alone: black at that coverage, as Core Graphics draws it.
                        out[i] = Pixel(0, 0, 0, Float(src[i]) / 255)
                        continue
                    }
                    let p = src + 4 * i
                    let a = p[3]
                    if a == 255 {
                        out[i] = Pixel(lut[Int(p[2])], lut[Int(p[1])], lut[Int(p[0])], 1)
                    } else if a != 0 {
                        // Unpremultiplied to the stored colour, made linear, premultiplied again.
                        let af = Float(a) / 255
                        func channel(_ v: UInt8) -> Float {
                            SRGB.linear(min(1, Float(v) / Float(a))) * af
                        }
                        out[i] = Pixel(channel(p[2]), channel(p[1]), channel(p[0]), af)
                    }
                }
            }
        }
    }

    /// This raster's pixels as a bitmap, each clamped to 0…1 and encoded as sRGB.
    func cgImage() -> CGImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, width)), Int32(max(1, height)))!
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let steps = Float(SRGB.byteSteps)
        SRGB.toByte.withUnsafeBufferPointer { lut in
            Parallel.rows(height) { r in
                let src = row(r), dst = data + r * stride
                for i in 0..<width {
                    let p = src[i]
                    let a = min(1, max(0, p.w))
                    let q = dst + 4 * i
                    guard a > 0 else { q[0] = 0; q[1] = 0; q[2] = 0; q[3] = 0; continue }
                    // Unpremultiplied, encoded through the table, premultiplied again in bytes.
                    let c = (SIMD3(p.x, p.y, p.z) / a).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1)) * steps
                    let alpha = UInt8((a * 255).rounded())
                    if alpha == 255 {
                        q[2] = lut[Int(c.x + 0.5)]; q[1] = lut[Int(c.y + 0.5)]; q[0] = lut[Int(c.z + 0.5)]
                    } else {
                        func premultiplied(_ v: UInt8) -> UInt8 { UInt8((Float(v) * Float(alpha) / 255).rounded()) }
                        q[2] = premultiplied(lut[Int(c.x + 0.5)]); q[1] = premultiplied(lut[Int(c.y + 0.5)])
                        q[0] = premultiplied(lut[Int(c.z + 0.5)])
                    }
                    q[3] = alpha
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(cairoSurface: surface)
    }
}
