import Foundation

/// The system font (Inter standing in for SF Pro, Inter Display for SF Pro Display from 20 pt) in
/// its designs, and Dynamic Type's resolution of text-style and scaled fonts.
extension UIFont {
    static func makeSystem(size: CGFloat, weight: Weight, italic: Bool, width: Width = .standard,
                           design: UIFontDescriptor.SystemDesign = .default, features: [String] = [],
                           dynamic: DynamicTypeSource? = nil) -> UIFont {
        let style = weight.styleName + (italic ? "Italic" : "")
        switch design {
        case .rounded:
            return UIFont(fontName: ".SFUIRounded-\(style)", familyName: ".AppleSystemUIFontRounded", pangoFamily: IOSFontCatalog.roundedStandIn,
                          size: size, weight: weight, italic: italic, width: width, features: features, dynamic: dynamic)
        case .serif:
            return UIFont(fontName: ".NewYork-\(style)", familyName: ".AppleSystemUIFontSerif", pangoFamily: IOSFontCatalog.serifStandIn,
                          size: size, weight: weight, italic: italic, width: width, features: features, dynamic: dynamic)
        case .monospaced:
            return UIFont(fontName: ".SFMono-\(style)", familyName: ".AppleSystemUIFontMonospaced", pangoFamily: IOSFontCatalog.monospacedStandIn,
                          size: size, weight: weight, italic: italic, monospaced: true, width: width, features: features, dynamic: dynamic)
        default:
            // Debian's Inter Display has no tabular figures: monospaced digits stay with Inter.
            let display = size >= 20 && !features.contains("tnum") && FontCatalog.hasFamily("Inter Display")
            return UIFont(fontName: ".SFUI-\(style)", familyName: systemFamilyName, pangoFamily: display ? "Inter Display" : "Inter",
                          size: size, weight: weight, italic: italic, width: width, features: features, dynamic: dynamic)
        }
    }

    /// The system design a system font family draws (nil for other families).
    static func systemDesign(ofFamily family: String) -> UIFontDescriptor.SystemDesign? {
        switch family {
        case systemFamilyName: return .default
        case ".AppleSystemUIFontRounded": return .rounded
        case ".AppleSystemUIFontSerif": return .serif
        case ".AppleSystemUIFontMonospaced": return .monospaced
        default: return nil
        }
    }

    // MARK: Dynamic Type

    /// The traits' category, else the current traits' (on the main thread), else the current device's.
    static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        if let c = traits?.preferredContentSizeCategory, c != .unspecified { return c }
        if Thread.isMainThread {
            let current = MainActor.assumeIsolated { UITraitCollection.current.preferredContentSizeCategory }
            if current != .unspecified { return current }
        }
        return CurrentTextSize.category
    }

    /// The font as the traits' text size shows it: a text-style or `UIFontMetrics` font at that
    /// size; any other font as it is.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let dynamic else { return self }
        let size = dynamic.pointSize(at: UIFont.category(of: traits))
        guard size != pointSize else { return self }
        if let design = UIFont.systemDesign(ofFamily: familyName) {
            return UIFont.makeSystem(size: size, weight: weight, italic: italic, width: width, design: design, features: features, dynamic: dynamic)
        }
        return copy(size: size, dynamic: dynamic)
    }
}
