import Foundation

/// What a text field reads from its coder: text and placeholder (plain or attributed), border,
/// alignment, font, colour, clear button, font shrinking and keyboard settings.
extension UITextField {
    private static let borderNames: [String: BorderStyle] = ["roundedRect": .roundedRect, "line": .line, "bezel": .bezel, "none": .none]
    private static let viewModes: [String: ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing,
                                                        "always": .always]

    func decodeTextField(from coder: NSCoder) {
        if let t = coder.text("text") { text = t }
        if let p = coder.text("placeholder") { placeholder = p }
        if let b = coder.choice("borderStyle", Self.borderNames) { borderStyle = b }
        if let a = coder.choice("textAlignment", UILabel.alignmentNames) { textAlignment = a }
        if let f = coder.font("fontDescription") { font = f }
        if let c = coder.color("textColor") { textColor = c }
        if let a = coder.object("attributedText") as? NSAttributedString { attributedText = a }
        if let a = coder.object("attributedPlaceholder") as? NSAttributedString { attributedPlaceholder = a }
        if let m = coder.choice("clearButtonMode", Self.viewModes) { clearButtonMode = m }
        if let c = coder.flag("clearsOnBeginEditing") { clearsOnBeginEditing = c }
        if let a = coder.flag("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = a }
        if let m = coder.number("minimumFontSize") { minimumFontSize = m }
        if let name = coder.text("background"), let nib = coder as? any NibCoding { background = nib.image(named: name) }
        DecodedTextInputTraits(coder)?.apply(to: self)
        decodeAdjustsFontForContentSizeCategory(from: coder)
    }

    func encodeTextField(with coder: NSCoder) {
        if let t = text { coder.encode(t, forKey: "text") }
        if let p = placeholder { coder.encode(p, forKey: "placeholder") }
        coder.encode(borderStyle, in: Self.borderNames, forKey: "borderStyle")
        coder.encode(isSecureTextEntry, forKey: "secureTextEntry")
    }
}
