import Foundation
import CoreGraphics
@_implementationOnly import CCairo

extension Compositor {
    /// A layer whose transform has perspective: its body (sublayers included) is drawn flat into an
    /// offscreen image at the screen's scale, which pixman then maps onto the target through the
    /// projective transform, filtered bilinearly — Cairo itself only knows affine transforms.
    /// `toParent` maps the layer's plane to the space `cr` is in (by default, its superlayer's).
    func paintProjective(_ layer: CALayer, _ s: LayerState, toParent: Homography? = nil, in cr: OpaquePointer, cull: CGRect) {
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              s.bounds.width > 0, s.bounds.height > 0 else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let toTarget = Compositor.userToDevice(cr).concatenating(CGAffineTransform(translationX: ox, y: oy))
        // Offscreen pixels → layer points → superlayer → target pixels.
        let pxScale = Double(scale)
        let w = Int((s.bounds.width * scale).rounded(.up)), h = Int((s.bounds.height * scale).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return }
        // A transparent border round the drawing: pixman pads the edges outwards, and this is what it pads with.
        let border = 2
        let fromPixels = Homography.translation(-Double(border), -Double(border))
            .then(.scale(1 / pxScale)).then(.translation(Double(s.bounds.minX), Double(s.bounds.minY)))
        let map = fromPixels.then(toParent ?? Homography.toSuperlayer(s)).then(Homography(toTarget))
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let drawn = CGRect(x: border, y: border, width: w, height: h)
        guard let corners = map.corners(of: drawn), let onTarget = map.bounds(of: drawn),
              let inverse = map.inverse else { return }
        let cullOnTarget = cull.isInfinite ? CGRect(x: 0, y: 0, width: tw, height: th) : cull.offsetBy(dx: ox, dy: oy)
        let area = onTarget.integral.intersection(cullOnTarget).intersection(CGRect(x: 0, y: 0, width: tw, height: th))
        guard !area.isNull, !area.isEmpty else { return }

        let offscreen = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w + 2 * border), Int32(h + 2 * border))!
        defer { cairo_surface_destroy(offscreen) }
        let oc = cairo_create(offscreen)!
        cairo_translate(oc, Double(border), Double(border))
        cairo_scale(oc, pxScale, pxScale)
        cairo_translate(oc, -Double(s.bounds.minX), -Double(s.bounds.minY))
        paintingOffscreen { paintBody(layer, s, in: oc, cull: .infinite) }
        cairo_destroy(oc)
        cairo_surface_flush(offscreen)

        guard let src = Compositor.pixmanImage(offscreen) else { return }
        defer { pixman_image_unref(src) }
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        let tile = 64
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tile + 1), Int32(tile))!
        defer { cairo_surface_destroy(scratch) }
        guard let scratchImage = Compositor.pixmanImage(scratch) else { return }
        defer { pixman_image_unref(scratchImage) }
        // Only the projected quad is painted (antialiased by Cairo); what pixman samples outside it
        // — where its perspective fetch is unreliable — is clipped away.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, Double(corners[0].x) - ox, Double(corners[0].y) - oy)
        for p in corners.dropFirst() { cairo_line_to(cr, Double(p.x) - ox, Double(p.y) - oy) }
        cairo_close_path(cr)
        cairo_clip(cr)
        // pixman maps destination pixels to source pixels (column vectors: the inverse, transposed)
        // in 16.16 fixed point, with homogeneous coordinates that must stay below 32768. Tile by
        // tile, with the tile's corner as the origin and w = 1 there, the numbers stay small and exact.
        let c = (0..<3).map { r in (0..<3).map { col in inverse.m[col][r] } }
        let x = Int(area.minX), y = Int(area.minY), maxX = Int(area.maxX), maxY = Int(area.maxY)
        for ty in stride(from: y, to: maxY, by: tile) {
            for tx in stride(from: x, to: maxX, by: tile) {
                // Fetched from one column early: pixman slips on the first pixel of a scanline.
                let dx = Double(tx - 1), dy = Double(ty)
                let w0 = c[2][0] * dx + c[2][1] * dy + c[2][2]
                guard w0 > 1e-9 else { continue }
                var f = pixman_f_transform()
                withUnsafeMutableBytes(of: &f.m) { raw in
                    let cells = raw.bindMemory(to: Double.self)
                    for r in 0..<3 {
                        cells[r * 3] = c[r][0] / w0
                        cells[r * 3 + 1] = c[r][1] / w0
                        cells[r * 3 + 2] = (c[r][0] * dx + c[r][1] * dy + c[r][2]) / w0
                    }
                }
                var t = pixman_transform()
                guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { continue }
                pixman_image_set_transform(src, &t)
                let tw = min(tile, maxX - tx), th = min(tile, maxY - ty)
                cairo_surface_flush(scratch)
                pixman_image_composite32(PIXMAN_OP_SRC, src, nil, scratchImage, 0, 0, 0, 0, 0, 0, Int32(tw + 1), Int32(th))
                cairo_surface_mark_dirty(scratch)
                cairo_save(cr)
                cairo_rectangle(cr, Double(tx) - ox, Double(ty) - oy, Double(tw), Double(th))
                cairo_clip(cr)
                cairo_set_source_surface(cr, scratch, Double(tx - 1) - ox, Double(ty) - oy)
                cairo_paint_with_alpha(cr, Double(s.opacity))
                cairo_restore(cr)
            }
        }
        cairo_restore(cr)
    }

    /// The ARGB32 image `cr` draws into (its group's target), its device offset, and the clip as
    /// rectangles in `cr`'s user space; nil when the target is no such image or the clip is not
    /// rectangles. For drawing straight into the target's pixels, where the clip is whole pixels.
    nonisolated static func imageTargetClip(_ cr: OpaquePointer) -> (target: OpaquePointer, ox: Double, oy: Double, rects: [CGRect])? {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let rects = (0..<Int(list.pointee.num_rectangles)).map { i in
            let r = list.pointee.rectangles[i]
            return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        }
        return (target, ox, oy, rects)
    }

    /// A pixman view of a Cairo ARGB32 image surface's pixels (no copy; nil for another format).
    nonisolated static func pixmanImage(_ surface: OpaquePointer) -> OpaquePointer? {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        return pixman_image_create_bits(PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
                                        cairo_image_surface_get_height(surface),
                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                        cairo_image_surface_get_stride(surface))
    }
}
