import Foundation
import CoreGraphics
@_implementationOnly import CPango
@_implementationOnly import CCairo

/// Drawing what Pango does not: the glyphs of a decorated range are found run by run in the laid-out
/// text, and filled slanted, outlined, shadowed, underlined or struck through as Core Text draws them.
extension TextLayout {
    /// A piece of a decorated range on one line: its glyphs (a copy of the run's), the font that
    /// shapes them, where their baseline starts (points, from the layout's origin) and how wide they are.
    @_implementationOnly struct GlyphPiece {
        let font: UnsafeMutablePointer<PangoFont>
        let glyphs: UnsafeMutablePointer<PangoGlyphString>
        let x: CGFloat
        let baseline: CGFloat
        let width: CGFloat
    }

    /// The pieces of bytes `start..<end`, one per run (split at spaces when `byWord`).
    func pieces(of start: Int, _ end: Int, in layout: OpaquePointer, byWord: Bool = false, _ body: (GlyphPiece) -> Void) {
        let scale = CGFloat(PANGO_SCALE)
        let text = pango_layout_get_text(layout)!
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item?.pointee,
                  let glyphs = run.pointee.glyphs, let font = item.analysis.font else { continue }
            let itemStart = Int(item.offset)
            guard itemStart < end, itemStart + Int(item.length) > start else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset) / scale
            let g = glyphs.pointee
            var x: Int32 = logical.x, first = -1, firstX: Int32 = 0
            func emit(upTo last: Int, endX: Int32) {
                guard first >= 0 else { return }
                let piece = pango_glyph_string_new()!
                pango_glyph_string_set_size(piece, Int32(last - first + 1))
                for i in first...last {
                    piece.pointee.glyphs[i - first] = g.glyphs[i]
                    piece.pointee.log_clusters[i - first] = g.log_clusters[i]
                }
                body(GlyphPiece(font: font, glyphs: piece, x: CGFloat(firstX) / scale, baseline: baseline,
                                width: CGFloat(endX - firstX) / scale))
                pango_glyph_string_free(piece)
                first = -1
            }
            for i in 0..<Int(g.num_glyphs) {
                let byte = itemStart + Int(g.log_clusters[i])
                let inside = byte >= start && byte < end
                let space = byWord && (text[byte] == 0x20 || text[byte] == 0x09)
                if inside && !space {
                    if first < 0 { first = i; firstX = x }
                } else if first >= 0 {
                    emit(upTo: i - 1, endX: x)
                }
                x += g.glyphs[i].geometry.width
                if i == Int(g.num_glyphs) - 1 { emit(upTo: i, endX: x) }
            }
        } while pango_layout_iter_next_run(iter) != 0
    }

    /// Adds the piece's glyph outlines to the path, slanted by the decoration's obliqueness about
    /// each baseline and, expanded, squeezed back to the height of the font they stretch.
    func addOutlines(_ p: GlyphPiece, at origin: CGPoint, _ d: TextDecoration, to cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, Double(origin.x + p.x), Double(origin.y + p.baseline - d.expansionDrop))
        if d.expansion != 0 { cairo_scale(cr, 1, exp(-Double(d.expansion))) }
        let obliqueness = d.obliqueness
        if obliqueness != 0 {
            var skew = cairo_matrix_t(xx: 1, yx: 0, xy: Double(-obliqueness), yy: 1, x0: 0, y0: 0)
            cairo_transform(cr, &skew)
        }
        cairo_move_to(cr, 0, 0)
        pango_cairo_glyph_string_path(cr, p.font, p.glyphs)
        cairo_restore(cr)
    }

    /// The lines under and through a piece: the underline where the font puts it, the strikethrough
    /// through the middle of the x-height, as thick as the font's underline,
    /// thick twice as thick, double as two lines, patterns as dashes.
    func addLines(_ d: TextDecoration, _ p: GlyphPiece, at origin: CGPoint, to cr: OpaquePointer,
                  fill: (UIColor, [Double]) -> Void) {
        let metrics = pango_font_get_metrics(p.font, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        let underlineThickness = CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale
        let lines: [(NSUnderlineStyle, UIColor, CGFloat, CGFloat)] = [
            (d.underline, d.underlineColor ?? d.color, CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale,
             underlineThickness),
            // Through the middle of the lowercase letters, as TextKit strikes (fonts' own strikeout
            // positions vary: Inter Display's sits near the baseline).
            (d.strikethrough, d.strikethroughColor ?? d.color, d.font.xHeight / 2 + underlineThickness / 2, underlineThickness),
        ]
        for (style, color, position, thickness) in lines where style.rawValue & 0xFF != 0 {
            let t = max(0.5, thickness) * (style.rawValue & 0xFF == NSUnderlineStyle.thick.rawValue ? 2 : 1)
            let double = style.rawValue & 0xFF == NSUnderlineStyle.double.rawValue
            let y = origin.y + p.baseline - position + t / 2
            let x0 = Double(origin.x + p.x), x1 = Double(origin.x + p.x + p.width)
            let ys = double ? [y - t, y + t] : [y]
            cairo_save(cr)
            cairo_set_line_width(cr, Double(t))
            for ly in ys {
                cairo_move_to(cr, x0, Double(ly))
                cairo_line_to(cr, x1, Double(ly))
            }
            fill(color, TextLayout.dashes(style, thickness: Double(t)))
            cairo_restore(cr)
        }
    }

    /// Core Text's line patterns as Cairo dashes.
    static func dashes(_ style: NSUnderlineStyle, thickness t: Double) -> [Double] {
        switch style.rawValue & 0x700 {
        case NSUnderlineStyle.patternDot.rawValue: return [t, t]
        case NSUnderlineStyle.patternDash.rawValue: return [4 * t, 2 * t]
        case NSUnderlineStyle.patternDashDot.rawValue: return [4 * t, 2 * t, t, 2 * t]
        case NSUnderlineStyle.patternDashDotDot.rawValue: return [4 * t, 2 * t, t, 2 * t, t, 2 * t]
        default: return []
        }
    }

    /// Slanted and outlined glyphs, then lines, in the range's colours; an attachment's image.
    func draw(_ d: TextDecoration, layout: OpaquePointer, at origin: CGPoint, in cr: OpaquePointer) {
        if let attachment = d.attachment { draw(attachment, d, layout: layout, at: origin, in: cr) }
        if !d.pangoFills || d.strokeWidth != 0 {
            pieces(of: d.start, d.end, in: layout) { p in
                cairo_new_path(cr)
                addOutlines(p, at: origin, d, to: cr)
                if d.strokeWidth <= 0 && d.reshapesGlyphs {
                    setSource(d.color, cr)
                    cairo_fill_preserve(cr)
                }
                if d.strokeWidth != 0 {
                    setSource(d.strokeColor ?? d.color, cr)
                    cairo_set_line_width(cr, Double(abs(d.strokeWidth) * d.font.pointSize / 100))
                    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                    cairo_stroke_preserve(cr)
                }
                cairo_new_path(cr)
            }
        }
        guard d.underline.rawValue & 0xFF != 0 || d.strikethrough.rawValue & 0xFF != 0 else { return }
        pieces(of: d.start, d.end, in: layout, byWord: d.underline.contains(.byWord) || d.strikethrough.contains(.byWord)) { p in
            addLines(d, p, at: origin, to: cr) { color, dashes in
                setSource(color, cr)
                cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
                cairo_stroke(cr)
            }
        }
    }

    /// The range's glyphs and lines as an alpha mask in device pixels, blurred and painted in the
    /// shadow's colour at its offset, beneath the text.
    func drawShadow(of d: TextDecoration, layout: OpaquePointer, at origin: CGPoint, in cr: OpaquePointer) {
        guard let shadow = d.shadow else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let toDevice = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let deviceScale = sqrt(abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c))
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let inkBox = CGRect(x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
            .union(CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale, width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale))
            .insetBy(dx: -abs(d.strokeWidth * d.font.pointSize / 100) - 2, dy: -abs(d.strokeWidth * d.font.pointSize / 100) - 2)
            .offsetBy(dx: origin.x, dy: origin.y)
        let sigma = Double(shadow.shadowBlurRadius * deviceScale) / 2
        let margin = CGFloat((sigma * 3).rounded(.up)) + 2
        let box = inkBox.applying(toDevice).insetBy(dx: -margin, dy: -margin).integral
        let w = Int(box.width), h = Int(box.height)
        guard w > 0, h > 0, w * h < 16_000_000 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(mask) }
        let mc = cairo_create(mask)!
        var mm = m
        var shift = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: Double(-box.minX), y0: Double(-box.minY))
        cairo_matrix_multiply(&mm, &m, &shift)
        cairo_set_matrix(mc, &mm)
        cairo_set_source_rgba(mc, 0, 0, 0, 1)
        pieces(of: d.start, d.end, in: layout) { p in
            addOutlines(p, at: origin, d, to: mc)
            if d.strokeWidth > 0 {
                cairo_set_line_width(mc, Double(d.strokeWidth * d.font.pointSize / 100))
                cairo_stroke(mc)
            } else {
                cairo_fill(mc)
            }
            addLines(d, p, at: origin, to: mc) { _, dashes in
                cairo_set_dash(mc, dashes, Int32(dashes.count), 0)
                cairo_stroke(mc)
            }
        }
        cairo_destroy(mc)
        GaussianBlur.blur(a8Surface: mask, sigma: sigma)
        let offset = shadow.shadowOffset.applying(CGAffineTransform(a: toDevice.a, b: toDevice.b, c: toDevice.c, d: toDevice.d, tx: 0, ty: 0))
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.resolvedColor, cr)
        cairo_mask_surface(cr, mask, Double(box.minX + offset.width), Double(box.minY + offset.height))
        cairo_restore(cr)
    }

    /// The attachment's image, upright, where its glyph stands; a template image (a symbol) in the
    /// text's colour.
    private func draw(_ attachment: NSTextAttachment, _ d: TextDecoration, layout: OpaquePointer, at origin: CGPoint, in cr: OpaquePointer) {
        guard let shown = attachment.shownImage, let image = shown.cgImage else { return }
        let template = shown.renderingMode == .alwaysTemplate
        let b = attachment.placedBounds
        guard b.width > 0, b.height > 0 else { return }
        pieces(of: d.start, d.end, in: layout) { p in
            cairo_save(cr)
            cairo_translate(cr, Double(origin.x + p.x + b.minX), Double(origin.y + p.baseline - b.minY - b.height))
            cairo_scale(cr, Double(b.width) / Double(image.width), Double(b.height) / Double(image.height))
            if template {
                setSource(d.color, cr)
                let mask = cairo_pattern_create_for_surface(image.cairoSurface)!
                cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }

    private func setSource(_ color: UIColor, _ cr: OpaquePointer) {
        let c = color.cgColor.rgba
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a))
    }
}
