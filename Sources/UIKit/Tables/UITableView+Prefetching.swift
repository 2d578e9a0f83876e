import Foundation

/// Telling the prefetch data source which rows will soon scroll into view (the next screenful in the
/// direction of the scroll, below the screen before any scroll), and which no longer will.
extension UITableView {
    func updatePrefetching() {
        guard let prefetcher = prefetchDataSource else {
            prefetchState.rows = []
            return
        }
        let b = bounds
        let moved = b.minY - (prefetchState.lastOrigin ?? b.minY)
        if moved != 0 || prefetchState.lastOrigin == nil {
            prefetchState.lastOrigin = b.minY
            prefetchState.backward = moved < 0
        }
        let ahead = prefetchState.backward ? (b.minY - b.height, b.minY) : (b.maxY, b.maxY + b.height)
        let visibleRows = Set(visible.keys)
        let wanted = Set(geometry.rows(from: ahead.0, to: ahead.1)).subtracting(visibleRows)
        let new = wanted.subtracting(prefetchState.rows).sorted()
        let cancelled = prefetchState.rows.subtracting(wanted).subtracting(visibleRows).sorted()
        prefetchState.rows = wanted
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !new.isEmpty { prefetcher.tableView(self, prefetchRowsAt: new) }
    }
}

/// What the table told its prefetch data source: the rows asked for, and the scroll's direction.
struct TablePrefetchState {
    var rows: Set<IndexPath> = []
    var lastOrigin: CGFloat?
    var backward = false
}
