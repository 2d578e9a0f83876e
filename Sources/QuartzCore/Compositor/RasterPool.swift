import Foundation
@_implementationOnly import CCairo

/// Surfaces of motion rasters let go, kept for the next raster of the same size: a fresh screen-sized
/// surface costs the kernel a page fault per 4 KiB on first touch, most of drawing a raster. One pool per
/// compositor (per device); it keeps two big ones (the screens of a push), and gives them back to the
/// system when none was used for a while.
@MainActor final class RasterPool {
    private var kept: [OpaquePointer] = []
    /// Surfaces kept at most.
    static let capacity = 2
    /// Frames without a raster after which kept surfaces are let go.
    static let idleFrames = 60
    private var idle = 0

    isolated deinit { for s in kept { cairo_surface_destroy(s) } }

    /// A transparent ARGB surface of the size, reused when one was kept; `keep` is a part the caller
    /// covers opaquely at once (not cleared).
    func take(width: Int, height: Int, keep: CGRect?) -> OpaquePointer {
        idle = 0
        guard let i = kept.firstIndex(where: {
            Int(cairo_image_surface_get_width($0)) == width && Int(cairo_image_surface_get_height($0)) == height
        }) else {
            return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        }
        let s = kept.remove(at: i)
        let c = cairo_create(s)!
        cairo_set_operator(c, CAIRO_OPERATOR_CLEAR)
        cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(c, 0, 0, Double(width), Double(height))
        if let keep { cairo_rectangle(c, Double(keep.minX), Double(keep.minY), Double(keep.width), Double(keep.height)) }
        cairo_fill(c)
        cairo_destroy(c)
        return s
    }

    /// Smaller surfaces are not kept: the allocator has them ready (a title fading in a push).
    static let smallestKept = 1 << 20

    /// Takes back a surface no longer shown.
    func give(_ surface: OpaquePointer) {
        guard Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface)) >= RasterPool.smallestKept else {
            cairo_surface_destroy(surface)
            return
        }
        kept.append(surface)
        while kept.count > RasterPool.capacity { cairo_surface_destroy(kept.removeFirst()) }
    }

    /// A frame passed; `used` whether any raster was shown in it.
    func frameEnded(used: Bool) {
        idle = used ? 0 : idle + 1
        if idle >= RasterPool.idleFrames, !kept.isEmpty {
            for s in kept { cairo_surface_destroy(s) }
            kept = []
        }
    }
}
