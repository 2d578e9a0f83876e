import Foundation
import CoreGraphics
@_implementationOnly import CPango

/// Lays out and draws attributed text with Pango: any script Pango can shape, wrapping,
/// truncation and line limits as UILabel and NSString drawing need.
struct TextLayout {
    var string: String
    /// The attributed text, when there is one; plain text never makes one (creating an
    /// NSAttributedString leaks a few hundred bytes in Foundation on Linux, and labels change text a lot).
    var attributed: NSAttributedString?
    var font: UIFont
    var color: UIColor
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var numberOfLines = 0
    /// Wrapping width, or nil for unlimited.
    var width: CGFloat? = nil
    /// Available height (truncation with numberOfLines = 0), or nil.
    var height: CGFloat? = nil
    /// The style of the one paragraph this layout sets (`TextLayout+Paragraphs`); nil for text
    /// laid out whole.
    var paragraphStyle: NSParagraphStyle? = nil

    init(text: NSAttributedString, font: UIFont, color: UIColor) {
        self.string = text.string
        self.attributed = text
        self.font = font
        self.color = color
    }

    init(string: String, font: UIFont, color: UIColor) {
        self.string = string
        self.attributed = nil
        self.font = font
        self.color = color
    }

    /// The size of the laid-out text, in points (fractional, as UIKit measures before rounding).
    func size() -> CGSize {
        if let paragraphs = styledParagraphs() { return placed(paragraphs, width: width).size }
        return FontCatalog.withMeasuringContext { ctx in
            let layout = makeLayout(ctx)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return extents(layout)
        }
    }

    /// Draws with the top-left of the text box at `rect.origin`; alignment uses `rect.width`.
    func draw(in rect: CGRect, context ctx: CGContext) {
        if let paragraphs = styledParagraphs() {
            for p in placed(paragraphs, width: width ?? rect.width).paragraphs {
                p.layout.draw(in: CGRect(origin: CGPoint(x: rect.minX + p.origin.x, y: rect.minY + p.origin.y), size: p.size), context: ctx)
            }
            return
        }
        _ = FontCatalog.renderingConfigInstalled
        FontCatalog.pangoLock.lock()
        defer { FontCatalog.pangoLock.unlock() }
        let cr = ctx.cairo
        let pctx = pango_cairo_create_context(cr)!
        FontCatalog.configure(pctx)
        defer { g_object_unref(UnsafeMutableRawPointer(pctx)) }
        var copy = self
        copy.width = copy.width ?? rect.width
        var decorations: [TextDecoration] = []
        let layout = copy.makeLayout(pctx, decorations: &decorations)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let limit = copy.clipHeight(layout).map { CGRect(x: rect.minX - 1000, y: rect.minY, width: rect.width + 2000, height: $0) }
        var origin = rect.origin
        // A stand-in whose ascent differs from the iOS face's sits, centred in iOS's line height, off
        // iOS's baseline: moved there.
        if font.iOSMetrics != nil { origin.y += font.ascender - baseline(of: font, lineHeight: lineHeight(of: font), in: pctx) }
        render(layout, decorations: decorations, at: origin, clip: limit, in: cr)
    }

