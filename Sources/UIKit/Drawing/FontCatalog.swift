import Foundation
@_implementationOnly import CPango
import Synchronization

/// Pango's font map, guarded: Pango is not thread-safe and UIFont is usable from any thread.
enum FontCatalog {
    struct Metrics { let ascender: CGFloat; let descender: CGFloat; let capHeight: CGFloat; let xHeight: CGFloat }

    struct Key: Hashable { let family: String; let weight: UInt32; let italic: Bool; let size: CGFloat }

    private struct State: ~Copyable {
        var metrics: [Key: Metrics] = [:]
        var families: [String]? = nil
    }
    private static let state = Mutex(State())
    /// Pango calls are serialized by this lock. Recursive: laying text out inside the measuring
    /// context can ask a font its metrics, which measures too (a text view in a font not yet
    /// measured deadlocked here).
    static let pangoLock = NSRecursiveLock()

    /// A Pango context with scale-independent metrics (no hinting), shared for measuring.
    nonisolated(unsafe) private static var measuringContext: OpaquePointer? = nil

    static func withMeasuringContext<T>(_ body: (OpaquePointer) -> T) -> T {
        _ = renderingConfigInstalled
        pangoLock.lock()
        defer { pangoLock.unlock() }
        if measuringContext == nil {
            let map = pango_cairo_font_map_get_default()
            let ctx = pango_font_map_create_context(map)!
            configure(ctx)
            measuringContext = ctx
        }
        return body(measuringContext!)
    }

