import Foundation
@_implementationOnly import CCairo

/// How one image is composited onto another: the Porter–Duff operators and the PDF blend modes,
/// which pixman implements in floating point on working-space pixels.
enum BlendOperation: Sendable {
    case sourceOver, sourceIn, sourceOut, sourceAtop, addition
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight, difference, exclusion
    case hue, saturation, color, luminosity

    /// Whether the operator leaves the background alone where the top image is clear (so only
    /// where it has pixels need be composited).
    var isBounded: Bool { self != .sourceIn && self != .sourceOut }

    fileprivate var pixmanOperator: pixman_op_t {
        switch self {
        case .sourceOver: PIXMAN_OP_OVER
        case .sourceIn: PIXMAN_OP_IN
        case .sourceOut: PIXMAN_OP_OUT
        case .sourceAtop: PIXMAN_OP_ATOP
        case .addition: PIXMAN_OP_ADD
        case .multiply: PIXMAN_OP_MULTIPLY
        case .screen: PIXMAN_OP_SCREEN
        case .overlay: PIXMAN_OP_OVERLAY
        case .darken: PIXMAN_OP_DARKEN
        case .lighten: PIXMAN_OP_LIGHTEN
        case .colorDodge: PIXMAN_OP_COLOR_DODGE
        case .colorBurn: PIXMAN_OP_COLOR_BURN
        case .hardLight: PIXMAN_OP_HARD_LIGHT
        case .softLight: PIXMAN_OP_SOFT_LIGHT
        case .difference: PIXMAN_OP_DIFFERENCE
        case .exclusion: PIXMAN_OP_EXCLUSION
        case .hue: PIXMAN_OP_HSL_HUE
        case .saturation: PIXMAN_OP_HSL_SATURATION
        case .color: PIXMAN_OP_HSL_COLOR
        case .luminosity: PIXMAN_OP_HSL_LUMINOSITY
        }
    }
}

/// pixman, the library under Cairo, doing for Core Image what it does for Cairo: compositing
/// (on pixman's 128-bit floating-point pixels, which hold working-space pixels as they are) and
/// resampling through a transform (on 8-bit sRGB-encoded pixels: pixman fetches transformed
/// floating-point pixels through 8 bits, clamped, and 8 bits lose least encoded as sRGB).
enum Pixman {
    /// `top` composited onto `raster` where it lies, with `operation`; the rest of `raster` as
    /// the operator leaves it (cleared by `sourceIn` and `sourceOut` where `top` is clear).
    static func composite(_ top: Raster, onto raster: Raster, _ operation: BlendOperation) {
        let over = raster.rect.intersection(top.rect)
        guard let dst = floatImage(raster), let src = floatImage(top) else { return }
        defer { pixman_image_unref(dst); pixman_image_unref(src) }
        pixman_image_composite32(operation.pixmanOperator, src, nil, dst,
                                 Int32(over.x - top.rect.x), Int32(top.rect.maxY - over.maxY), 0, 0,
                                 Int32(over.x - raster.rect.x), Int32(raster.rect.maxY - over.maxY),
                                 Int32(over.width), Int32(over.height))
    }

    private static func floatImage(_ raster: Raster) -> OpaquePointer? {
        pixman_image_create_bits(PIXMAN_rgba_float, Int32(raster.width), Int32(raster.height),
                                 UnsafeMutableRawPointer(raster.pixels).assumingMemoryBound(to: UInt32.self),
                                 Int32(raster.width * MemoryLayout<Pixel>.stride))
    }

    /// `source` through `t` (Core Image's coordinates, from the source's to the output's),
    /// resampled, written into `area` of `raster`. `scale` is how many source pixels an output
    /// pixel spans (1 when enlarging), which widens Lanczos' kernel when shrinking.
    static func transform(_ source: Raster, by t: CGAffineTransform, _ resampling: Resampling, scale: CGFloat,
                          into raster: Raster, _ area: PixelRect) {
        let input = source.cgImage()
        let output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))!
        defer { cairo_surface_destroy(output) }
        guard let src = bitsImage(input.cairoSurface), let dst = bitsImage(output) else { return }
        defer { pixman_image_unref(src); pixman_image_unref(dst) }
        // From an output pixel's pixman coordinates (y down from the area's top) to the source's.
        let i = t.inverted()
        let s = source.rect
        let c0 = i.a * CGFloat(area.x) + i.c * CGFloat(area.maxY) + i.tx - CGFloat(s.x)
        let c1 = CGFloat(s.maxY) - (i.b * CGFloat(area.x) + i.d * CGFloat(area.maxY) + i.ty)
        var m = pixman_transform()
        func fixed(_ v: CGFloat) -> pixman_fixed_t { pixman_fixed_t((Double(v) * 65536).rounded()) }
        m.matrix.0 = (fixed(i.a), fixed(-i.c), fixed(c0))
        m.matrix.1 = (fixed(-i.b), fixed(i.d), fixed(c1))
        m.matrix.2 = (0, 0, fixed(1))
        pixman_image_set_transform(src, &m)
        switch resampling {
        case .nearest:
            pixman_image_set_filter(src, PIXMAN_FILTER_NEAREST, nil, 0)
        case .linear:
            pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        case .lanczos:
            // Enlarging: Lanczos reconstructs between source pixels; shrinking: it is the
            // sampling kernel, widened to the span of an output pixel, over box-reconstructed pixels.
            var count: Int32 = 0
            let shrinks = scale > 1
            let params = pixman_filter_create_separable_convolution(
                &count, fixed(scale), fixed(scale),
                shrinks ? PIXMAN_KERNEL_BOX : PIXMAN_KERNEL_LANCZOS3, shrinks ? PIXMAN_KERNEL_BOX : PIXMAN_KERNEL_LANCZOS3,
                shrinks ? PIXMAN_KERNEL_LANCZOS3 : PIXMAN_KERNEL_IMPULSE, shrinks ? PIXMAN_KERNEL_LANCZOS3 : PIXMAN_KERNEL_IMPULSE, 4, 4)
            pixman_image_set_filter(src, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, count)
            free(params)
        }
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(area.width), Int32(area.height))
        cairo_surface_mark_dirty(output)
        raster.fill(fromSurface: output, at: (area.x, area.y), isMask: false)
    }

    /// A pixman image over a Cairo image surface's pixels (ARGB32: pixman's a8r8g8b8).
    private static func bitsImage(_ surface: OpaquePointer) -> OpaquePointer? {
        cairo_surface_flush(surface)
        return pixman_image_create_bits(PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
                                        cairo_image_surface_get_height(surface),
                                        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))?.assumingMemoryBound(to: UInt32.self),
                                        cairo_image_surface_get_stride(surface))
    }
}
