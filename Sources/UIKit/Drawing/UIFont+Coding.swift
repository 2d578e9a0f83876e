import Foundation

/// A font in a keyed archive: the descriptor that makes it again (family, face, size, weight,
/// width, traits, and a text style's name, so a text-style font follows the user's size again).
extension UIFont: NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        let d = fontDescriptor.fontAttributes
        coder.encode(fontName, forKey: "UIFontName")
        coder.encode(familyName, forKey: "UIFontFamilyName")
        coder.encode(Double(pointSize), forKey: "UIFontPointSize")
        coder.encode(Double(weight.rawValue), forKey: "UIFontWeight")
        coder.encode(Double(width.rawValue), forKey: "UIFontWidth")
        let traits = (d[.traits] as? [UIFontDescriptor.TraitKey: Any])?[.symbolic] as? UInt32 ?? 0
        coder.encode(Int(traits), forKey: "UIFontTraits")
        if let style = d[.textStyle] as? String { coder.encode(style, forKey: "UIFontTextStyle") }
        if !features.isEmpty { coder.encode(features, forKey: "UIFontFeatures") }
    }

    /// What `encode(with:)` wrote, as a descriptor; nil when the coder holds no font.
    static func archivedDescriptor(_ coder: NSCoder) -> UIFontDescriptor? {
        // Foundation on Linux records an error for a missing key where Apple's returns nil: ask first.
        func object(_ key: String) -> Any? { coder.containsValue(forKey: key) ? coder.decodeObject(forKey: key) : nil }
        guard let name = object("UIFontName") as? String else { return nil }
        var a: [UIFontDescriptor.AttributeName: Any] = [
            .name: name, .size: CGFloat(coder.decodeDouble(forKey: "UIFontPointSize")),
            .traits: [UIFontDescriptor.TraitKey.symbolic: UInt32(coder.decodeInteger(forKey: "UIFontTraits")),
                      .weight: CGFloat(coder.decodeDouble(forKey: "UIFontWeight")), .width: CGFloat(coder.decodeDouble(forKey: "UIFontWidth"))],
        ]
        if let family = object("UIFontFamilyName") as? String { a[.family] = family }
        if let style = object("UIFontTextStyle") as? String { a[.textStyle] = style }
        if let features = object("UIFontFeatures") as? [String] { a[.featureSettings] = features }
        return UIFontDescriptor(fontAttributes: a)
    }
}
