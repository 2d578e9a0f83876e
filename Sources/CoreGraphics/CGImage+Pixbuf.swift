import Foundation
@_implementationOnly import CCairo
@_implementationOnly import CGdkPixbuf

/// The formats iOS reads beside PNG and JPEG — GIF (its first frame, as `UIImage(named:)` shows it),
/// TIFF, BMP, ICO, and WebP and HEIC where their loaders are installed — through gdk-pixbuf's loaders.
extension CGImage {
    static func decodeWithPixbuf(_ data: Data, name: String) throws -> OwnedSurface {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { raw in
            gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &error)
        }
        // (Closed with no error out when writing failed: the first error is the one to tell.)
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if error == nil { error = closeError } else if let closeError { g_error_free(closeError) }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "no image in it"
            if let error { g_error_free(error) }
            let head = data.prefix(4).map { String(format: "%02x", $0) }.joined(separator: " ")
            throw CGImageError(file: name, reason: "not an image this machine reads (it starts with bytes \(head)): \(reason)")
        }
        return OwnedSurface(surface(of: pixbuf))
    }

    /// The pixbuf's RGB(A) rows, straight alpha, as Cairo's premultiplied native-endian ARGB32.
    private static func surface(of pixbuf: OpaquePointer) -> OpaquePointer {
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let alpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        cairo_surface_flush(surface)
        let out = cairo_image_surface_get_data(surface)!, outStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            let row = source + y * stride
            let dest = UnsafeMutableRawPointer(out + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = row + x * channels
                let a = alpha ? UInt32(p[3]) : 255
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                dest[x] = a << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
