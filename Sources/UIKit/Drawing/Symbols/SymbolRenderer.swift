import Foundation
import Synchronization
@_implementationOnly import CCairo
@_implementationOnly import CRsvg
import CoreGraphics

/// Draws an SF Symbol's stand-in glyph (`SymbolNames`) as iOS sizes a symbol: a box as tall as the
/// point size's symbols at the scale (small, medium, large), centred on the cap height of text at
/// that size, as wide as the glyph; the weight thickens or thins the glyph's outline. librsvg draws
/// the SVG into Cairo; drawings are kept, as they are the same for every device.
enum SymbolRenderer {
    struct Rendered: @unchecked Sendable {
        let image: CGImage
        /// In pixels per point.
        let scale: CGFloat
        /// The distance from the image's bottom edge to the baseline of text it stands in, in points.
        let baselineOffset: CGFloat
    }

    private struct Key: Hashable {
        let file: String
        let metrics: SymbolMetrics
    }

    private static let drawn = Mutex<[Key: Rendered]>([:])
    /// Names already reported as unknown or missing: each is logged once.
    private static let reported = Mutex<Set<String>>([])

    /// How much taller than the medium scale the other scales are (SF Symbols' small and large).
    static func factor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .large: 1.29
        default: 1
        }
    }

    /// The outline added to (or taken from) the glyph for a weight, in the glyph's 16-unit grid:
    /// bootstrap-icons are drawn at about SF's regular weight.
    static func outline(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: -0.35
        case .thin: -0.25
        case .light: -0.12
        case .unspecified, .regular: 0
        case .medium: 0.1
        case .semibold: 0.2
        case .bold: 0.3
        case .heavy: 0.4
        case .black: 0.5
        }
    }

    /// The symbol `name` drawn at `metrics`; nil (logged once) for a name that is not an SF Symbol
    /// OpenUIKit knows, or whose glyph is not installed.
    static func render(_ name: String, _ metrics: SymbolMetrics) -> Rendered? {
        guard let glyph = SymbolNames.table[name] else {
            reportOnce(name, "UIImage(systemName: \"\(name)\"): no such symbol (Docs/Symbols.md lists the SF Symbols OpenUIKit draws)")
            return nil
        }
        let file = "\(SymbolNames.directory)/\(glyph).svg"
        let key = Key(file: file, metrics: metrics)
        if let hit = drawn.withLock({ $0[key] }) { return hit }
        do {
            let rendered = try draw(file, metrics)
            drawn.withLock { cache in
                if cache.count > 2048 { cache.removeAll() }
                cache[key] = rendered
            }
            return rendered
        } catch {
            reportOnce(file, "UIImage(systemName: \"\(name)\"): \(error) (make deps installs bootstrap-icons)")
            return nil
        }
    }

    private static func reportOnce(_ key: String, _ message: String) {
        guard reported.withLock({ $0.insert(key).inserted }) else { return }
        uikitLog.error("\(message)")
    }

    private static func draw(_ file: String, _ m: SymbolMetrics) throws -> Rendered {
        let box = m.pointSize * 1.2 * factor(m.scale)
        let glyph = box / 1.12
        let ds = m.displayScale
        let side = max(1, Int32((box * ds).rounded()))
        let inset = (Double(side) - glyph * ds) / 2
        let viewport = RsvgRectangle(x: inset, y: inset, width: glyph * ds, height: glyph * ds)
        let thickness = outline(m.weight)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        defer { cairo_surface_destroy(surface) }
        let width = thickness > 0 ? "stroke: currentColor; stroke-width: \(thickness); stroke-linejoin: round;" : ""
        try paint(file, into: surface, viewport: viewport, style: "path, circle, ellipse, rect, polygon, polyline, line { \(width) }")
        if thickness < 0 {
            // Thinner: the outline, stroked on its own, is cut out of the glyph.
            let cut = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
            defer { cairo_surface_destroy(cut) }
            try paint(file, into: cut, viewport: viewport,
                      style: "path, circle, ellipse, rect, polygon, polyline, line { fill: none !important; stroke: black; stroke-width: \(-thickness); }")
            let cr = cairo_create(surface)!
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_surface(cr, cut, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        let image = trimmed(surface, side: Int(side), margin: Int((box * 0.04 * ds).rounded()))
        let baseline = box / 2 - 0.35 * m.pointSize
        return Rendered(image: image, scale: ds, baselineOffset: baseline)
    }

    private static func paint(_ file: String, into surface: OpaquePointer, viewport: RsvgRectangle, style: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(file, &error) else {
            throw CGImageError(file: file, reason: "not a readable SVG (\(VectorImage.message(error)))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var styleError: UnsafeMutablePointer<GError>?
        let css = Array(style.utf8)
        if css.withUnsafeBufferPointer({ rsvg_handle_set_stylesheet(handle, $0.baseAddress, gsize($0.count), &styleError) }) == 0 {
            throw CGImageError(file: file, reason: "cannot style the SVG (\(VectorImage.message(styleError)))")
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var box = viewport
        var renderError: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(handle, cr, &box, &renderError) == 0 {
            throw CGImageError(file: file, reason: "cannot draw the SVG (\(VectorImage.message(renderError)))")
        }
    }

    /// The drawing cut to the glyph's columns and `margin` pixels either side (the full height kept,
    /// so symbols of one configuration share their height and baseline).
    private static func trimmed(_ surface: OpaquePointer, side: Int, margin: Int) -> CGImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var first = side, last = -1
        for y in 0..<side {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: side) { $0 }
            for x in 0..<side where row[x] >> 24 != 0 {
                first = min(first, x)
                last = max(last, x)
            }
        }
        let x0 = last < 0 ? 0 : max(0, first - margin), x1 = last < 0 ? side - 1 : min(side - 1, last + margin)
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0 + 1), Int32(side))!
        let cr = cairo_create(out)!
        cairo_set_source_surface(cr, surface, Double(-x0), 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(out)
        return CGImage(cairoSurface: out)
    }

    /// The drawing with its ink in `color` (premultiplied RGBA).
    static func colored(_ image: CGImage, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGImage {
        let src = image.cairoSurface
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let cr = cairo_create(out)!
        cairo_set_source_rgba(cr, red, green, blue, alpha)
        cairo_mask_surface(cr, src, 0, 0)
        cairo_destroy(cr)
        cairo_surface_flush(out)
        return CGImage(cairoSurface: out)
    }
}
