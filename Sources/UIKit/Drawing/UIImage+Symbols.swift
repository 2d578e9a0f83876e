import Foundation
import CoreGraphics

/// What a symbol image was made from, so that a new configuration can draw it again.
struct SymbolSource: @unchecked Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration
    /// `withTintColor(_:)`'s colour: the symbol is always drawn in it.
    var tint: UIColor?
}

/// SF Symbols (`UIImage(systemName:)`): drawn by `SymbolRenderer` from the open glyphs that stand
/// in for Apple's, at the configuration's size, weight and scale, resolved against its traits.
/// A symbol is a template image (the tint colours it) unless its configuration gives it colours.
extension UIImage {
    /// The system symbol `name` at the default configuration (the body text style, regular weight,
    /// medium scale); nil for a name that is not a symbol, as on iOS (logged once).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol resolved against `traitCollection` (its display scale and text size).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { SymbolConfiguration.unspecified.withTraitCollection($0) })
    }

    /// The system symbol drawn with `configuration` (a `SymbolConfiguration`, or a configuration
    /// that gives only traits).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolic = SymbolConfiguration.unspecified.applying(configuration)
        self.init(symbol: SymbolSource(name: name, configuration: symbolic, tint: nil))
    }

    /// iOS 16's variable symbols: the stand-in glyphs have no variable layers, so `value` is not drawn.
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    convenience init?(symbol source: SymbolSource) {
        let config = source.configuration
        guard let drawn = SymbolRenderer.render(source.name, config.metrics(in: nil)) else { return nil }
        var image = drawn.image
        var mode = RenderingMode.alwaysTemplate
        if let ink = source.tint ?? UIImage.firstColor(config.colors) {
            let traits = config.traitCollection ?? UIColor.lightTraits
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = ink.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            image = SymbolRenderer.colored(image, red: r, green: g, blue: b, alpha: a)
            mode = .alwaysOriginal
        }
        self.init(cgImage: image, scale: drawn.scale, orientation: .up)
        renderingMode = mode
        symbol = source
        baseline = drawn.baselineOffset
    }

    /// The colour a configuration draws a one-layer glyph in: the hierarchical colour, or the
    /// palette's first; nil for the tint (monochrome, and multicolour, as the glyphs have no colours).
    private static func firstColor(_ colors: SymbolConfiguration.Colors) -> UIColor? {
        switch colors {
        case .hierarchical(let color): color
        case .palette(let colors): colors.first
        default: nil
        }
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The image's configuration: a symbol's `SymbolConfiguration` (unspecified at first); nil for
    /// other images.
    public var configuration: Configuration? { symbol?.configuration }

    /// A symbol's configuration; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The image drawn with `configuration` in place of its own (a symbol is drawn again; another
    /// image is returned as it is).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let source = symbol else { return self }
        let symbolic = SymbolConfiguration.unspecified.applying(configuration)
        return redrawn(SymbolSource(name: source.name, configuration: symbolic, tint: source.tint)) ?? self
    }

    /// A symbol drawn with `configuration`'s specified values over its own; nil for other images.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let source = symbol else { return nil }
        return redrawn(SymbolSource(name: source.name, configuration: source.configuration.applying(configuration), tint: source.tint))
    }

    /// The symbol drawn again, keeping a rendering mode the app chose.
    func redrawn(_ source: SymbolSource) -> UIImage? {
        guard let image = UIImage(symbol: source) else { return nil }
        if renderingMode == .alwaysOriginal, image.renderingMode == .alwaysTemplate { return image.withRenderingMode(.alwaysOriginal) }
        return image
    }

    /// A symbol drawn with `fallback` where its own configuration says nothing (the size bars show
    /// symbols at); other images as they are.
    func withDefaultSymbolConfiguration(_ fallback: SymbolConfiguration) -> UIImage {
        guard let source = symbol else { return self }
        return redrawn(SymbolSource(name: source.name, configuration: fallback.applying(source.configuration), tint: source.tint)) ?? self
    }

    /// The width a list gives the image: a symbol is centred in a column as wide as it is tall, so
    /// the text beside symbols of one configuration lines up, as iOS lays out cells.
    var layoutSlotWidth: CGFloat { isSymbolImage ? max(size.width, size.height) : size.width }

    /// Whether the image has a baseline to align with text (symbols do).
    public var hasBaseline: Bool { baseline != nil }

    /// The distance from the image's bottom edge to its baseline, in points (0 without one).
    public var baselineOffsetFromBottom: CGFloat { baseline ?? 0 }

    /// A copy whose baseline is `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        let copy = variant()
        copy.baseline = baselineOffset
        return copy
    }

    /// A copy with no baseline.
    public func imageWithoutBaseline() -> UIImage {
        let copy = variant()
        copy.baseline = nil
        return copy
    }
}

extension UIImage {
    /// Every SF Symbols name `UIImage(systemName:)` draws, in the table's order (Docs/Symbols.md).
    package static var systemSymbolNames: [String] { SymbolNames.names }
}
