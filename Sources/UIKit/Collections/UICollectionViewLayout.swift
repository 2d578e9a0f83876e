import Foundation

/// Where a collection view's elements go. Subclasses compute positions in `prepare()` and answer
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`;
/// the collection view asks again after `invalidateLayout()`. Insertions and deletions animate from
/// `initialLayoutAttributesForAppearingItem(at:)` and to `finalLayoutAttributesForDisappearingItem(at:)`.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is installed in.
    open internal(set) weak var collectionView: UICollectionView?
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationNibs: [String: UINib] = [:]
    /// The invalidation waiting for the next `prepare` (nil: the layout is up to date).
    var pendingInvalidation: UICollectionViewLayoutInvalidationContext?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes this layout makes (for subclasses that add properties).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: The layout

    /// Called before every layout pass that follows an invalidation: compute and cache here.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a scroll should stop, given where it would: the default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content should be after an update or a layout change.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Invalidation

    /// Whether a new bounds (a scroll, a resize) needs a new layout: by default only a new size does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return cv.bounds.size != newBounds.size
    }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeContext()
    }

    /// Whether a cell's own size (self-sizing) differs enough to lay out again.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let c = makeContext()
        c.invalidateItems(at: [originalAttributes.indexPath])
        return c
    }

    /// The layout is out of date: the collection view lays out again on its next pass.
    open func invalidateLayout() {
        let c = makeContext()
        invalidateLayout(with: c)
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation {
            pending.invalidateEverything = pending.invalidateEverything || context.invalidateEverything
            pending.invalidateDataSourceCounts = pending.invalidateDataSourceCounts || context.invalidateDataSourceCounts
            pending.contentOffsetAdjustment.x += context.contentOffsetAdjustment.x
            pending.contentOffsetAdjustment.y += context.contentOffsetAdjustment.y
            if let ips = context.invalidatedItemIndexPaths { pending.invalidateItems(at: ips) }
        } else {
            pendingInvalidation = context
        }
        collectionView?.layoutInvalidated()
    }

    func makeContext() -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    // MARK: Decoration views

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nil
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
        decorationNibs[elementKind] = nib
    }

    // MARK: Updates

    /// A batch update is about to animate: `updateItems` says what is inserted, deleted, moved, reloaded.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    // Where elements start and end when an update animates. nil (the default) means: an inserted
    // element fades in where it lands, a deleted one fades out where it was, the rest glide.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Interactive movement

    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let a = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.center = position
        a.zIndex = Int.max / 2
        return a
    }

    /// The collection view's background the layout asks for (a grouped list's grey), if any.
    var defaultBackgroundColor: UIColor? { nil }

    /// The actions a swipe on an item reveals (a list section's providers), if any.
    func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? { nil }

    // MARK: Sections that scroll on their own (hooks a layout answers; the collection view hosts them)

    /// The sections that scroll across the layout's direction (a compositional layout's orthogonal sections).
    func orthogonalSections() -> [OrthogonalSectionGeometry] { [] }

    /// A section's inner scroll view moved to `offset`: the layout places that section's items for it.
    func orthogonalOffsetChanged(_ offset: CGFloat, section: Int) {}

    /// How far a section's inner scroll view has moved (0 for sections that do not scroll on their own).
    func orthogonalOffset(section: Int) -> CGFloat { 0 }

    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
