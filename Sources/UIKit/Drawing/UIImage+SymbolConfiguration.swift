import Foundation

extension UIImage {
    /// A symbol's weight, as the system font's weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The system font weight of the same name.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight nearest a font weight.
        init(nearest weight: UIFont.Weight) {
            let steps: [(UIFont.Weight, SymbolWeight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                                         (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)]
            self = steps.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        }
    }

    /// A symbol's size relative to the text it stands beside.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// A symbol image's point size (or the text style or font it takes its size from), weight, scale
    /// and colours. Immutable: `applying(_:)` makes a new one whose specified values win.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// How the symbol's layers are coloured.
        enum Colors: Equatable {
            case unspecified, monochrome, multicolor
            case hierarchical(UIColor)
            case palette([UIColor])
        }

        var pointSize: CGFloat = 0
        var textStyle: UIFont.TextStyle?
        var font: UIFont?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var colors: Colors = .unspecified

        /// A configuration that specifies nothing: the environment decides every value.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public override init() { super.init() }

        public required init(copying other: Configuration) {
            super.init(copying: other)
            guard let other = other as? SymbolConfiguration else { return }
            pointSize = other.pointSize
            textStyle = other.textStyle
            font = other.font
            weight = other.weight
            scale = other.scale
            colors = other.colors
        }

        /// The size of the text style's font at the user's text size (Dynamic Type), and its weight.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = max(0, pointSize)
            self.weight = weight
            self.scale = scale
        }

        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// The font's size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init()
            self.font = font
            self.scale = scale
        }

        /// Drawn in `hierarchicalColor`, its secondary layers in lighter shades of it.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = .hierarchical(hierarchicalColor)
        }

        /// Each layer of the symbol in the next of `paletteColors`.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = .palette(paletteColors)
        }

        /// The symbol's own colours, where it has them.
        open class func preferringMulticolor() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.colors = .multicolor
            return c
        }

        /// The symbol in one colour (the tint).
        open class func preferringMonochrome() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.colors = .monochrome
            return c
        }

        open func configurationPreferringMulticolor() -> Self { with { $0.colors = .multicolor } }
        open func configurationPreferringMonochrome() -> Self { with { $0.colors = .monochrome } }
        open func configurationWithoutTextStyle() -> Self { with { $0.textStyle = nil } }
        open func configurationWithoutScale() -> Self { with { $0.scale = .unspecified } }
        open func configurationWithoutWeight() -> Self { with { $0.weight = .unspecified } }
        open func configurationWithoutPointSizeAndWeight() -> Self {
            with {
                $0.pointSize = 0
                $0.weight = .unspecified
                $0.font = nil
            }
        }

        private func with(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = cloned()
            change(copy)
            return copy
        }

        /// Whether `otherConfiguration` specifies the same values.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool { isEqual(otherConfiguration as Any?) }

        override func merge(_ other: Configuration) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            // A size from a point size, a font or a text style replaces any other source of size.
            if other.pointSize > 0 || other.font != nil || other.textStyle != nil {
                pointSize = other.pointSize
                font = other.font
                textStyle = other.textStyle
            }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if other.colors != .unspecified { colors = other.colors }
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration, super.isEqual(other) else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && font == other.font
                && weight == other.weight && scale == other.scale && colors == other.colors
        }

        open override var hash: Int {
            var h = Hasher()
            h.combine(super.hash)
            h.combine(pointSize)
            h.combine(textStyle)
            h.combine(weight)
            h.combine(scale)
            return h.finalize()
        }

        open override var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize = \(pointSize)") }
            if let textStyle { parts.append("textStyle = \(textStyle.rawValue)") }
            if let font { parts.append("font = \(font.fontName) \(font.pointSize)") }
            if weight != .unspecified { parts.append("weight = \(weight)") }
            if scale != .unspecified { parts.append("scale = \(scale)") }
            if colors != .unspecified { parts.append("colors = \(colors)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        /// The size, weight and scale this configuration draws at in `traits` (the environment's
        /// where it says nothing): the body style's size and weight, at medium scale.
        func metrics(in traits: UITraitCollection?) -> SymbolMetrics {
            let traits = traitCollection.map { t in traits.map { UITraitCollection(traitsFrom: [$0, t]) } ?? t } ?? traits
            var size: CGFloat = 17, fontWeight = UIFont.Weight.regular
            if pointSize > 0 {
                size = pointSize
            } else if let font {
                size = font.pointSize
                fontWeight = font.weight
            } else {
                let style = textStyle ?? .body
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
                size = font.pointSize
                fontWeight = font.weight
            }
            let shownWeight = weight != .unspecified ? weight : SymbolWeight(nearest: fontWeight)
            let shownScale: SymbolScale = (scale == .unspecified || scale == .default) ? .medium : scale
            let displayScale = (traits?.displayScale ?? 0) > 0 ? traits!.displayScale : ScreenScale.current
            return SymbolMetrics(pointSize: size, weight: shownWeight, scale: shownScale, displayScale: displayScale)
        }
    }
}

extension UIImage.SymbolConfiguration {
    /// How navigation bars, toolbars and tab bars show symbols: the body style at large scale.
    static var barItem: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration(textStyle: .body, scale: .large) }
}

/// What a symbol is drawn at, every value decided.
struct SymbolMetrics: Hashable, Sendable {
    var pointSize: CGFloat
    var weight: UIImage.SymbolWeight
    var scale: UIImage.SymbolScale
    var displayScale: CGFloat
}
