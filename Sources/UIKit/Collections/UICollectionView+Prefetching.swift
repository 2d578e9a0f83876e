import Foundation

/// Telling the prefetch data source which items will soon scroll into view (the next screenful in
/// the direction of the scroll), and which no longer will.
extension UICollectionView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            prefetched = []
            return
        }
        let b = bounds
        let last = lastPrefetchOrigin ?? b.origin
        let moved = CGPoint(x: b.minX - last.x, y: b.minY - last.y)
        // A pass without a scroll keeps the direction of the last one.
        if moved != .zero || lastPrefetchOrigin == nil {
            lastPrefetchOrigin = b.origin
            prefetchBackward = contentSize.height > b.height || contentSize.width <= b.width ? moved.y < 0 : moved.x < 0
        }
        let vertical = contentSize.height > b.height || contentSize.width <= b.width
        // Ahead of the scroll (below the screen before any scroll has happened).
        let backward = prefetchBackward
        let ahead: CGRect = vertical
            ? CGRect(x: b.minX, y: backward ? b.minY - b.height : b.maxY, width: b.width, height: b.height)
            : CGRect(x: backward ? b.minX - b.width : b.maxX, y: b.minY, width: b.width, height: b.height)
        let visible = Set(visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath))
        let wanted = Set((collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(ahead) && isValidItem($0.indexPath) }
            .map(\.indexPath)).subtracting(visible)
        let new = wanted.subtracting(prefetched).sorted()
        // Items that came into view were used; those that fell out of range without showing are cancelled.
        let cancelled = prefetched.subtracting(wanted).subtracting(visible).sorted()
        prefetched = wanted
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }
}
