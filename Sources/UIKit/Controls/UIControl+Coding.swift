import Foundation

/// What every control reads from its coder: its state and content alignment.
extension UIControl {
    static let horizontalAlignmentNames: [String: ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing]
    static let verticalAlignmentNames: [String: ContentVerticalAlignment] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]

    func decodeControl(from coder: NSCoder) {
        if let e = coder.flag("enabled") { isEnabled = e }
        if let s = coder.flag("selected") { isSelected = s }
        if let h = coder.flag("highlighted") { isHighlighted = h }
        if let a = coder.choice("contentHorizontalAlignment", Self.horizontalAlignmentNames) { contentHorizontalAlignment = a }
        if let a = coder.choice("contentVerticalAlignment", Self.verticalAlignmentNames) { contentVerticalAlignment = a }
    }

    func encodeControl(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "enabled")
        coder.encode(isSelected, forKey: "selected")
        coder.encode(contentHorizontalAlignment, in: Self.horizontalAlignmentNames, forKey: "contentHorizontalAlignment")
    }
}
