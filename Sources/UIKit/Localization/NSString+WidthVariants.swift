import Foundation

extension NSString {
    /// The variant of a localized string with width variants (a `.stringsdict` entry of
    /// `NSStringVariableWidthRuleType`) for a presentation width: the one for `width`, else the
    /// next smaller width's, else the smallest's. A string without variants is returned as it is.
    /// (`NSLocalizedString` hands out the widest variant.)
    public func variantFittingPresentationWidth(_ width: Int) -> String {
        let text = self as String
        return LocalizedStringMemory.widths(for: text)?.fitting(width) ?? text
    }
}

extension String {
    /// `NSString.variantFittingPresentationWidth(_:)` on a Swift string, as Apple's example calls it.
    public func variantFittingPresentationWidth(_ width: Int) -> String {
        (self as NSString).variantFittingPresentationWidth(width)
    }
}
