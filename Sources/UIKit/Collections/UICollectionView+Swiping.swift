import Foundation

/// Swipe actions on the rows of list sections: the layout says what a row's actions are (the list
/// configuration's providers); only list cells open, and not while editing.
extension UICollectionView: RowSwipeHost {
    func swipeRow(at point: CGPoint) -> (IndexPath, SwipeableRow)? {
        guard let ip = indexPathForItem(at: point), let cell = cellForItem(at: ip) as? UICollectionViewListCell else { return nil }
        return (ip, cell)
    }

    func indexPath(ofSwipeRow row: SwipeableRow) -> IndexPath? { (row as? UICollectionViewCell).flatMap { indexPath(for: $0) } }

    func swipeActions(at ip: IndexPath, leading: Bool) -> (UISwipeActionsConfiguration?, [UIContextualAction]) {
        let c = collectionViewLayout.swipeActionsConfiguration(at: ip, leading: leading)
        return (c, c?.actions ?? [])
    }

    var allowsRowSwipe: Bool { !isEditing && interactiveMove == nil }

    func swipeTookTouch(from row: SwipeableRow) { if let cell = row as? UICollectionViewCell { cellTouchCancelled(cell) } }

    func swipeWillOpen(at indexPath: IndexPath) {}

    func swipeDidClose(at indexPath: IndexPath?) {}
}

extension UICollectionViewListCell: SwipeableRow {
    /// The state's `isSwiped` follows the offset itself.
    func swipeActionsShown(_ shown: Bool) {}
}
