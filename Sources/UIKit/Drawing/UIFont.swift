import Foundation
@_implementationOnly import CPango

/// A font: the system font is Inter (Debian's fonts-inter), standing in for SF Pro; at 20 pt and up
/// Inter Display stands in for SF Pro Display. Metrics come from Pango/HarfBuzz.
open class UIFont: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    let weight: Weight
    let italic: Bool
    let monospaced: Bool
    /// The system font's width (SF's condensed, compressed and expanded widths).
    let width: Width
    /// OpenType features turned on for every glyph ("tnum": monospaced digits).
    let features: [String]
    /// How the font follows the user's text size: set for text-style fonts and `UIFontMetrics`' fonts.
    let dynamic: DynamicTypeSource?
    /// The fontconfig family Pango draws with.
    let pangoFamily: String
    /// The space added after each character, in points (UIFont+Tracking): fixed for a font, and read
    /// by every text layout, so worked out once.
    let tracking: CGFloat

    init(fontName: String, familyName: String, pangoFamily: String, size: CGFloat, weight: Weight,
         italic: Bool, monospaced: Bool = false, width: Width = .standard, features: [String] = [],
         dynamic: DynamicTypeSource? = nil) {
        self.fontName = fontName
        self.familyName = familyName
        self.pangoFamily = pangoFamily
        self.pointSize = size
        self.weight = weight
        self.italic = italic
        self.monospaced = monospaced
        self.width = width
        self.features = features
        self.dynamic = dynamic
        tracking = familyName == UIFont.systemFamilyName ? UIFont.systemTracking(size: size, weight: weight) : 0
        super.init()
    }

    /// The same font at another size, following the user's text size as `dynamic` says.
    func copy(size: CGFloat, dynamic: DynamicTypeSource?) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pangoFamily: pangoFamily, size: size, weight: weight,
               italic: italic, monospaced: monospaced, width: width, features: features, dynamic: dynamic)
    }

    /// A font from a keyed archive (`UIFont+Coding`).
    public required convenience init?(coder: NSCoder) {
        guard let descriptor = UIFont.archivedDescriptor(coder) else { return nil }
        self.init(descriptor: descriptor, size: 0)
    }

    /// A font iOS ships, by PostScript or family name ("HoeflerText-Black", "Georgia"), drawn by its
    /// open stand-in (`IOSFontCatalog`), or a font the app registered; nil for any other name, as on
    /// iOS (the reason is logged).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = fontSize <= 0 ? UIFont.systemFontSize : fontSize
        if let (family, face) = IOSFontCatalog.face(named: fontName) {
            let style = IOSFontCatalog.style(of: face)
            self.init(fontName: face, familyName: family.name, pangoFamily: family.standIn, size: size,
                      weight: style.weight, italic: style.italic, monospaced: family.standIn.hasSuffix("Mono") || family.standIn.hasSuffix("Mono PS"),
                      width: style.condensed ? .condensed : .standard)
            return
        }
        let parsed = UIFont.parse(fontName)
        guard let family = FontCatalog.registeredFamily(matching: parsed.family) ?? FontCatalog.registeredFamily(matching: fontName) else {
            uikitLog.error("UIFont: no font named '\(fontName)': iOS ships no such font and the app registered none (UIAppFonts, UIFont.register(fontAt:))")
            return nil
        }
        self.init(fontName: fontName, familyName: family, pangoFamily: family, size: size,
                  weight: parsed.weight, italic: parsed.italic)
    }

    /// "Family-BoldItalic" style names.
    private static func parse(_ name: String) -> (family: String, weight: Weight, italic: Bool) {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return (name, .regular, false) }
        let style = IOSFontCatalog.style(of: name)
        return (parts[0], style.weight, style.italic)
    }

    // MARK: System fonts (UIFont+System)

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false)
    }

    /// The system font in one of SF's widths. Inter has one width: fontconfig finds none narrower or
    /// wider, so the glyphs keep Inter's width and the font reports the width it was asked for.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, width: width)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystem(size: fontSize, weight: .regular, italic: true)
    }

    /// SF Mono's stand-in, DejaVu Sans Mono.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, design: .monospaced)
    }

    /// The system font with tabular figures: Inter's `tnum` feature sets every digit in one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystem(size: fontSize, weight: weight, italic: false, features: ["tnum"])
    }

    /// The text style's font at the user's text size (`UITraitCollection.current`'s category), with
    /// iOS's size for the style at that size (`.body` is 17 pt at `.large`).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The text style's font at the traits' content size category (the current one when the traits
    /// have none).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = UIFont.category(of: traitCollection)
        let source = DynamicTypeSource(style: style, baseSize: nil, maximumPointSize: nil)
        return makeSystem(size: source.pointSize(at: category), weight: DynamicTypeTable.weight(style), italic: false, dynamic: source)
    }

    /// The descriptor that makes this font again.
    open var fontDescriptor: UIFontDescriptor { descriptorForFont }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if let design = UIFont.systemDesign(ofFamily: familyName) {
            return UIFont.makeSystem(size: fontSize, weight: weight, italic: italic, width: width, design: design, features: features)
        }
        return copy(size: fontSize, dynamic: nil)
    }

    /// The families iOS ships (`IOSFontCatalog`) and those of fonts the app registered.
    open class var familyNames: [String] {
        Array(Set(IOSFontCatalog.families.map(\.name) + FontCatalog.registeredFamilies)).sorted()
    }

    open class func fontNames(forFamilyName familyName: String) -> [String] {
        if let family = IOSFontCatalog.family(named: familyName) { return family.faces }
        guard let registered = FontCatalog.registeredFamily(matching: familyName) else { return [] }
        return FontCatalog.faces(of: registered)
    }

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
        if let m = iOSMetrics {
            let s = pointSize
            return FontCatalog.Metrics(ascender: m.ascender * s, descender: m.descender * s, capHeight: m.capHeight * s, xHeight: m.xHeight * s)
        }
        return FontCatalog.metrics(for: self)
    }

    /// The iOS face's own vertical metrics per point of size, where its stand-in's differ.
    var iOSMetrics: FontCatalog.Metrics? { pangoFamily == familyName ? nil : IOSFontCatalog.verticalMetrics[familyName] }

    /// The fontconfig family that draws the font (an iOS font's open stand-in).
    package var drawingFamily: String { pangoFamily }
    /// Whether fontconfig has the family installed (rather than falling back to another).
    package static func isInstalled(family: String) -> Bool { FontCatalog.hasFamily(family) }

    static let systemFamilyName = ".AppleSystemUIFont"
    var isSystemFont: Bool { familyName == UIFont.systemFamilyName }

    /// A Pango description sized in user-space units (points), so drawing scales with the context.
    func makePangoDescription() -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, pangoFamily)
        pango_font_description_set_weight(d, weight.pangoWeight)
        pango_font_description_set_style(d, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if width != .standard { pango_font_description_set_stretch(d, width.pangoStretch) }
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
