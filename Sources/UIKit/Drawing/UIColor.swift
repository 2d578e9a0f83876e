import Foundation
@_spi(OpenUIKit) import CoreGraphics

/// A color, in light-mode values of iOS 17 for the system and semantic colors.
open class UIColor: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    public let cgColor: CGColor

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.hsbToRGB(hue, saturation, brightness)
        cgColor = CGColor(red: r, green: g, blue: b, alpha: alpha)
        super.init()
    }

    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// Dynamic colors resolve to their light appearance (OpenUIKit draws light mode).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(cgColor: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).cgColor)
    }

    public convenience init(_ color: UIColor) { self.init(cgColor: color.cgColor) }

    /// A color that paints the image repeated, from the origin of what it fills (a view's
    /// background, a fill in a drawing); where one color is needed it reads as the image's average.
    @preconcurrency @MainActor public convenience init(patternImage image: UIImage) {
        let tile = image.cgImage ?? UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in
            image.draw(at: .zero)
        }.cgImage
        guard let tile else { self.init(white: 0, alpha: 0); return }
        self.init(cgColor: CGColor(patternImage: tile, scale: image.scale))
    }

    /// A color set from the app's asset catalogs (its "any" or light appearance); nil if none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// A color set from the asset catalogs of `bundle` (nil: the app's bundles).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let color = AssetColor.find(name, bundle: bundle) else { return nil }
        self.init(cgColor: color.cgColor)
    }

    /// 0–255 components, as iOS documents the system colors.
    convenience init(r: Int, g: Int, b: Int, a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

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

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return o.cgColor.rgba == cgColor.rgba
    }

    open override var hash: Int {
        let c = cgColor.rgba
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

    // MARK: System colors (iOS 17, light appearance)

    open class var systemRed: UIColor { UIColor(r: 255, g: 59, b: 48) }
    open class var systemOrange: UIColor { UIColor(r: 255, g: 149, b: 0) }
    open class var systemYellow: UIColor { UIColor(r: 255, g: 204, b: 0) }
    open class var systemGreen: UIColor { UIColor(r: 52, g: 199, b: 89) }
    open class var systemMint: UIColor { UIColor(r: 0, g: 199, b: 190) }
    open class var systemTeal: UIColor { UIColor(r: 48, g: 176, b: 199) }
    open class var systemCyan: UIColor { UIColor(r: 50, g: 173, b: 230) }
    open class var systemBlue: UIColor { UIColor(r: 0, g: 122, b: 255) }
    open class var systemIndigo: UIColor { UIColor(r: 88, g: 86, b: 214) }
    open class var systemPurple: UIColor { UIColor(r: 175, g: 82, b: 222) }
    open class var systemPink: UIColor { UIColor(r: 255, g: 45, b: 85) }
    open class var systemBrown: UIColor { UIColor(r: 162, g: 132, b: 94) }
    open class var systemGray: UIColor { UIColor(r: 142, g: 142, b: 147) }
    open class var systemGray2: UIColor { UIColor(r: 174, g: 174, b: 178) }
    open class var systemGray3: UIColor { UIColor(r: 199, g: 199, b: 204) }
    open class var systemGray4: UIColor { UIColor(r: 209, g: 209, b: 214) }
    open class var systemGray5: UIColor { UIColor(r: 229, g: 229, b: 234) }
    open class var systemGray6: UIColor { UIColor(r: 242, g: 242, b: 247) }
    open class var tintColor: UIColor { .systemBlue }

    // MARK: Semantic colors (light appearance)

    open class var label: UIColor { UIColor(r: 0, g: 0, b: 0) }
    open class var secondaryLabel: UIColor { UIColor(r: 60, g: 60, b: 67, a: 0.6) }
    open class var tertiaryLabel: UIColor { UIColor(r: 60, g: 60, b: 67, a: 0.3) }
    open class var quaternaryLabel: UIColor { UIColor(r: 60, g: 60, b: 67, a: 0.18) }
    open class var link: UIColor { UIColor(r: 0, g: 122, b: 255) }
    open class var placeholderText: UIColor { UIColor(r: 60, g: 60, b: 67, a: 0.3) }
    open class var separator: UIColor { UIColor(r: 60, g: 60, b: 67, a: 0.29) }
    open class var opaqueSeparator: UIColor { UIColor(r: 198, g: 198, b: 200) }
    open class var systemBackground: UIColor { UIColor(r: 255, g: 255, b: 255) }
    open class var secondarySystemBackground: UIColor { UIColor(r: 242, g: 242, b: 247) }
    open class var tertiarySystemBackground: UIColor { UIColor(r: 255, g: 255, b: 255) }
    open class var systemGroupedBackground: UIColor { UIColor(r: 242, g: 242, b: 247) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(r: 255, g: 255, b: 255) }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(r: 242, g: 242, b: 247) }
    open class var systemFill: UIColor { UIColor(r: 120, g: 120, b: 128, a: 0.2) }
    open class var secondarySystemFill: UIColor { UIColor(r: 120, g: 120, b: 128, a: 0.16) }
    open class var tertiarySystemFill: UIColor { UIColor(r: 118, g: 118, b: 128, a: 0.12) }
    open class var quaternarySystemFill: UIColor { UIColor(r: 116, g: 116, b: 128, a: 0.08) }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
