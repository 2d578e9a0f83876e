import Foundation

/// Auto Layout's debugging calls: ambiguity, and the constraints that affect an axis.
extension UIView {
    // MARK: Debugging

    /// Whether the constraints leave this view's frame with more than one solution.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(axis: .horizontal) || hasAmbiguousLayout(axis: .vertical)
    }

    func hasAmbiguousLayout(axis: NSLayoutConstraint.Axis) -> Bool {
        guard let n = layoutState?.node, let e = n.engine else { return false }
        return e.isAmbiguous(n, axis: axis)
    }

    /// Moves an ambiguously laid out view to another of its solutions, to show what is missing.
    public func exerciseAmbiguityInLayout() {
        guard let n = layoutState?.node, let e = n.engine, !translatesAutoresizingMaskIntoConstraints else { return }
        // Another valid place, shown until the layout next changes.
        var f = frame
        if let x = e.probe(n.x, by: 40) { f.origin.x = x }
        if let y = e.probe(n.y, by: 40) { f.origin.y = y }
        if let w = e.probe(n.w, by: 40) { f.size.width = w }
        if let h = e.probe(n.h, by: 40) { f.size.height = h }
        frame = f
    }

    /// The app's constraints that bear on this view's frame on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutState?.node?.userConstraints(on: axis) ?? []
    }
}
