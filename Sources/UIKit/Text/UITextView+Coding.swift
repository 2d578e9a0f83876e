import Foundation

/// What a text view reads from its coder: text (plain or attributed), font, colour, alignment,
/// whether it edits and selects, and keyboard settings.
extension UITextView {
    func decodeTextView(from coder: NSCoder) {
        if let t = coder.text("text") { text = t }
        if let e = coder.flag("editable") { isEditable = e }
        if let s = coder.flag("selectable") { isSelectable = s }
        if let f = coder.font("fontDescription") { font = f }
        if let c = coder.color("textColor") { textColor = c }
        if let a = coder.choice("textAlignment", UILabel.alignmentNames) { textAlignment = a }
        if let a = coder.object("attributedText") as? NSAttributedString { attributedText = a }
        DecodedTextInputTraits(coder)?.apply(to: self)
        decodeAdjustsFontForContentSizeCategory(from: coder)
    }

    func encodeTextView(with coder: NSCoder) {
        coder.encode(text ?? "", forKey: "text")
        coder.encode(isEditable, forKey: "editable")
    }
}
