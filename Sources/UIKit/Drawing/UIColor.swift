import Foundation
import CoreGraphics

/// A color. A dynamic one (`init(dynamicProvider:)`, the system and semantic colors, an asset
/// catalog's color with appearances) resolves per trait collection (`resolvedColor(with:)`); its
/// `cgColor` is what it is for `UITraitCollection.current`, as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    /// A fixed color's value; a dynamic one's light appearance.
    let fixedCGColor: CGColor
    /// What a dynamic color is for a trait collection; nil for a fixed color.
    let provider: ((UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        super.init()
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        fixedCGColor = CGColor(gray: white, alpha: alpha)
        provider = nil
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.hsbToRGB(hue, saturation, brightness)
        fixedCGColor = CGColor(red: r, green: g, blue: b, alpha: alpha)
        provider = nil
        super.init()
    }

    public init(cgColor: CGColor) {
        fixedCGColor = cgColor
        provider = nil
        super.init()
    }

    /// A color from a keyed archive (`UIColor+Coding`).
    public required convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "UIRed") else { return nil }
        self.init(red: CGFloat(coder.decodeDouble(forKey: "UIRed")), green: CGFloat(coder.decodeDouble(forKey: "UIGreen")),
                  blue: CGFloat(coder.decodeDouble(forKey: "UIBlue")), alpha: CGFloat(coder.decodeDouble(forKey: "UIAlpha")))
    }

    /// A color that asks `dynamicProvider` what it is for each trait collection it is resolved with.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedCGColor = dynamicProvider(UIColor.lightTraits).resolvedColor(with: UIColor.lightTraits).fixedCGColor
        provider = dynamicProvider
        super.init()
    }

    /// The color's Core Graphics value: a dynamic color resolved for `UITraitCollection.current`
    /// (set by UIKit while a view draws, lays out or hears of a trait change).
    open var cgColor: CGColor {
        guard provider != nil else { return fixedCGColor }
        return resolvedColor(with: CurrentColorTraits.traits).fixedCGColor
    }

    /// Whether the color changes with traits (light and dark, contrast, elevation).
    var isDynamic: Bool { provider != nil }

    /// The traits a dynamic color's `cgColor` is taken at.
    static let lightTraits = UITraitCollection(userInterfaceStyle: .light)
    static let darkTraits = UITraitCollection(userInterfaceStyle: .dark)

    /// A system color with iOS 17's values.
    static func system(_ values: SystemColorValues) -> UIColor {
        UIColor { traits in
            let v = values.value(for: traits)
            return UIColor(r: v.r, g: v.g, b: v.b, a: v.a)
        }
    }

    /// The same color; a dynamic one stays dynamic.
    public convenience init(_ color: UIColor) {
        if let provider = color.provider { self.init(dynamicProvider: provider) } else { self.init(cgColor: color.fixedCGColor) }
    }

    /// A color that paints the image repeated, from the origin of what it fills (a view's
    /// background, a fill in a drawing); where one color is needed it reads as the image's average.
    @preconcurrency @MainActor public convenience init(patternImage image: UIImage) {
        let tile = image.cgImage ?? UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in
            image.draw(at: .zero)
        }.cgImage
        guard let tile else { self.init(white: 0, alpha: 0); return }
        self.init(cgColor: CGColor(patternImage: tile, scale: image.scale))
    }

    /// A color set from the app's asset catalogs, dynamic when the set has dark or high-contrast
    /// appearances; nil if none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// A color set from the asset catalogs of `bundle` (nil: the app's bundles); with a trait
    /// collection, the set's color for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = AssetColor.find(name, bundle: bundle) else { return nil }
        if let traitCollection {
            self.init(cgColor: color.resolvedColor(with: traitCollection).fixedCGColor)
        } else if let provider = color.provider {
            self.init(dynamicProvider: provider)
        } else {
            self.init(cgColor: color.fixedCGColor)
        }
    }

    /// 0–255 components, as iOS documents the system colors.
    convenience init(r: Int, g: Int, b: Int, a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return UIColor(cgColor: fixedCGColor.copy(alpha: alpha) ?? fixedCGColor)
    }

    /// What the color is under `traitCollection`: a fixed color itself, a dynamic one its provider's answer.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.r; green?.pointee = c.g; blue?.pointee = c.b; alpha?.pointee = c.a
        return true
    }

    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let comps = cgColor.components else { return false }
        white?.pointee = comps[0]; alpha?.pointee = comps[1]
        return true
    }

    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        let mx = max(c.r, c.g, c.b), mn = min(c.r, c.g, c.b), d = mx - mn
        var h: CGFloat = 0
        if d > 0 {
            if mx == c.r { h = (c.g - c.b) / d + (c.g < c.b ? 6 : 0) }
            else if mx == c.g { h = (c.b - c.r) / d + 2 }
            else { h = (c.r - c.g) / d + 4 }
            h /= 6
        }
        hue?.pointee = h; saturation?.pointee = mx == 0 ? 0 : d / mx; brightness?.pointee = mx; alpha?.pointee = c.a
        return true
    }

    static func hsbToRGB(_ h: CGFloat, _ s: CGFloat, _ v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let hh = (h - floor(h)) * 6
        let i = Int(hh) % 6, f = hh - floor(hh)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    // MARK: Setting the current context's colors

    @preconcurrency @MainActor open func set() { setFill(); setStroke() }
    @preconcurrency @MainActor open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    @preconcurrency @MainActor open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Fixed colors are equal when their components are; dynamic ones when they are the same in
    /// light and in dark.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        guard o.isDynamic == isDynamic else { return false }
        guard isDynamic else { return o.fixedCGColor.rgba == fixedCGColor.rgba }
        return [UIColor.lightTraits, UIColor.darkTraits].allSatisfy {
            o.resolvedColor(with: $0).fixedCGColor.rgba == resolvedColor(with: $0).fixedCGColor.rgba
        }
    }

    open override var hash: Int {
        let c = fixedCGColor.rgba
        return [c.r, c.g, c.b, c.a].map { Int($0 * 255) }.reduce(0) { $0 &* 31 &+ $1 }
    }

    open override var description: String {
        let c = cgColor.rgba
        return String(format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(c.r), Double(c.g), Double(c.b), Double(c.a))
    }

    // MARK: Fixed colors

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colors (iOS 17, light and dark, high contrast)

    open class var systemRed: UIColor { .system(SystemPalette.red) }
    open class var systemOrange: UIColor { .system(SystemPalette.orange) }
    open class var systemYellow: UIColor { .system(SystemPalette.yellow) }
    open class var systemGreen: UIColor { .system(SystemPalette.green) }
    open class var systemMint: UIColor { .system(SystemPalette.mint) }
    open class var systemTeal: UIColor { .system(SystemPalette.teal) }
    open class var systemCyan: UIColor { .system(SystemPalette.cyan) }
    open class var systemBlue: UIColor { .system(SystemPalette.blue) }
    open class var systemIndigo: UIColor { .system(SystemPalette.indigo) }
    open class var systemPurple: UIColor { .system(SystemPalette.purple) }
    open class var systemPink: UIColor { .system(SystemPalette.pink) }
    open class var systemBrown: UIColor { .system(SystemPalette.brown) }
    open class var systemGray: UIColor { .system(SystemPalette.gray) }
    open class var systemGray2: UIColor { .system(SystemPalette.gray2) }
    open class var systemGray3: UIColor { .system(SystemPalette.gray3) }
    open class var systemGray4: UIColor { .system(SystemPalette.gray4) }
    open class var systemGray5: UIColor { .system(SystemPalette.gray5) }
    open class var systemGray6: UIColor { .system(SystemPalette.gray6) }
    open class var tintColor: UIColor { .systemBlue }

    // MARK: Semantic colors (light and dark, elevated backgrounds)

    open class var label: UIColor { .system(SystemPalette.label) }
    open class var secondaryLabel: UIColor { .system(SystemPalette.secondaryLabel) }
    open class var tertiaryLabel: UIColor { .system(SystemPalette.tertiaryLabel) }
    open class var quaternaryLabel: UIColor { .system(SystemPalette.quaternaryLabel) }
    open class var link: UIColor { .system(SystemPalette.link) }
    open class var placeholderText: UIColor { .system(SystemPalette.placeholderText) }
    open class var separator: UIColor { .system(SystemPalette.separator) }
    open class var opaqueSeparator: UIColor { .system(SystemPalette.opaqueSeparator) }
    open class var systemBackground: UIColor { .system(SystemPalette.systemBackground) }
    open class var secondarySystemBackground: UIColor { .system(SystemPalette.secondarySystemBackground) }
    open class var tertiarySystemBackground: UIColor { .system(SystemPalette.tertiarySystemBackground) }
    open class var systemGroupedBackground: UIColor { .system(SystemPalette.systemGroupedBackground) }
    open class var secondarySystemGroupedBackground: UIColor { .system(SystemPalette.secondarySystemGroupedBackground) }
    open class var tertiarySystemGroupedBackground: UIColor { .system(SystemPalette.tertiarySystemGroupedBackground) }
    open class var systemFill: UIColor { .system(SystemPalette.systemFill) }
    open class var secondarySystemFill: UIColor { .system(SystemPalette.secondarySystemFill) }
    open class var tertiarySystemFill: UIColor { .system(SystemPalette.tertiarySystemFill) }
    open class var quaternarySystemFill: UIColor { .system(SystemPalette.quaternarySystemFill) }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
