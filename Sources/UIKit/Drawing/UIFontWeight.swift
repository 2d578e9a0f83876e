import Foundation
@_implementationOnly import CPango

extension UIFont {
    /// Apple's font weights, with their raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest CSS-style weight, which fontconfig matches against Inter's faces.
        var pangoWeight: PangoWeight {
            let table: [(CGFloat, UInt32)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                              (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            let best = table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!
            return PangoWeight(rawValue: best.1)
        }

        var styleName: String {
            switch pangoWeight.rawValue {
            case 100: return "Ultralight"
            case 200: return "Thin"
            case 300: return "Light"
            case 500: return "Medium"
            case 600: return "Semibold"
            case 700: return "Bold"
            case 800: return "Heavy"
            case 900: return "Black"
            default: return "Regular"
            }
        }
    }

    /// Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
    }

    /// The system font's widths (iOS 16), with Apple's raw values.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// fontconfig picks a face of this width where the family has one.
        var pangoStretch: PangoStretch {
            rawValue <= -0.3 ? PANGO_STRETCH_EXTRA_CONDENSED : rawValue < 0 ? PANGO_STRETCH_CONDENSED
                : rawValue > 0 ? PANGO_STRETCH_EXPANDED : PANGO_STRETCH_NORMAL
        }
    }
}
