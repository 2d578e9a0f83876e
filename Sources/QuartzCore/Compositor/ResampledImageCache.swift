import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// Images resampled at the scale and sub-pixel phase they are drawn at, shared by every layer that
/// shows the same image that way (a grid's thumbnails, a list's icons): filtered once, then copied
/// each time a strip of them is painted as the content scrolls into view. Resampling costs 30–50×
/// a copy. The phase is part of the copy, so the pixels are those a direct draw gives. Only images
/// are kept (they never change); least recently used first out past `maximumPixels`.
final class ResampledImageCache {
    struct Key: Hashable {
        let source: UnsafeMutableRawPointer
        let scaleX: CGFloat
        let scaleY: CGFloat
        let phaseX: CGFloat
        let phaseY: CGFloat
    }

    private struct Entry {
        let surface: OpaquePointer
        let pixels: Int
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    /// Placements asked for once: resampled only when asked again (a scroll at changing sub-pixel
    /// phases would otherwise resample the whole image to paint a strip of it once).
    private var seen: Set<Key> = []
    /// Images resampled, and draws served (for tests and benchmarks).
    private(set) var resampled = 0
    private(set) var draws = 0
    private var pixels = 0
    private var clock = 0
    /// At most 16 megabytes of resampled images.
    static let maximumPixels = 1 << 22

    deinit {
        for e in entries.values { cairo_surface_destroy(e.surface) }
        for k in entries.keys { cairo_surface_destroy(OpaquePointer(k.source)) }
    }

    /// Fills `area` (user space) of `cr`, whose user space maps to the device by `toDevice`, with
    /// `source` placed by `patternToUser`, from the resampled copy. False when the placement is not an upright scale or the area reaches past the image's
    /// pixels: the caller draws directly.
    func draw(_ source: OpaquePointer, patternToUser: CGAffineTransform, toDevice: CGAffineTransform, area: CGRect,
              in cr: OpaquePointer) -> Bool {
        let m = patternToUser.concatenating(toDevice)
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return false }
        let iw = CGFloat(cairo_image_surface_get_width(source)), ih = CGFloat(cairo_image_surface_get_height(source))
        let ox = m.tx.rounded(.down), oy = m.ty.rounded(.down)
        let phaseX = m.tx - ox, phaseY = m.ty - oy
        let w = Int((iw * m.a + phaseX - 1e-6).rounded(.up)), h = Int((ih * m.d + phaseY - 1e-6).rounded(.up))
        guard w > 0, h > 0, w * h <= ResampledImageCache.maximumPixels / 4 else { return false }
        let device = area.applying(toDevice)
        guard device.minX >= ox - 1e-3, device.minY >= oy - 1e-3,
              device.maxX <= ox + CGFloat(w) + 1e-3, device.maxY <= oy + CGFloat(h) + 1e-3 else { return false }
        let key = Key(source: UnsafeMutableRawPointer(source), scaleX: m.a, scaleY: m.d, phaseX: phaseX, phaseY: phaseY)
        clock += 1
        draws += 1
        let surface: OpaquePointer
        if var e = entries[key] {
            e.lastUse = clock
            entries[key] = e
            surface = e.surface
        } else if seen.insert(key).inserted {
            if seen.count > 512 { seen = [key] }
            draws -= 1
            return false
        } else {
            seen.remove(key)
            surface = ResampledImageCache.resample(source, w, h, m.a, m.d, phaseX, phaseY)
            resampled += 1
            cairo_surface_reference(source)
            entries[key] = Entry(surface: surface, pixels: w * h, lastUse: clock)
            pixels += w * h
            evict(keeping: key)
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(ox), Double(oy))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_rectangle(cr, Double(device.minX), Double(device.minY), Double(device.width), Double(device.height))
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }

    /// `source` resampled (Cairo's good filter) into a new `w`×`h` surface, scaled by `sx`, `sy` after
    /// moving by the sub-pixel phase.
    static func resample(_ source: OpaquePointer, _ w: Int, _ h: Int, _ sx: CGFloat, _ sy: CGFloat,
                         _ phaseX: CGFloat = 0, _ phaseY: CGFloat = 0) -> OpaquePointer {
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let c = cairo_create(out)!
        cairo_translate(c, Double(phaseX), Double(phaseY))
        cairo_scale(c, Double(sx), Double(sy))
        cairo_set_source_surface(c, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(c), CAIRO_EXTEND_PAD)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        cairo_paint(c)
        cairo_destroy(c)
        cairo_surface_flush(out)
        return out
    }

    private func evict(keeping key: Key) {
        while pixels > ResampledImageCache.maximumPixels,
              let (old, e) = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[old] = nil
            pixels -= e.pixels
            cairo_surface_destroy(e.surface)
            cairo_surface_destroy(OpaquePointer(old.source))
        }
    }
}
