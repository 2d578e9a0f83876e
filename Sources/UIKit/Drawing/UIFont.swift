import Foundation
internal import CPango

/// A font: the system font is Inter (Debian's fonts-inter), standing in for SF Pro; at 20 pt and up
/// Inter Display stands in for SF Pro Display. Metrics come from Pango/HarfBuzz.
open class UIFont: NSObject, @unchecked Sendable {
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    let weight: Weight
    let italic: Bool
    let monospaced: Bool
    /// The fontconfig family Pango draws with.
    let pangoFamily: String
    /// The space added after each character, in points (UIFont+Tracking): fixed for a font, and read
    /// by every text layout, so worked out once.
    let tracking: CGFloat

    init(fontName: String, familyName: String, pangoFamily: String, size: CGFloat, weight: Weight,
         italic: Bool, monospaced: Bool = false) {
        self.fontName = fontName
        self.familyName = familyName
        self.pangoFamily = pangoFamily
        self.pointSize = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
        tracking = familyName == UIFont.systemFamilyName ? UIFont.systemTracking(size: size, weight: weight) : 0
        super.init()
    }

    /// A font by PostScript or family name, or nil (with the reason logged) when none is installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let parsed = UIFont.parse(fontName)
        guard let family = FontCatalog.family(matching: parsed.family) ?? FontCatalog.family(matching: fontName) else {
            uikitLog.error("UIFont: no font named '\(fontName)' is installed (fontconfig knows no family '\(parsed.family)')")
            return nil
        }
        self.init(fontName: fontName, familyName: family, pangoFamily: family,
                  size: fontSize <= 0 ? UIFont.systemFontSize : fontSize, weight: parsed.weight, italic: parsed.italic)
    }

    /// "Family-BoldItalic" style names.
    private static func parse(_ name: String) -> (family: String, weight: Weight, italic: Bool) {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return (name, .regular, false) }
        let style = parts[1].lowercased()
        let table: [(String, Weight)] = [("ultralight", .ultraLight), ("thin", .thin), ("light", .light),
                                         ("semibold", .semibold), ("medium", .medium), ("bold", .bold),
                                         ("heavy", .heavy), ("black", .black)]
        let w = table.first { style.contains($0.0) }?.1 ?? .regular
        return (parts[0], w, style.contains("italic") || style.contains("oblique"))
    }

    // MARK: System fonts

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystem(size: fontSize, weight: .regular, italic: true)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.styleName)", familyName: ".AppleSystemUIFontMonospaced",
               pangoFamily: "DejaVu Sans Mono", size: fontSize, weight: weight, italic: false, monospaced: true)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false)
    }

    static func makeSystem(size: CGFloat, weight: Weight, italic: Bool) -> UIFont {
        let display = size >= 20 && FontCatalog.hasFamily("Inter Display")
        let name = (display ? ".SFUI-" : ".SFUI-") + weight.styleName + (italic ? "Italic" : "")
        return UIFont(fontName: name, familyName: ".AppleSystemUIFont",
                      pangoFamily: display ? "Inter Display" : "Inter", size: size, weight: weight, italic: italic)
    }

    /// Dynamic Type at the default (Large) size, as iOS 17 sets it.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        switch style {
        case .largeTitle: return systemFont(ofSize: 34)
        case .title1: return systemFont(ofSize: 28)
        case .title2: return systemFont(ofSize: 22)
        case .title3: return systemFont(ofSize: 20)
        case .headline: return systemFont(ofSize: 17, weight: .semibold)
        case .subheadline: return systemFont(ofSize: 15)
        case .callout: return systemFont(ofSize: 16)
        case .footnote: return systemFont(ofSize: 13)
        case .caption1: return systemFont(ofSize: 12)
        case .caption2: return systemFont(ofSize: 11)
        default: return systemFont(ofSize: 17)
        }
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if familyName == ".AppleSystemUIFont" { return UIFont.makeSystem(size: fontSize, weight: weight, italic: italic) }
        return UIFont(fontName: fontName, familyName: familyName, pangoFamily: pangoFamily, size: fontSize,
                      weight: weight, italic: italic, monospaced: monospaced)
    }

    open class var familyNames: [String] { FontCatalog.families }
    open class func fontNames(forFamilyName familyName: String) -> [String] { FontCatalog.faces(of: familyName) }

    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }

    // MARK: Metrics

    open var ascender: CGFloat { metrics.ascender }
    open var descender: CGFloat { metrics.descender }
    open var capHeight: CGFloat { metrics.capHeight }
    open var xHeight: CGFloat { metrics.xHeight }
    open var leading: CGFloat { 0 }
    open var lineHeight: CGFloat { metrics.ascender - metrics.descender }

    /// The system font reports SF Pro's vertical metrics (Inter draws the glyphs), so text, labels,
    /// buttons and bars get the heights iOS gives them; other fonts report their own.
    private var metrics: FontCatalog.Metrics {
        if isSystemFont {
            let s = pointSize
            return FontCatalog.Metrics(ascender: s * 1950 / 2048, descender: -s * 494 / 2048,
                                       capHeight: s * 1443 / 2048, xHeight: s * 1058 / 2048)
        }
        return FontCatalog.metrics(for: self)
    }

    static let systemFamilyName = ".AppleSystemUIFont"
    var isSystemFont: Bool { familyName == UIFont.systemFamilyName }

    /// A Pango description sized in user-space units (points), so drawing scales with the context.
    func makePangoDescription() -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, pangoFamily)
        pango_font_description_set_weight(d, weight.pangoWeight)
        pango_font_description_set_style(d, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, Double(pointSize) * Double(PANGO_SCALE))
        return d
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.fontName == fontName && o.pointSize == pointSize && o.pangoFamily == pangoFamily
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String {
        "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.styleName.lowercased()); font-style: \(italic ? "italic" : "normal"); font-size: \(pointSize)pt"
    }
}

extension CGFloat {
    func rounded(toPlaces p: Int) -> CGFloat {
        let m = pow(10, CGFloat(p))
        return (self * m).rounded() / m
    }
}
