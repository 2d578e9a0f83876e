import Foundation

/// Highlighting while a finger is on an item, selecting when it lifts, and the programmatic calls
/// (which, as on iOS, tell the delegate nothing).
extension UICollectionView {

    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    private var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }

    /// `selectItem(at:animated:scrollPosition:)`'s work.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else {
            for old in selected { deselectItem(at: old, animated: animated) }
            return
        }
        if needsReload { reloadData() }
        guard isValidItem(ip) else { return }
        if !allowsMultipleSelectionNow { for old in selected where old != ip { deselectItem(at: old, animated: animated) } }
        if !selected.contains(ip) { selected.append(ip) }
        cellForItem(at: ip)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: ip, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem(at:animated:)`'s work.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        (visibleViews[CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)] as? UICollectionViewCell)?.isSelected = false
    }

    // MARK: Touches from cells

    func cellTouchBegan(_ cell: UICollectionViewCell) {
        guard swiper.state == nil, allowsSelectionNow, let ip = indexPath(for: cell) else { return }
        guard delegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        highlightedCell = cell
        cell.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: ip)
    }

    func cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) {
        guard highlightedCell === cell, let ip = indexPath(for: cell) else { return }
        highlightedCell = nil
        cell.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: ip)
        if inside && !cell.handlesTap() { userSelect(ip) }
    }

    func cellTouchCancelled(_ cell: UICollectionViewCell) {
        guard highlightedCell === cell else { return }
        highlightedCell = nil
        cell.isHighlighted = false
        if let ip = indexPath(for: cell) { delegate?.collectionView(self, didUnhighlightItemAt: ip) }
    }

    /// A tap on an item: `shouldSelect` may refuse; in multiple selection a second tap deselects.
    func userSelect(_ ip: IndexPath) {
        if allowsMultipleSelectionNow && selected.contains(ip) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelectionNow {
            for old in selected where old != ip {
                deselectItem(at: old, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selected.contains(ip) { selected.append(ip) }
        let cell = cellForItem(at: ip)
        cell?.isSelected = true
        // As on iOS, a storyboard segue from the cell runs before the delegate hears of the selection.
        if let cell, let segue = cell.selectionSegue { segue(cell) }
        delegate?.collectionView(self, didSelectItemAt: ip)
    }
}
