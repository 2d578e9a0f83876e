import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A layer's contents resampled to the size they show at on the device, kept while the contents and
/// that size stay the same: a photo scaled to fit an image view is filtered once, then copied each
/// frame as it moves (a screen sliding in a push), instead of resampled every frame.
final class ScaledContents {
    struct Key: Equatable {
        let source: OpaquePointer
        let version: Int
        let width: Int
        let height: Int
    }

    let key: Key
    /// Nil until the same size has been asked twice in a row: a layer scaling frame by frame
    /// (a zoom) is drawn directly rather than resampled twice.
    private(set) var surface: OpaquePointer?

    init(key: Key) { self.key = key }

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// The largest resampled copy kept: 8 megapixels.
    static let maximumPixels = 1 << 23

    /// Draws the `area` (user space) of `source`, placed by `patternToUser`, from `owner`'s resampled
    /// copy at the nearest whole device pixels. False when the placement is not an upright scale, or
    /// the copy is not kept (yet): the caller resamples directly.
    @MainActor static func draw(_ source: OpaquePointer, patternToUser: CGAffineTransform, area: CGRect,
                                owner: CALayer, caches: Compositor, in cr: OpaquePointer) -> Bool {
        let toDevice = Compositor.userToDevice(cr)
        let m = patternToUser.concatenating(toDevice)
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0 else { return false }
        let iw = CGFloat(cairo_image_surface_get_width(source)), ih = CGFloat(cairo_image_surface_get_height(source))
        let w = Int((iw * m.a).rounded()), h = Int((ih * m.d).rounded())
        guard w > 0, h > 0, w * h <= maximumPixels else { return false }
        let key = Key(source: source, version: owner.contentsVersion, width: w, height: h)
        guard let kept = caches.record(owner)?.scaledContents, kept.key == key else {
            caches.makeRecord(owner).scaledContents = ScaledContents(key: key)
            return false
        }
        let scaled = kept.surface ?? kept.resample(source, sourceSize: CGSize(width: iw, height: ih))
        let device = Compositor.wholePixels(area.applying(toDevice))
        guard device.width > 0, device.height > 0 else { return true }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, scaled, Double(m.tx.rounded()), Double(m.ty.rounded()))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, Double(device.minX), Double(device.minY), Double(device.width), Double(device.height))
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }

    /// The whole source, resampled (Cairo's good filter) to `key`'s size.
    private func resample(_ source: OpaquePointer, sourceSize: CGSize) -> OpaquePointer {
        let out = ResampledImageCache.resample(source, key.width, key.height, CGFloat(key.width) / sourceSize.width,
                                               CGFloat(key.height) / sourceSize.height)
        surface = out
        return out
    }
}
