import Foundation
@_implementationOnly import CCairo
@_implementationOnly import CPoppler
@_implementationOnly import CRsvg
import CoreGraphics

/// Vector images from asset catalogs, rasterized at the screen's scale: PDF pages through
/// poppler-glib, SVG documents through librsvg, both drawn by Cairo. Errors name the file.
enum VectorImage {
    /// A vector file an image keeps ("Preserve Vector Data"), to be drawn again at the size shown.
    struct Source: Equatable {
        let url: URL
        let isSVG: Bool
    }

    /// The file drawn stretched to `size` points at `scale` pixels per point.
    static func render(_ source: Source, size: CGSize, scale: CGFloat) throws -> CGImage {
        source.isSVG ? try svg(source.url, scale: scale, size: size) : try pdf(source.url, scale: scale, size: size)
    }

    /// The first page of a PDF at `scale` pixels per point (at `size` points when given, else its own).
    static func pdf(_ url: URL, scale: CGFloat, size: CGSize? = nil) throws -> CGImage {
        var error: UnsafeMutablePointer<GError>?
        guard let doc = poppler_document_new_from_file(url.absoluteString, nil, &error) else {
            throw CGImageError(file: url.path, reason: "not a readable PDF (\(message(error)))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(doc)) }
        guard poppler_document_get_n_pages(doc) > 0, let page = poppler_document_get_page(doc, 0) else {
            throw CGImageError(file: url.path, reason: "the PDF has no pages")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var w = 0.0, h = 0.0
        poppler_page_get_size(page, &w, &h)
        return try raster(url, width: w, height: h, scale: scale, size: size) { cr in poppler_page_render(page, cr) }
    }

    /// An SVG document at its intrinsic size (in points) times `scale`.
    static func svg(_ url: URL, scale: CGFloat, size: CGSize? = nil) throws -> CGImage {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(url.path, &error) else {
            throw CGImageError(file: url.path, reason: "not a readable SVG (\(message(error)))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var w = 0.0, h = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 || w <= 0 || h <= 0 {
            // No width and height (as illustration programs often write it): its viewBox is its size, as on iOS.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var width = RsvgLength(), height = RsvgLength(), box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &box)
            guard hasViewBox != 0, box.width > 0, box.height > 0 else {
                throw CGImageError(file: url.path, reason: "the SVG has no width, height or viewBox to size it by")
            }
            (w, h) = (box.width, box.height)
        }
        var failure: String?
        let image = try raster(url, width: w, height: h, scale: scale, size: size) { cr in
            var viewport = RsvgRectangle(x: 0, y: 0, width: w, height: h)
            var renderError: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_document(handle, cr, &viewport, &renderError) == 0 { failure = message(renderError) }
        }
        if let failure { throw CGImageError(file: url.path, reason: "cannot draw the SVG (\(failure))") }
        return image
    }

    private static func raster(_ url: URL, width: Double, height: Double, scale: CGFloat, size: CGSize? = nil,
                               draw: (OpaquePointer) -> Void) throws -> CGImage {
        let target = size ?? CGSize(width: width, height: height)
        let pw = Int32((target.width * scale).rounded(.up)), ph = Int32((target.height * scale).rounded(.up))
        guard pw > 0, ph > 0, pw < 16384, ph < 16384 else {
            throw CGImageError(file: url.path, reason: "unusable size \(width)×\(height)")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pw, ph)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, target.width * scale / width, target.height * scale / height)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return CGImage(cairoSurface: surface)
    }

    /// A GLib error's message (freeing the error).
    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
