import Foundation

/// What of a layout is out of date: everything, the data source's counts, or some elements. The
/// collection view makes one when the layout is invalidated (or the layout makes one for a bounds
/// change) and hands it to `invalidateLayout(with:)`; layouts that cache per element read it in `prepare`.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything: the collection view reloaded its data.
    open internal(set) var invalidateEverything = false
    /// The section and item counts may have changed.
    open internal(set) var invalidateDataSourceCounts = false
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the content offset once the invalidation is done.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size once the invalidation is done.
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var d = invalidatedSupplementaryIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = d
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var d = invalidatedDecorationIndexPaths ?? [:]
        d[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = d
    }
}
