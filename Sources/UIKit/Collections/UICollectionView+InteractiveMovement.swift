import Foundation

/// Dragging an item to a new place: the item lifts and follows the finger, the others make room as
/// it passes, and the data source hears of the move when it ends (`collectionView(_:moveItemAt:to:)`).
extension UICollectionView {
    struct InteractiveMove {
        let original: IndexPath
        var current: IndexPath
        var position: CGPoint
    }

    /// `beginInteractiveMovementForItem(at:)`'s work.
    func beginMove(_ indexPath: IndexPath) -> Bool {
        guard interactiveMove == nil, isValidItem(indexPath), let ds = dataSource,
              ds.collectionView(self, canMoveItemAt: indexPath), let cell = cellForItem(at: indexPath) else { return false }
        interactiveMove = InteractiveMove(original: indexPath, current: indexPath, position: cell.center)
        cell.isDragging = true
        cell.setNeedsUpdateConfiguration()
        return true
    }

    /// `updateInteractiveMovementTargetPosition(_:)`'s work.
    func updateMove(_ targetPosition: CGPoint) {
        guard var move = interactiveMove else { return }
        move.position = targetPosition
        interactiveMove = move
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: move.current, withPosition: targetPosition)
        let target = delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: move.original,
                                              atCurrentIndexPath: move.current, toProposedIndexPath: proposed) ?? proposed
        if target != move.current, isValidItem(target), target.section == move.current.section || canLeaveSection(move.original) {
            let from = move.current
            move.current = target
            interactiveMove = move
            // The others glide; the data source hears nothing until the end.
            moveItem(at: from, to: target)
        }
        placeMovingItem()
    }

    /// Whether the moving item may go to another section: not an expanded parent in an outline, whose
    /// children show under it (they would be left behind).
    private func canLeaveSection(_ original: IndexPath) -> Bool {
        guard let outline = dataSource as? OutlineDataSource else { return true }
        return !(outline.hasOutlineChildren(at: original) && outline.isOutlineExpanded(at: original))
    }

    /// The data source's count for `section` as the screen shows it: while an item is moved to another
    /// section, the data source hears of the move only at the end, so it is counted where it is now.
    func shownItemCount(_ section: Int) -> Int {
        let n = dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
        guard let move = interactiveMove, move.original.section != move.current.section else { return n }
        return n + (section == move.current.section ? 1 : 0) - (section == move.original.section ? 1 : 0)
    }

    /// `endInteractiveMovement()`'s work.
    func endMove() {
        guard let move = interactiveMove else { return }
        interactiveMove = nil
        if move.original != move.current { dataSource?.collectionView(self, moveItemAt: move.original, to: move.current) }
        drop(move.current)
    }

    /// `cancelInteractiveMovement()`'s work.
    func cancelMove() {
        guard let move = interactiveMove else { return }
        interactiveMove = nil
        if move.original != move.current { moveItem(at: move.current, to: move.original) }
        drop(move.original)
    }

    /// The moving cell, where the finger is (above the others).
    func placeMovingItem() {
        guard let move = interactiveMove, let cell = visibleViews[CollectionElementKey(category: .cell, kind: "", indexPath: move.current)] else { return }
        let a = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: move.current, withTargetPosition: move.position)
        UIView.performWithoutAnimation { UICollectionView.setGeometry(a, on: cell) }
        cell.layer.zPosition = CGFloat(a.zIndex)
        if cell.superview === self { bringSubviewToFront(cell) }
    }

    private func drop(_ ip: IndexPath) {
        guard let cell = cellForItem(at: ip) else { return }
        cell.isDragging = false
        cell.setNeedsUpdateConfiguration()
        guard let a = collectionViewLayout.layoutAttributesForItem(at: ip) else { return }
        lastAttributes[CollectionElementKey(category: .cell, kind: "", indexPath: ip)] = a
        cell.layer.zPosition = CGFloat(a.zIndex)
        UIView.animate(withDuration: 0.25) { UICollectionView.setGeometry(a, on: cell) }
    }

    /// The standard gesture of a collection view controller: a long press lifts the item under it.
    func handleMovementPress(_ press: UILongPressGestureRecognizer) {
        let p = press.location(in: self)
        switch press.state {
        case .began:
            guard let ip = indexPathForItem(at: p), beginInteractiveMovementForItem(at: ip) else { return }
            updateInteractiveMovementTargetPosition(p)
        case .changed: updateInteractiveMovementTargetPosition(p)
        case .ended: endInteractiveMovement()
        default: cancelInteractiveMovement()
        }
    }
}