    /// Unhinted outlines and metrics, grayscale antialiasing: text lays out the same at every scale.
    static func configure(_ ctx: OpaquePointer) {
        let opts = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, opts)
        cairo_font_options_destroy(opts)
        pango_context_set_round_glyph_positions(ctx, 0)
    }

    /// Text is rendered as iOS renders it — greyscale antialiasing, no hinting, no sub-pixel colour,
    /// no embedded bitmaps — whatever the machine's fontconfig asks for (Debian's conf.d, a user's
    /// fonts.conf, FONTCONFIG_FILE): the machine's configuration is read as usual, for its fonts and
    /// aliases, and rules appended after it assign these settings to every pattern and font. Cairo
    /// takes a font's options from its pattern, so context font options alone cannot override them.
    /// Installed once, before Pango makes its font map; `UIFont.register` adds to this configuration.
    static let renderingConfigInstalled: Bool = {
        let settings = """
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="autohint" mode="assign"><bool>false</bool></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
            """
        var include = ""
        if let file = FcConfigFilename(nil) {
            let path = String(cString: file)
            free(file)
            let escaped = path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            include = "<include ignore_missing=\"yes\">\(escaped)</include>"
        }
        let xml = """
            <?xml version="1.0"?>
            <fontconfig>
            \(include)
            <match target="pattern">\(settings)</match>
            <match target="font">\(settings)</match>
            </fontconfig>
            """
        guard let config = FcConfigCreate() else { return false }
        let parsed = xml.withCString { FcConfigParseAndLoadFromMemory(config, UnsafePointer<FcChar8>(OpaquePointer($0)), 1) } != 0
        guard parsed, FcConfigBuildFonts(config) != 0, FcConfigSetCurrent(config) != 0 else {
            FcConfigDestroy(config)
            uikitLog.error("fontconfig: cannot install OpenUIKit's text rendering settings; text follows the machine's configuration")
            return false
        }
        FcConfigDestroy(config) // SetCurrent holds its own reference
        return true
    }()

    /// New fonts were registered: Pango gets a fresh font map (it reads fontconfig anew) and caches are dropped.
    static func fontsChanged() {
        pangoLock.lock()
        pango_cairo_font_map_set_default(nil)
        if let ctx = measuringContext { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        measuringContext = nil
        pangoLock.unlock()
        state.withLock { $0.families = nil; $0.metrics = [:] }
    }

    static func metrics(for font: UIFont) -> Metrics {
        let key = Key(family: font.pangoFamily, weight: font.weight.pangoWeight.rawValue, italic: font.italic, size: font.pointSize)
        if let m = state.withLock({ $0.metrics[key] }) { return m }
        let m: Metrics = withMeasuringContext { ctx in
            let desc = font.makePangoDescription()
            defer { pango_font_description_free(desc) }
            guard let pfont = pango_context_load_font(ctx, desc) else {
                return Metrics(ascender: font.pointSize * 0.97, descender: -font.pointSize * 0.24,
                               capHeight: font.pointSize * 0.73, xHeight: font.pointSize * 0.55)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(pfont)) }
            let pm = pango_font_get_metrics(pfont, nil)!
            defer { pango_font_metrics_unref(pm) }
            let scale = CGFloat(PANGO_SCALE)
            let asc = CGFloat(pango_font_metrics_get_ascent(pm)) / scale
            let desc2 = CGFloat(pango_font_metrics_get_descent(pm)) / scale
            var cap: Int32 = 0, xh: Int32 = 0
            let hb = pango_font_get_hb_font(pfont)
            var capH = font.pointSize * 0.73, xH = font.pointSize * 0.55
            if let hb {
                var xs: Int32 = 0, ys: Int32 = 0
                hb_font_get_scale(hb, &xs, &ys)
                if hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap) != 0 {
                    capH = CGFloat(cap) / scale
                }
                if hb_ot_metrics_get_position(hb, HB_OT_METRICS_TAG_X_HEIGHT, &xh) != 0 {
                    xH = CGFloat(xh) / scale
                }
            }
            return Metrics(ascender: asc, descender: -desc2, capHeight: capH, xHeight: xH)
        }
        state.withLock { $0.metrics[key] = m }
        return m
    }

    static var families: [String] {
        if let f = state.withLock({ $0.families }) { return f }
        let list: [String] = withMeasuringContext { _ in
            var fams: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>? = nil
            var n: Int32 = 0
            pango_font_map_list_families(pango_cairo_font_map_get_default(), &fams, &n)
            defer { g_free(fams) }
            return (0..<Int(n)).compactMap { i in fams?[i].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) } }
                .sorted()
        }
        state.withLock { $0.families = list }
        return list
    }

    static func hasFamily(_ name: String) -> Bool { family(matching: name) != nil }

    /// The installed family for a family or PostScript-style name ("DejaVuSans" finds "DejaVu Sans").
    static func family(matching name: String) -> String? {
        let key = name.replacingOccurrences(of: " ", with: "").lowercased()
        return families.first { $0.replacingOccurrences(of: " ", with: "").lowercased() == key }
    }

    /// Families of the fonts the app registered (fontconfig's application set).
    static var registeredFamilies: [String] {
        _ = renderingConfigInstalled
        pangoLock.lock()
        defer { pangoLock.unlock() }
        guard let set = FcConfigGetFonts(nil, FcSetApplication) else { return [] }
        var names: Set<String> = []
        for i in 0..<Int(set.pointee.nfont) {
            var name: UnsafeMutablePointer<FcChar8>? = nil
            guard let font = set.pointee.fonts[i], FcPatternGetString(font, FC_FAMILY, 0, &name) == FcResultMatch, let name else { continue }
            names.insert(String(cString: name))
        }
        return names.sorted()
    }

    /// A registered family by family or PostScript-style name ("DejaVuSansMono" finds "DejaVu Sans Mono").
    static func registeredFamily(matching name: String) -> String? {
        let key = name.replacingOccurrences(of: " ", with: "").lowercased()
        return registeredFamilies.first { $0.replacingOccurrences(of: " ", with: "").lowercased() == key }
    }

    static func faces(of family: String) -> [String] {
        withMeasuringContext { _ in
            var fams: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>? = nil
            var n: Int32 = 0
            pango_font_map_list_families(pango_cairo_font_map_get_default(), &fams, &n)
            defer { g_free(fams) }
            for i in 0..<Int(n) {
                guard let fam = fams?[i], String(cString: pango_font_family_get_name(fam)) == family else { continue }
                var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>? = nil
                var nf: Int32 = 0
                pango_font_family_list_faces(fam, &faces, &nf)
                defer { g_free(faces) }
                return (0..<Int(nf)).compactMap { j in
                    faces?[j].map { family.replacingOccurrences(of: " ", with: "") + "-" + String(cString: pango_font_face_get_face_name($0)).replacingOccurrences(of: " ", with: "") }
                }
            }
            return []
        }
    }
}
