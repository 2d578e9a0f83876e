import Foundation

extension UIFont {
    /// The font a descriptor describes, at `pointSize` (the descriptor's own size when 0). A text
    /// style's descriptor at size 0 makes a font that follows the user's text size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = UIFont.resolve(descriptor, size: pointSize)
        self.init(fontName: f.fontName, familyName: f.familyName, pangoFamily: f.pangoFamily, size: f.pointSize,
                  weight: f.weight, italic: f.italic, monospaced: f.monospaced, width: f.width, features: f.features,
                  dynamic: f.dynamic)
    }

    /// The descriptor that makes this font again.
    var descriptorForFont: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if italic { symbolic.insert(.traitItalic) }
        if weight.rawValue >= Weight.bold.rawValue { symbolic.insert(.traitBold) }
        if monospaced { symbolic.insert(.traitMonoSpace) }
        if width.rawValue < 0 { symbolic.insert(.traitCondensed) }
        if width.rawValue > 0 { symbolic.insert(.traitExpanded) }
        if isSystemFont { symbolic.insert(.traitUIOptimized) }
        var a: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .name: fontName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue, .weight: weight.rawValue, .width: width.rawValue],
        ]
        if let dynamic, dynamic.baseSize == nil { a[.textStyle] = dynamic.style.rawValue }
        if !features.isEmpty { a[.featureSettings] = features }
        return UIFontDescriptor(fontAttributes: a)
    }

    private static func resolve(_ d: UIFontDescriptor, size requested: CGFloat) -> UIFont {
        let size = requested > 0 ? requested : d.pointSize > 0 ? d.pointSize : 12
        let symbolic = d.symbolicTraits
        let italic = symbolic.contains(.traitItalic)
        let width: Width = d.width ?? (symbolic.contains(.traitCondensed) ? .condensed : symbolic.contains(.traitExpanded) ? .expanded : .standard)
        let features = (d.fontAttributes[.featureSettings] as? [String]) ?? []
        func weight(_ base: Weight) -> Weight {
            var w = d.weight ?? base
            if symbolic.contains(.traitBold), w.rawValue < Weight.bold.rawValue { w = .bold }
            return w
        }
        let family = d.fontAttributes[.family] as? String
        let design = family.flatMap(systemDesign(ofFamily:)) ?? (symbolic.contains(.traitMonoSpace) ? .monospaced : nil)
        if let style = d.textStyle {
            let source = DynamicTypeSource(style: style, baseSize: nil, maximumPointSize: nil)
            let fixed = requested > 0 && requested != source.pointSize(at: category(of: nil))
            return makeSystem(size: fixed ? requested : source.pointSize(at: category(of: nil)),
                              weight: weight(DynamicTypeTable.weight(style)), italic: italic, width: width,
                              design: design ?? .default, features: features, dynamic: fixed ? nil : source)
        }
        if let name = d.fontAttributes[.name] as? String, systemDesign(ofFamily: family ?? "") == nil,
           !name.hasPrefix("."), let named = UIFont(name: name, size: size) {
            return symbolic.isEmpty && d.weight == nil ? named : styled(named, weight: weight(named.weight), italic: italic || named.italic, size: size)
        }
        if let family, systemDesign(ofFamily: family) == nil, let named = UIFont(name: family, size: size) {
            return styled(named, weight: weight(named.weight), italic: italic, size: size)
        }
        if let name = d.fontAttributes[.name] as? String, name.hasPrefix(".") {
            let w = IOSFontCatalog.style(of: name).weight
            return makeSystem(size: size, weight: weight(w), italic: italic, width: width, design: design ?? .default, features: features)
        }
        return makeSystem(size: size, weight: weight(.regular), italic: italic, width: width, design: design ?? .default, features: features)
    }

    /// A face of the font's family with this weight and slant: the catalog's nearest face, or the
    /// same family drawn heavier or slanted.
    private static func styled(_ font: UIFont, weight: Weight, italic: Bool, size: CGFloat) -> UIFont {
        if let family = IOSFontCatalog.family(named: font.familyName),
           let face = IOSFontCatalog.nearestFace(in: family, weight: weight, italic: italic) {
            return UIFont(name: face, size: size) ?? font
        }
        return UIFont(fontName: font.fontName, familyName: font.familyName, pangoFamily: font.pangoFamily, size: size,
                      weight: weight, italic: italic, monospaced: font.monospaced, width: font.width, features: font.features)
    }
}
