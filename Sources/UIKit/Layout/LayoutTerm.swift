import Foundation

/// One side of a constraint as the engine reads it: an item's attribute, or the distance from
/// one anchor to another (`anchorWithOffset(to:)`).
final class LayoutTerm {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For a distance: from `offset.0` to `offset.1`.
    let offset: (from: LayoutTerm, to: LayoutTerm)?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        offset = nil
    }

    init(from: LayoutTerm, to: LayoutTerm) {
        item = nil
        attribute = from.attribute.isHorizontal ? .width : .height
        offset = (from, to)
    }

    /// The items it reads, distances unfolded.
    var leaves: [LayoutTerm] { offset.map { $0.from.leaves + $0.to.leaves } ?? [self] }

    var mentionsLeadingOrTrailing: Bool {
        leaves.contains { [.leading, .trailing, .leadingMargin, .trailingMargin].contains($0.attribute) }
    }
}
