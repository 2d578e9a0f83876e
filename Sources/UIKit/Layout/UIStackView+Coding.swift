import Foundation

/// What a stack view reads from its coder: axis, spacing, distribution, alignment and how it
/// arranges; a nib's subviews are its arranged subviews, in file order.
extension UIStackView {
    private static let distributionNames: [String: Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering]
    private static let alignmentNames: [String: Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing, "bottom": .bottom,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline]

    func decodeStackView(from coder: NSCoder) {
        if let a = coder.choice("axis", ["horizontal": NSLayoutConstraint.Axis.horizontal, "vertical": .vertical]) { axis = a }
        if let v = coder.number("spacing") { spacing = v }
        if let d = coder.choice("distribution", Self.distributionNames) { distribution = d }
        if let a = coder.choice("alignment", Self.alignmentNames) { alignment = a }
        if let b = coder.flag("baselineRelativeArrangement") { isBaselineRelativeArrangement = b }
        if coder.flag("layoutMarginsFollowReadableWidth") == true || coder.flag("layoutMarginsRelativeArrangement") == true {
            isLayoutMarginsRelativeArrangement = true
        }
    }

    func encodeStackView(with coder: NSCoder) {
        coder.encode(axis == .vertical ? "vertical" : "horizontal", forKey: "axis")
        coder.encode(Double(spacing), forKey: "spacing")
        coder.encode(distribution, in: Self.distributionNames, forKey: "distribution")
        coder.encode(alignment, in: Self.alignmentNames.filter { !["top", "bottom"].contains($0.key) }, forKey: "alignment")
    }
}
