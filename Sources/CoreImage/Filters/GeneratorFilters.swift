import Foundation
@_implementationOnly import CCairo
@_implementationOnly import CQRencode

/// Generators: images made from parameters alone (colours and gradients are infinite).
enum GeneratorFilters {
    static let all: [FilterDefinition] = [constantColor, linearGradient, radialGradient, qrCode]

    /// One colour everywhere.
    static let constantColor = FilterDefinition("CIConstantColorGenerator", "Constant Color", [kCICategoryGenerator], [
        .color(kCIInputColorKey, CIColor(red: 1, green: 0, blue: 0)),
    ]) { v in
        CIImage(color: v.color(kCIInputColorKey))
    }

    /// `color0` at `point0` to `color1` at `point1` (each continued beyond), interpolated in the
    /// working space along the line between the points.
    static let linearGradient = FilterDefinition("CILinearGradient", "Linear Gradient", [kCICategoryGradient], [
        .vector("inputPoint0", CIVector(x: 0, y: 0), type: kCIAttributeTypePosition),
        .vector("inputPoint1", CIVector(x: 200, y: 200), type: kCIAttributeTypePosition),
        .color("inputColor0", CIColor(red: 1, green: 1, blue: 1)),
        .color("inputColor1", CIColor(red: 0, green: 0, blue: 0)),
    ]) { v in
        let p0 = v.point("inputPoint0"), p1 = v.point("inputPoint1")
        let dx = Float(p1.x - p0.x), dy = Float(p1.y - p0.y), length2 = max(dx * dx + dy * dy, 1e-12)
        let x0 = Float(p0.x), y0 = Float(p0.y)
        return gradient(v.color("inputColor0").pixel, v.color("inputColor1").pixel) { x, y in
            ((x - x0) * dx + (y - y0) * dy) / length2
        }
    }

    /// `color0` within `radius0` of `center` to `color1` from `radius1` on.
    static let radialGradient = FilterDefinition("CIRadialGradient", "Radial Gradient", [kCICategoryGradient], [
        .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition),
        .number("inputRadius0", 5, type: kCIAttributeTypeDistance, min: 0, max: 800),
        .number("inputRadius1", 100, type: kCIAttributeTypeDistance, min: 0, max: 800),
        .color("inputColor0", CIColor(red: 1, green: 1, blue: 1)),
        .color("inputColor1", CIColor(red: 0, green: 0, blue: 0)),
    ]) { v in
        let c = v.point(kCIInputCenterKey), r0 = v.float("inputRadius0"), r1 = v.float("inputRadius1")
        let cx = Float(c.x), cy = Float(c.y)
        return gradient(v.color("inputColor0").pixel, v.color("inputColor1").pixel) { x, y in
            ((((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()) - r0) / (r1 == r0 ? 1e-6 : r1 - r0)
        }
    }

    /// An infinite image whose pixels go from `a` to `b` as `t` (at each pixel's centre) goes from 0 to 1.
    private static func gradient(_ a: Pixel, _ b: Pixel, _ t: @escaping @Sendable (Float, Float) -> Float) -> CIImage {
        CIImage(.generator({ row, count, x0, y in
            let cy = Float(y) + 0.5
            for i in 0..<count {
                let f = min(max(t(Float(x0 + i) + 0.5, cy), 0), 1)
                row[i] = a + (b - a) * f
            }
        }), extent: .infinite)
    }

    /// The message as a QR code (ISO/IEC 18004, by libqrencode, in 8-bit mode): one pixel per
    /// module, black on white, with a white margin of one module. Transforms of it keep its
    /// modules square (nearest sampling).
    static let qrCode = FilterDefinition("CIQRCodeGenerator", "QR Code Generator", [kCICategoryGenerator], [
        .other("inputMessage", className: "NSData", nil),
        .other("inputCorrectionLevel", className: "NSString", "M"),
    ]) { v in
        guard let message = v.data("inputMessage"), let image = qrImage(message, level: v.string("inputCorrectionLevel") ?? "M") else { return nil }
        return CIImage(cgImage: image).samplingNearest()
    }

    static func qrImage(_ message: Data, level: String) -> CGImage? {
        let levels: [String: QRecLevel] = ["L": QR_ECLEVEL_L, "M": QR_ECLEVEL_M, "Q": QR_ECLEVEL_Q, "H": QR_ECLEVEL_H]
        guard let ec = levels[level.uppercased()] else {
            ciLog.warning("CIQRCodeGenerator: inputCorrectionLevel \(level) is not L, M, Q or H")
            return nil
        }
        let code = message.withUnsafeBytes { bytes in
            QRcode_encodeData(Int32(bytes.count), bytes.bindMemory(to: UInt8.self).baseAddress, 0, ec)
        }
        guard let code else {
            ciLog.warning("CIQRCodeGenerator: the message (\(message.count) bytes) does not fit in a QR code")
            return nil
        }
        defer { QRcode_free(code) }
        let modules = Int(code.pointee.width), side = modules + 2
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<side {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<side {
                let inside = x > 0 && y > 0 && x <= modules && y <= modules
                let dark = inside && code.pointee.data[(y - 1) * modules + (x - 1)] & 1 == 1
                row[x] = dark ? 0xFF00_0000 : 0xFFFF_FFFF
            }
        }
        cairo_surface_mark_dirty(surface)
        return CGImage(cairoSurface: surface)
    }
}
