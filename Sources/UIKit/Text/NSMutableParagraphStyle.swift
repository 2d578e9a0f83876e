import Foundation

/// A paragraph style to set up.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = max(0, newValue) } }
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = max(0, newValue) } }
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = max(0, newValue) } }
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = max(0, newValue) } }
    open override var paragraphSpacingBefore: CGFloat { get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = max(0, newValue) } }
    open override var baseWritingDirection: NSWritingDirection { get { values.baseWritingDirection } set { values.baseWritingDirection = newValue } }
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = max(0, newValue) } }
    open override var tabStops: [NSTextTab]! { get { values.tabStops } set { values.tabStops = (newValue ?? []).sorted { $0.location < $1.location } } }
    open override var defaultTabInterval: CGFloat { get { values.defaultTabInterval } set { values.defaultTabInterval = max(0, newValue) } }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation } set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = min(1, max(0, newValue)) } }
    open override var usesDefaultHyphenation: Bool { get { values.usesDefaultHyphenation } set { values.usesDefaultHyphenation = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy { get { values.lineBreakStrategy } set { values.lineBreakStrategy = newValue } }

    open func addTabStop(_ anObject: NSTextTab) { tabStops = tabStops + [anObject] }
    open func removeTabStop(_ anObject: NSTextTab) { tabStops = tabStops.filter { $0 != anObject } }

    /// Takes every value of another style.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}
