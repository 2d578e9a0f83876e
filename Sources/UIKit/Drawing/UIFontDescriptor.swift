import Foundation

/// A font described by attributes — family, PostScript name, size, symbolic traits, weight, text
/// style, design — from which `UIFont(descriptor:size:)` makes the font that fits.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    open var postscriptName: String { (fontAttributes[.name] as? String) ?? "" }
    open var pointSize: CGFloat { UIFontDescriptor.number(fontAttributes[.size]) ?? 0 }
    open var matrix: CGAffineTransform { (fontAttributes[.matrix] as? CGAffineTransform) ?? .identity }

    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: UInt32(UIFontDescriptor.number(traits[.symbolic]) ?? 0))
    }

    var traits: [TraitKey: Any] { (fontAttributes[.traits] as? [TraitKey: Any]) ?? [:] }
    var textStyle: UIFont.TextStyle? {
        (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
            ?? fontAttributes[.textStyle] as? UIFont.TextStyle
    }
    var weight: UIFont.Weight? { UIFontDescriptor.number(traits[.weight]).map(UIFont.Weight.init(rawValue:)) }
    var width: UIFont.Width? { UIFontDescriptor.number(traits[.width]).map(UIFont.Width.init(rawValue:)) }

    // MARK: Derived descriptors

    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    /// Another family: the PostScript name goes, the rest stays.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var a = fontAttributes
        a[.name] = nil
        a[.family] = newFamily
        return UIFontDescriptor(fontAttributes: a)
    }

    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// The same font with these symbolic traits instead of its own (bold, italic, condensed,
    /// expanded, monospace).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var t = traits
        t[.symbolic] = symbolicTraits.rawValue
        // The weight follows the bold trait, as Core Text's matching does.
        if symbolicTraits.contains(.traitBold) {
            if (weight ?? .regular).rawValue < UIFont.Weight.bold.rawValue { t[.weight] = UIFont.Weight.bold.rawValue }
        } else if let w = weight, w.rawValue >= UIFont.Weight.bold.rawValue {
            t[.weight] = UIFont.Weight.regular.rawValue
        }
        var a = fontAttributes
        a[.traits] = t
        a[.name] = nil
        return UIFontDescriptor(fontAttributes: a)
    }

    /// The system font in another design; nil for a font that is not the system font, as on iOS.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = (fontAttributes[.family] as? String) ?? (fontAttributes[.name] as? String).flatMap { UIFont(name: $0, size: 12)?.familyName }
        guard textStyle != nil || family.flatMap(UIFont.systemDesign(ofFamily:)) != nil else { return nil }
        var a = fontAttributes
        a[.name] = nil
        a[.family] = UIFont.makeSystem(size: 12, weight: .regular, italic: false, design: design).familyName
        return UIFontDescriptor(fontAttributes: a)
    }

    /// Descriptors of the fonts that match this one in the mandatory keys (all keys when nil).
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let font = UIFont(descriptor: self, size: 0)
        if let name = fontAttributes[.name] as? String, mandatoryKeys?.contains(.name) ?? true,
           font.fontName.lowercased() != name.lowercased() { return [] }
        if let family = fontAttributes[.family] as? String, mandatoryKeys?.contains(.family) ?? true,
           font.familyName.lowercased() != family.lowercased() { return [] }
        return [font.fontDescriptor]
    }

    // MARK: Text styles

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    static func number(_ value: Any?) -> CGFloat? { CGFloat(attributeValue: value) }

    open override var description: String {
        "UICTFontDescriptor <\(Unmanaged.passUnretained(self).toOpaque())> = \(fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted())"
    }
}
