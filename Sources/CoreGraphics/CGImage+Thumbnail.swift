import Foundation
@_implementationOnly import CCairo
@_implementationOnly import CJPEG

extension CGImage {
    /// A thumbnail of encoded image data (PNG, JPEG or another format `init(data:name:)` reads),
    /// exactly `pixelSize`, the image scaled to fill it and cropped about its centre (aspect fill);
    /// and the image's own size in pixels. A JPEG is decoded at one of libjpeg's DCT reductions
    /// (1/8, 1/4, 1/2) that still covers `pixelSize`, so a photo's thumbnail costs a fraction of
    /// decoding the photo (ImageIO's `CGImageSourceCreateThumbnailAtIndex` does the same).
    package static func thumbnail(of data: Data, name: String, filling pixelSize: CGSize) throws -> (image: CGImage, fullSize: CGSize) {
        let w = max(1, Int(pixelSize.width.rounded(.up))), h = max(1, Int(pixelSize.height.rounded(.up)))
        guard data.starts(with: [0xFF, 0xD8]) else {
            let image = try CGImage(data: data, name: name)
            return (image.thumbnail(filling: CGSize(width: w, height: h)), CGSize(width: image.width, height: image.height))
        }
        // Aspect fill needs the reduced image to cover the thumbnail on both sides: ask libjpeg
        // for the shorter side at least as long as the thumbnail's longer one.
        let side = Int32(max(w, h))
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var dw: Int32 = 0, dh: Int32 = 0, stride: Int32 = 0, fw: Int32 = 0, fh: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw in
            cjpeg_decode_scaled(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, side, side,
                                &pixels, &dw, &dh, &stride, &fw, &fh, &message, message.count)
        }
        guard rc == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw CGImageError(file: name, reason: "corrupt JPEG data (\(text))")
        }
        defer { free(pixels) }
        let source = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, dw, dh, stride)!
        let reduced = CGImage(cairoSurface: source)
        let thumbnail = reduced.thumbnail(filling: CGSize(width: w, height: h))
        return (thumbnail, CGSize(width: Int(fw), height: Int(fh)))
    }

    /// This image scaled to fill `pixelSize` (rounded up to whole pixels) and cropped about its
    /// centre, as a `.scaleAspectFill` image view shows it.
    package func thumbnail(filling pixelSize: CGSize) -> CGImage {
        let w = max(1, Int32(pixelSize.width.rounded(.up))), h = max(1, Int32(pixelSize.height.rounded(.up)))
        let out = cairo_image_surface_create(isMask ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(out)!
        let scale = max(Double(w) / Double(max(width, 1)), Double(h) / Double(max(height, 1)))
        cairo_translate(cr, (Double(w) - Double(width) * scale) / 2, (Double(h) - Double(height) * scale) / 2)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, cairoSurface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(cairoSurface: out, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
