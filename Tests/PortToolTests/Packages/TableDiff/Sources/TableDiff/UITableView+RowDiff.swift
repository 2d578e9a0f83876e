#if os(iOS)
import UIKit

public extension UITableView {
    /// Animates the rows of `section` from `old` to `new`; `update` switches the data source's
    /// list inside the batch, as UIKit requires.
    func apply<T: Hashable>(from old: [T], to new: [T], section: Int = 0,
                            animation: UITableView.RowAnimation = .automatic, update: @escaping () -> Void) {
        let diff = RowDiff(from: old, to: new, section: section)
        guard !diff.isEmpty else { update(); return }
        performBatchUpdates({
            update()
            self.deleteRows(at: diff.deletions, with: animation)
            self.insertRows(at: diff.insertions, with: animation)
            for move in diff.moves { self.moveRow(at: move.from, to: move.to) }
        })
    }
}
#endif
