import Foundation
import QuartzCore

/// Edit mode (the minus and plus controls, the grip) and swiping a row to reveal its actions: a partial
/// swipe opens the row on its Delete button, a long one performs the first action, a tap elsewhere closes it.
extension UITableView {
    /// `setEditing(_:animated:)`'s work: every row's editing controls shown or hidden.
    func changeEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: animated)
        guard editing != editingState else { return }
        editingState = editing
        for (ip, cell) in visible { applyEditingState(to: cell, at: ip, animated: animated) }
        if !editing { selected.removeAll() ; for cell in visible.values { cell.setSelected(false, animated: animated) } }
    }

    func applyEditingState(to cell: UITableViewCell, at ip: IndexPath, animated: Bool) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: ip) ?? false
        cell.editingStyle = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
        cell.shouldIndentWhileEditing = canEdit && (delegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true)
        cell.canReorder = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        cell.selectsWhileEditing = allowsMultipleSelectionDuringEditing
        cell.setEditing(editingState, animated: animated)
    }

    // MARK: The minus and plus controls

    func editingControlTapped(in cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            if swiper.openRow === cell { closeSwipe(animated: true); return }
            closeSwipe(animated: true)
            swiper.openFully(cell, at: ip)
        case .none:
            break
        }
    }

    // MARK: Swiping

    /// A row's actions on one side: the delegate's configuration; on the trailing side without one,
    /// Delete when the row deletes.
    private func rowSwipeActions(_ ip: IndexPath, leading: Bool) -> (UISwipeActionsConfiguration?, [UIContextualAction]) {
        if leading {
            let c = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
            return (c, c?.actions ?? [])
        }
        if let c = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) { return (c, c.actions) }
        guard dataSource?.tableView(self, canEditRowAt: ip) ?? false,
              (delegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) == .delete else { return (nil, []) }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, source, done in
            guard let self else { return }
            // The row's own path now (an update may have moved it): the open row's, or the row
            // itself when VoiceOver's action ran it.
            if let cell = (self.swiper.openRow ?? (source as? SwipeableRow)) as? UITableViewCell, let at = self.indexPath(for: cell) {
                self.closeSwipe(animated: false)
                self.dataSource?.tableView(self, commit: .delete, forRowAt: at)
            }
            done(true)
        }
        return (nil, [delete])
    }

    /// Closes an open row (its content slides back).
    func closeSwipe(animated: Bool) { swiper.close(animated: animated) }

    /// A touch landing anywhere on the table while a row is open closes it, and does nothing else
    /// (a touch on the minus control that opened it toggles it instead).
    func swipeTouchLanded(_ touch: UITouch) -> Bool {
        if let s = swiper.state, let v = touch.view, s.fromEditingControl, let cell = s.row as? UITableViewCell,
           let control = cell.editingControl, v.isDescendant(of: control) { return false }
        return swiper.touchLanded(touch)
    }
}

extension UITableView: RowSwipeHost {
    func swipeRow(at point: CGPoint) -> (IndexPath, SwipeableRow)? {
        guard let ip = indexPathForRow(at: point), let cell = visible[ip] else { return nil }
        return (ip, cell)
    }

    func indexPath(ofSwipeRow row: SwipeableRow) -> IndexPath? { (row as? UITableViewCell).flatMap { indexPath(for: $0) } }

    func swipeActions(at ip: IndexPath, leading: Bool) -> (UISwipeActionsConfiguration?, [UIContextualAction]) { rowSwipeActions(ip, leading: leading) }

    var allowsRowSwipe: Bool { !isEditing }

    func swipeTookTouch(from row: SwipeableRow) { if let cell = row as? UITableViewCell { cellTouchCancelled(cell) } }

    func swipeWillOpen(at ip: IndexPath) { delegate?.tableView(self, willBeginEditingRowAt: ip) }

    func swipeDidClose(at ip: IndexPath?) { delegate?.tableView(self, didEndEditingRowAt: ip) }
}

extension UITableViewCell: SwipeableRow {
    func swipeActionsShown(_ shown: Bool) { showingDeleteConfirmation = shown }
}
