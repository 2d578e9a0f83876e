import Foundation

extension InlinePresentationIntent {
    /// The attributes UIKit draws a run with when markdown marked it, as TextKit does on iOS:
    /// emphasis italic, strong emphasis bold, code in the monospaced system font, strikethrough a
    /// single line. A font or strikethrough the run sets itself is kept, given the traits.
    static func resolving(_ attributes: [NSAttributedString.Key: Any], font base: UIFont) -> [NSAttributedString.Key: Any] {
        guard let value = attributes[.inlinePresentationIntent] else { return attributes }
        let intent = (value as? InlinePresentationIntent) ?? CGFloat(attributeValue: value).map { InlinePresentationIntent(rawValue: UInt(max(0, $0))) } ?? []
        guard !intent.isDisjoint(with: [.emphasized, .stronglyEmphasized, .code, .strikethrough]) else { return attributes }
        var resolved = attributes
        var font = (attributes[.font] as? UIFont) ?? base
        if intent.contains(.code) { font = UIFont.monospacedSystemFont(ofSize: font.pointSize, weight: .regular) }
        var traits = font.fontDescriptor.symbolicTraits
        if intent.contains(.stronglyEmphasized) { traits.insert(.traitBold) }
        if intent.contains(.emphasized) { traits.insert(.traitItalic) }
        if traits != font.fontDescriptor.symbolicTraits, let descriptor = font.fontDescriptor.withSymbolicTraits(traits) {
            font = UIFont(descriptor: descriptor, size: font.pointSize)
        }
        resolved[.font] = font
        if intent.contains(.strikethrough), resolved[.strikethroughStyle] == nil {
            resolved[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
        }
        return resolved
    }
}
