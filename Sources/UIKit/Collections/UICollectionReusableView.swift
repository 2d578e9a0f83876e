import Foundation

/// A view a collection view keeps for reuse: supplementary views (headers, footers), decoration views,
/// and, as `UICollectionViewCell`, cells. The collection view applies the layout's attributes to it.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with (the kind, for a decoration view).
    open internal(set) var reuseIdentifier: String?
    /// The pool the view returns to (category, kind and identifier).
    var poolKey: String?
    /// The collection view that shows it (set while it is on screen or in a reuse pool).
    weak var collectionView: UICollectionView?
    /// The attributes last applied, so the same ones are not applied twice.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Required (unlike on iOS) so that registering a class can make views of a subclass: Swift builds
    /// an instance from a class value only through a required initializer (porting guide, section 5).
    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.text("reuseIdentifier")
    }

    /// Called before the view is handed out again: reset what the last element set.
    open func prepareForReuse() {}

    /// The layout's attributes for the element (beyond frame, alpha, transform and z order, which the
    /// collection view applies itself): subclasses read their own attributes' properties here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The view's own size for a layout with estimated sizes: measured with Auto Layout (or the content
    /// configuration's view) in the dimensions the layout leaves open; the rest as the layout says.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.selfSizing.horizontal || layoutAttributes.selfSizing.vertical,
              let a = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        let h: UILayoutPriority = a.selfSizing.horizontal ? .fittingSizeLevel : .required
        let v: UILayoutPriority = a.selfSizing.vertical ? .fittingSizeLevel : .required
        var size = fittingSize(for: a.size, horizontal: h, vertical: v)
        if !a.selfSizing.horizontal { size.width = a.size.width }
        if !a.selfSizing.vertical { size.height = a.size.height }
        a.size = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        return a
    }

    /// What the view measures in `preferredLayoutAttributesFitting`; cells measure their content view.
    func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    /// The view is about to change from one layout's attributes to another's.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
