import Foundation

/// What a label reads from its coder: text (plain or attributed), font, colour, alignment, lines,
/// line breaks and font scaling.
extension UILabel {
    static let alignmentNames: [String: NSTextAlignment] = ["natural": .natural, "left": .left, "center": .center, "right": .right,
                                                            "justified": .justified]
    static let lineBreakNames: [String: NSLineBreakMode] = ["wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
                                                            "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
                                                            "middleTruncation": .byTruncatingMiddle]
    static let baselineAdjustmentNames: [String: UIBaselineAdjustment] = ["alignBaselines": .alignBaselines, "alignCenters": .alignCenters,
                                                                          "none": .none]

    func decodeLabel(from coder: NSCoder) {
        if let t = coder.text("text") { text = t }
        if let f = coder.font("fontDescription") { font = f }
        if let c = coder.color("textColor") { textColor = c }
        if let c = coder.color("highlightedColor") { highlightedTextColor = c }
        if let a = coder.choice("textAlignment", Self.alignmentNames) { textAlignment = a }
        if let n = coder.integer("numberOfLines") { numberOfLines = n }
        if let b = coder.choice("lineBreakMode", Self.lineBreakNames) { lineBreakMode = b }
        if let a = coder.flag("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = a }
        if let m = coder.number("minimumScaleFactor") { minimumScaleFactor = m }
        if let b = coder.choice("baselineAdjustment", Self.baselineAdjustmentNames) { baselineAdjustment = b }
        if let p = coder.number("preferredMaxLayoutWidth") { preferredMaxLayoutWidth = p }
        if let e = coder.flag("enabled") { isEnabled = e }
        if let h = coder.flag("highlighted") { isHighlighted = h }
        // Last: the fragments' own fonts and colours win over the label's.
        if let a = coder.object("attributedText") as? NSAttributedString { attributedText = a }
        decodeAdjustsFontForContentSizeCategory(from: coder)
    }

    func encodeLabel(with coder: NSCoder) {
        if let t = text { coder.encode(t, forKey: "text") }
        coder.encode(font, forKey: "fontDescription")
        coder.encode(textColor, forKey: "textColor")
        coder.encode(textAlignment, in: Self.alignmentNames, forKey: "textAlignment")
        coder.encode(numberOfLines, forKey: "numberOfLines")
        coder.encode(lineBreakMode, in: Self.lineBreakNames, forKey: "lineBreakMode")
    }
}

extension UIContentSizeCategoryAdjusting {
    /// After the font: a text-style font follows the user's text size from now on.
    func decodeAdjustsFontForContentSizeCategory(from coder: NSCoder) {
        if coder.flag("adjustsFontForContentSizeCategory") == true { adjustsFontForContentSizeCategory = true }
    }
}
