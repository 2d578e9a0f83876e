import Foundation

/// Highlighting while a finger is on a row, selecting when it lifts, and the programmatic calls
/// (which, as on iOS, tell the delegate nothing).
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selected.min() }
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// `selectRow(at:animated:scrollPosition:)`'s work.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let ip = indexPath else {
            for old in selected { deselectRow(at: old, animated: animated) }
            return
        }
        if needsReload { rebuildGeometry() }
        guard geometry.isValid(ip) else { return }
        if !allowsMultipleSelectionNow { for old in selected where old != ip { deselectRow(at: old, animated: animated) } }
        if !selected.contains(ip) { selected.append(ip) }
        visible[ip]?.setSelected(true, animated: animated)
        if scrollPosition != .none || !bounds.contains(rectForRow(at: ip)) {
            scrollToRow(at: ip, at: scrollPosition, animated: animated)
        }
    }

    /// `deselectRow(at:animated:)`'s work.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    private var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }

    // MARK: Touches from cells

    func cellTouchBegan(_ cell: UITableViewCell) {
        guard swiper.state == nil, allowsSelectionNow, let ip = indexPath(for: cell) else { return }
        guard delegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        highlightedCell = cell
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: ip)
    }

    func cellTouchEnded(_ cell: UITableViewCell, inside: Bool) {
        guard highlightedCell === cell, let ip = indexPath(for: cell) else { return }
        highlightedCell = nil
        cell.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: ip)
        if inside { userSelect(ip) }
    }

    /// A press on the row became a context menu or a drag: the row shows at rest at once (its picture is taken next).
    func releasePress(on cell: UITableViewCell) {
        cellTouchCancelled(cell)
        cell.setHighlighted(false, animated: false)
    }

    func cellTouchCancelled(_ cell: UITableViewCell) {
        guard highlightedCell === cell else { return }
        highlightedCell = nil
        cell.setHighlighted(false, animated: true)
        if let ip = indexPath(for: cell) { delegate?.tableView(self, didUnhighlightRowAt: ip) }
    }

    /// A tap on a row: `willSelect` may redirect or refuse; a second tap in multiple selection deselects.
    func userSelect(_ ip: IndexPath) {
        if allowsMultipleSelectionNow && selected.contains(ip) {
            userDeselect(ip)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: ip) }) ?? ip, geometry.isValid(target) else { return }
        if !allowsMultipleSelectionNow {
            for old in selected where old != target { userDeselect(old) }
        }
        if !selected.contains(target) { selected.append(target) }
        visible[target]?.setSelected(true, animated: false)
        // As on iOS, a storyboard segue from the cell runs before the delegate hears of the selection.
        if let cell = visible[target], let segue = cell.selectionSegue { segue(cell) }
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ ip: IndexPath) {
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: ip) }) ?? ip else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        if let segue = cell.accessorySegue { return segue(cell) }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
    }
}
