import Foundation

/// The attribute names UIKit defines for attributed strings.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let link = NSAttributedString.Key("NSLink")
}

/// The attribute names Foundation defines for markdown, which Linux Foundation lacks.
extension NSAttributedString.Key {
    /// An `NSNumber` of `InlinePresentationIntent`'s raw value.
    public static let inlinePresentationIntent = NSAttributedString.Key("NSInlinePresentationIntent")
    /// An `NSPresentationIntent`.
    public static let presentationIntentAttributeName = NSAttributedString.Key("NSPresentationIntent")
    /// A markdown image's URL (its text is the alternative text).
    public static let imageURL = NSAttributedString.Key("NSImageURL")
    public static let alternateDescription = NSAttributedString.Key("NSAlternateDescription")
    public static let languageIdentifier = NSAttributedString.Key("NSLanguage")
}
