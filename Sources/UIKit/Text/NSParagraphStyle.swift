import Foundation

/// How a paragraph is set: alignment, indents, line heights and spacing, tab stops, line breaking
/// and hyphenation. The style at a paragraph's first character applies to the whole paragraph.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    /// Stored values (the mutable subclass's setters write them).
    var values = Values()

    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var maximumLineHeight: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var tabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation = false
        var lineBreakStrategy: LineBreakStrategy = []
    }

    public override init() { super.init() }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of the language (right to left for Arabic and Hebrew).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .leftToRight }
        return Locale.Language(identifier: languageName).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Twelve left tabs every 28 points, as iOS's default style has.
    static let defaultTabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

    open var alignment: NSTextAlignment { values.alignment }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: from the leading margin; zero or negative: in from the trailing margin.
    open var tailIndent: CGFloat { values.tailIndent }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var tabStops: [NSTextTab]! { values.tabStops }
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    open var hyphenationFactor: Float { values.hyphenationFactor }
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.values = values
        return c
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.values = values
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { Int(values.lineSpacing * 7 + values.paragraphSpacing * 13) ^ values.alignment.rawValue }

    /// Where lines may break besides the standard rules (`.pushOut` avoids a short last line,
    /// `.hangulWordPriority` keeps Korean words whole).
    public struct LineBreakStrategy: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
