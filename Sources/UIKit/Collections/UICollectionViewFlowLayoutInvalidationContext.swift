import Foundation

/// A flow layout's invalidation: whether the items' places must be worked out again, and whether the
/// delegate's sizes must be asked for again. A scroll with pinned headers invalidates neither.
@preconcurrency @MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
