import Foundation

/// A view's or layout guide's attribute, for making constraints with type-checked partners:
/// x-axis anchors pair with x-axis anchors, y with y, dimensions with dimensions.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let term: LayoutTerm

    init(term: LayoutTerm) { self.term = term }
    convenience init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.init(term: LayoutTerm(item: item, attribute: attribute))
    }

    /// The view or layout guide it belongs to.
    open var item: AnyObject? { term.item }
    /// The attribute's name, as UIKit shows it.
    open var name: String { term.attribute.description }

    nonisolated open override var debugDescription: String { MainActor.assumeIsolated { anchorDescription } }

    var anchorDescription: String {
        // Named by its kind, whatever generic form holds it (a constraint's `firstAnchor`).
        let kind = term.attribute.isSize || term.offset != nil ? "NSLayoutDimension" : term.attribute.isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        guard let item = term.item else { return "<\(kind):\(LayoutDescriptions.address(self)) \"\(name)\">" }
        return "<\(kind):\(LayoutDescriptions.address(self)) \"\(LayoutDescriptions.item(item)).\(name)\">"
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, c) }

    /// Whether the item's frame on this anchor's axis has more than one solution.
    open var hasAmbiguousLayout: Bool {
        guard let v = NSLayoutConstraint.view(of: term.item) else { return false }
        return v.hasAmbiguousLayout(axis: term.attribute.isHorizontal ? .horizontal : .vertical)
    }

    /// The constraints that bear on this anchor's axis of its item.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let v = term.item as? UIView else { return [] }
        return v.constraintsAffectingLayout(for: term.attribute.isHorizontal ? .horizontal : .vertical)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, _ c: CGFloat,
              multiplier: CGFloat = 1) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: term, relation, second: other?.term, multiplier: multiplier, constant: c)
        constraint.validate()
        return constraint
    }
}

/// The distance a standard spacing between siblings stands for (Interface Builder's 8 points).
let systemSpacing: CGFloat = 8
