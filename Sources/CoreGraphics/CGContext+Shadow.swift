import Foundation
@_implementationOnly import CCairo

/// Shadows cast by drawing, the stroke as a path, and transparency layers.
extension CGContext {
    /// Draws `body` with the shadow it casts: what it draws is collected first, its coverage blurred
    /// and painted offset in the shadow's color, then the drawing itself on top.
    func casting(_ shadow: Shadow, _ body: () -> Void) {
        cairo_push_group(cairo)
        body()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        if let mc = cairo_create(mask) {
            var m = cairo_matrix_t()
            cairo_get_matrix(cairo, &m)
            cairo_set_matrix(mc, &m)
            cairo_set_source(mc, group)
            cairo_paint(mc)
            cairo_destroy(mc)
        }
        GaussianBlur.blur(a8Surface: mask, sigma: shadow.sigma)
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, shadow.color.0, shadow.color.1, shadow.color.2, shadow.color.3)
        cairo_mask_surface(cairo, mask, shadow.dx, shadow.dy)
        cairo_set_matrix(cairo, &m)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
    }

    /// Every later drawing casts a shadow `offset` away, blurred by `blur`, in `color` (nil: none).
    /// As in Core Graphics, offset and blur are in the base space: the current transform's scale
    /// applies, not its later changes, and a positive height goes down in UIKit's flipped contexts.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.shadow = nil; return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let scale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        let sx: Double = m.xx < 0 ? -1 : 1, sy: Double = m.yy < 0 ? -1 : 1
        state.shadow = Shadow(dx: Double(offset.width) * scale * sx, dy: Double(offset.height) * scale * sy,
                              sigma: Double(max(0, blur)) * scale / 2, color: CGContext.rgba(color))
    }

    /// A shadow in black at a third of full opacity, as Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Replaces the current path with the area a stroke of it would cover, with the context's line
    /// width, cap, join and miter limit: filled or clipped to, it is the stroke.
    public func replacePathWithStrokedPath() {
        guard let current = path else { return }
        let cap = CGLineCap(rawValue: Int32(cairo_get_line_cap(cairo).rawValue)) ?? .butt
        let join = CGLineJoin(rawValue: Int32(cairo_get_line_join(cairo).rawValue)) ?? .miter
        let outline = current.copy(strokingWithWidth: CGFloat(cairo_get_line_width(cairo)), lineCap: cap, lineJoin: join,
                                   miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
        cairo_new_path(cairo)
        outline.addTo(cairo: cairo)
    }

    /// Starts a transparency layer: what is drawn until `endTransparencyLayer()` is composited as
    /// one image, with the alpha, shadow and blend mode in effect now (inside, they start afresh).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        transparencyLayers.append(state)
        stack.append(state)
        cairo_save(cairo)
        cairo_push_group(cairo)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// As `beginTransparencyLayer(auxiliaryInfo:)`, the layer bounded by `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    public func endTransparencyLayer() {
        guard let outer = transparencyLayers.popLast() else { return }
        guard let group = cairo_pop_group(cairo) else { return }
        cairo_restore(cairo)
        _ = stack.popLast()
        state = outer
        defer { cairo_pattern_destroy(group) }
        let alpha = state.alpha
        drawing {
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, alpha)
        }
    }
}