    /// Draws a layout made by `makeLayout` (in any Pango context made as FontCatalog makes them)
    /// with its top-left at `origin`: shadows, Pango's fill, then the decorations.
    func render(_ layout: OpaquePointer, decorations: [TextDecoration], at origin: CGPoint, clip: CGRect? = nil, in cr: OpaquePointer) {
        cairo_save(cr)
        let c = color.cgColor.rgba
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a))
        if let clip {
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
        }
        for d in decorations where d.shadow != nil { drawShadow(of: d, layout: layout, at: origin, in: cr) }
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cr, layout)
        for d in decorations { draw(d, layout: layout, at: origin, in: cr) }
        cairo_restore(cr)
    }

    private var truncates: Bool { lineBreakMode.truncates }

    /// Height of the first `numberOfLines` lines when Pango cannot limit them itself (wrapping modes).
    private func clipHeight(_ layout: OpaquePointer) -> CGFloat? {
        guard numberOfLines > 0, !truncates || numberOfLines > 1 && lineBreakMode == .byClipping else { return nil }
        let count = Int(pango_layout_get_line_count(layout))
        guard count > numberOfLines else { return nil }
        // The bottom of the last line shown.
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        for _ in 1..<numberOfLines { pango_layout_iter_next_line(iter) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let y0 = logical.y + logical.height
        return CGFloat(y0) / CGFloat(PANGO_SCALE)
    }

    /// Limits a layout of several paragraphs to the height of its first `numberOfLines` lines, which
    /// Pango then fills, ellipsizing the last when text is left.
    private func limitToFirstLines(_ layout: OpaquePointer) {
        pango_layout_set_height(layout, Int32(1e6 * Double(PANGO_SCALE)))
        guard Int(pango_layout_get_line_count(layout)) > numberOfLines else { return }
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        for _ in 1..<numberOfLines { pango_layout_iter_next_line(iter) }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        pango_layout_set_height(layout, logical.y + logical.height)
    }

    func extents(_ layout: OpaquePointer) -> CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var h = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        if let limit = clipHeight(layout) { h = limit }
        if string.isEmpty { return .zero }
        return CGSize(width: max(0, CGFloat(logical.width) / CGFloat(PANGO_SCALE) + trailingTracking), height: h)
    }

    /// Core Text tracks every glyph, the last one too; Pango's letter spacing goes between
    /// letters only. The text measures one more tracking (negative for most sizes), and is laid out
    /// in its width less a negative tracking, so the text measured is the text drawn. A positive
    /// tracking (SF Pro's from 24 points up) is not taken off: Pango breaks and ellipsizes a line
    /// by its width with the spacing of both its ends, which is the width measured, so a label
    /// sized to its text would otherwise draw "2 plan…".
    private var trailingTracking: CGFloat {
        if let text = attributed, text.length > 0 {
            let last = text.attributes(at: text.length - 1, effectiveRange: nil)
            if let k = CGFloat(attributeValue: last[.kern]) ?? CGFloat(attributeValue: last[.tracking]) ?? CGFloat(attributeValue: last[kCTTrackingAttributeName]) { return k }
            if let f = last[.font] as? UIFont { return f.tracking }
        }
        return font.tracking
    }

    func makeLayout(_ ctx: OpaquePointer) -> OpaquePointer {
        var decorations: [TextDecoration] = []
        return makeLayout(ctx, decorations: &decorations)
    }

    /// The Pango layout, and what the attributed text draws beyond Pango's fill (`TextDecoration`).
    func makeLayout(_ ctx: OpaquePointer, decorations: inout [TextDecoration]) -> OpaquePointer {
        let layout = pango_layout_new(ctx)!
        pango_layout_set_text(layout, string, -1)
        let desc = font.makePangoDescription()
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_line_spacing(layout, 0)
        pango_layout_set_auto_dir(layout, 1)
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        let singleLine = numberOfLines == 1
        if let width, width > 0, !(singleLine && lineBreakMode == .byClipping) {
            pango_layout_set_width(layout, Int32(min(Double(max(0, width - min(0, trailingTracking))), 1e6) * Double(PANGO_SCALE)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if truncates {
            let mode: PangoEllipsizeMode
            switch lineBreakMode {
            case .byTruncatingHead: mode = PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: mode = PANGO_ELLIPSIZE_MIDDLE
            default: mode = PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
            if numberOfLines > 0 {
                pango_layout_set_height(layout, Int32(-numberOfLines))
                // Pango counts those lines per paragraph; UIKit counts them in all, so text with line
                // breaks shows its first lines, the last one ending in the ellipsis.
                if string.contains(where: \.isNewline) { limitToFirstLines(layout) }
            } else {
                // Unlimited lines: Pango's default (-1) would keep one line per paragraph.
                let h = height.flatMap { $0 > 0 ? Double($0) : nil } ?? 1e6
                pango_layout_set_height(layout, Int32(min(h, 1e6) * Double(PANGO_SCALE)))
            }
        }
        if let paragraphStyle { apply(paragraphStyle, to: layout) }
        decorations = applyAttributes(layout, string)
        return layout
    }

    /// Where a line of `font` in a line `lineHeight` tall has its baseline, from the line's top.
    private func baseline(of font: UIFont, lineHeight: CGFloat, in context: OpaquePointer) -> CGFloat {
        let probe = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        pango_layout_set_text(probe, "H", -1)
        let d = font.makePangoDescription()
        pango_layout_set_font_description(probe, d)
        pango_font_description_free(d)
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Int32(lineHeight * CGFloat(PANGO_SCALE))))
        pango_layout_set_attributes(probe, list)
        pango_attr_list_unref(list)
        return CGFloat(pango_layout_get_baseline(probe)) / CGFloat(PANGO_SCALE)
    }

    /// Copies NSAttributedString attributes onto Pango attributes (UTF-16 ranges → UTF-8 byte indices).
    private func applyAttributes(_ layout: OpaquePointer, _ string: String) -> [TextDecoration] {
        let byteOffsets = TextLayout.byteOffsets(of: string)
        let count = byteOffsets.count - 1
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        // Lines are as tall as UIFont says (SF's metrics for the system font), not Inter's own.
        let base = pango_attr_line_height_new_absolute(Int32(lineHeight(of: font) * CGFloat(PANGO_SCALE)))!
        base.pointee.start_index = 0
        base.pointee.end_index = UInt32(byteOffsets[count])
        pango_attr_list_insert(list, base)
        // The system font is tracked as SF Pro is (UIFont.tracking).
        if font.tracking != 0, let spacing = pango_attr_letter_spacing_new(Int32(font.tracking * CGFloat(PANGO_SCALE))) {
            spacing.pointee.start_index = 0
            spacing.pointee.end_index = UInt32(byteOffsets[count])
            pango_attr_list_insert(list, spacing)
        }
        // A word broken across lines takes a hyphen only where the paragraph asks for hyphenation, as
        // on iOS (Pango would add one at every break inside a word).
        let style = paragraphStyle ?? (attributed.flatMap { $0.length > 0 ? $0.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil } as? NSParagraphStyle)
        if (style?.hyphenationFactor ?? 0) <= 0, let plain = pango_attr_insert_hyphens_new(0) {
            plain.pointee.start_index = 0
            plain.pointee.end_index = UInt32(byteOffsets[count])
            pango_attr_list_insert(list, plain)
        }
        // OpenType features the font turns on (tabular figures).
        if !font.features.isEmpty, let features = pango_attr_font_features_new(font.features.joined(separator: ",")) {
            features.pointee.start_index = 0
            features.pointee.end_index = UInt32(byteOffsets[count])
            pango_attr_list_insert(list, features)
        }
        guard let text = attributed else {
            pango_layout_set_attributes(layout, list)
            return []
        }
        var decorations: [TextDecoration] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { given, range, _ in
            // Markdown's intents become fonts and lines.
            let attrs = InlinePresentationIntent.resolving(given, font: font)
            let start = UInt32(byteOffsets[range.location]), end = UInt32(byteOffsets[range.location + range.length])
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = start
                attr.pointee.end_index = end
                pango_attr_list_insert(list, attr)
            }
            if let f = attrs[.font] as? UIFont {
                let d = f.makePangoDescription()
                insert(pango_attr_font_desc_new(d))
                pango_font_description_free(d)
                insert(pango_attr_line_height_new_absolute(Int32(lineHeight(of: f) * CGFloat(PANGO_SCALE))))
                // Its own tracking (an explicit kern, inserted after, replaces it, as on iOS). Only when
                // there is some to set or undo: any letter spacing, even 0, turns Pango's ligatures off.
                if f.tracking != 0 || font.tracking != 0 {
                    insert(pango_attr_letter_spacing_new(Int32(f.tracking * CGFloat(PANGO_SCALE))))
                }
                if !f.features.isEmpty { insert(pango_attr_font_features_new(f.features.joined(separator: ","))) }
            }
            if let c = attrs[.foregroundColor] as? UIColor {
                let v = c.cgColor.rgba
                insert(pango_attr_foreground_new(UInt16(v.r * 65535), UInt16(v.g * 65535), UInt16(v.b * 65535)))
                // Pango reads an alpha of 0 as "not set" (opaque): clear text is the least alpha it has.
                insert(pango_attr_foreground_alpha_new(UInt16(max(1, v.a * 65535))))
            }
            if let c = attrs[.backgroundColor] as? UIColor {
                let v = c.cgColor.rgba
                insert(pango_attr_background_new(UInt16(v.r * 65535), UInt16(v.g * 65535), UInt16(v.b * 65535)))
                insert(pango_attr_background_alpha_new(UInt16(max(1, v.a * 65535))))
            }
            // Kern, else tracking (iOS 14's, which Core Text applies the same way between letters).
            if let k = CGFloat(attributeValue: attrs[.kern]) ?? CGFloat(attributeValue: attrs[.tracking]) ?? CGFloat(attributeValue: attrs[kCTTrackingAttributeName]) {
                insert(pango_attr_letter_spacing_new(Int32(k * CGFloat(PANGO_SCALE))))
            }
            // Ligatures: 0 none, 1 the font's standard ones (the default), 2 all it has.
            if let l = CGFloat(attributeValue: attrs[.ligature]) {
                insert(pango_attr_font_features_new(l == 0 ? "liga 0, clig 0, dlig 0" : l >= 2 ? "liga 1, clig 1, dlig 1" : "liga 1, clig 1"))
            }
            let rise = CGFloat(attributeValue: attrs[.baselineOffset]) ?? 0
            if rise != 0 { insert(pango_attr_rise_new(Int32(rise * CGFloat(PANGO_SCALE)))) }
            // Expanded (or condensed) glyphs advance e^expansion times as far: Pango sets them in a font
            // that much larger, in the line height of the run's own font, lowered so that the line's
            // baseline stays; the decoration pass draws them at the run's height.
            var expansionDrop: CGFloat = 0
            if let e = CGFloat(attributeValue: attrs[.expansion]), e != 0, e.isFinite {
                let runFont = (attrs[.font] as? UIFont) ?? font
                let factor = exp(min(max(e, -3), 3))
                let wide = runFont.withSize(runFont.pointSize * factor)
                let d = wide.makePangoDescription()
                insert(pango_attr_font_desc_new(d))
                pango_font_description_free(d)
                let height = lineHeight(of: runFont)
                insert(pango_attr_line_height_new_absolute(Int32(height * CGFloat(PANGO_SCALE))))
                let context = pango_layout_get_context(layout)!
                expansionDrop = baseline(of: wide, lineHeight: height, in: context) - baseline(of: runFont, lineHeight: height, in: context)
                insert(pango_attr_rise_new(Int32((rise - expansionDrop) * CGFloat(PANGO_SCALE))))
            }
            // Lines, outlines, slants and shadows are drawn by TextLayout+Decorations; where that
            // pass draws the glyphs itself, Pango's fill is transparent.
            // An attachment is one glyph its image's size, and its line is at least as tall.
            if let attachment = attrs[.attachment] as? NSTextAttachment {
                let b = attachment.placedBounds
                let s = CGFloat(PANGO_SCALE)
                var ink = PangoRectangle(x: Int32(b.minX * s), y: Int32(-(b.minY + b.height) * s), width: Int32(b.width * s), height: Int32(b.height * s))
                var logical = PangoRectangle(x: 0, y: ink.y, width: ink.width, height: ink.height)
                insert(pango_attr_shape_new(&ink, &logical))
                insert(pango_attr_line_height_new_absolute(Int32(max(lineHeight(of: (attrs[.font] as? UIFont) ?? font), b.height) * s)))
            }
            var decoration = TextDecoration(start: Int(start), end: Int(end), attributes: attrs, font: font, color: color)
            decoration.expansionDrop = expansionDrop
            if !decoration.isEmpty {
                if !decoration.pangoFills { insert(pango_attr_foreground_alpha_new(1)) }
                decorations.append(decoration)
            }
        }
        pango_layout_set_attributes(layout, list)
        return decorations
    }
}
