import Foundation

/// Drag and drop of rows (iOS 11): the drag delegate gives a long-pressed row's items, the drop
/// delegate proposes and performs drops, and rows part to show where an insertion would go.
extension UITableView {
    /// Whether rows of this table are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }
    /// Whether a drag is over this table.
    public var hasActiveDrop: Bool { dragAndDrop.hasActiveDrop }

    func dragAndDropHost() -> ListDragAndDrop.Host {
        ListDragAndDrop.Host(
            cellAt: { [unowned self] p in
                guard let ip = indexPathForRow(at: p), let cell = cellForRow(at: ip) else { return nil }
                releasePress(on: cell)
                return (ip, cell)
            },
            items: { [unowned self] s, ip in dragDelegate?.tableView(self, itemsForBeginning: s, at: ip) ?? [] },
            previewParameters: { [unowned self] ip in dragDelegate?.tableView(self, dragPreviewParametersForRowAt: ip) },
            dragWillBegin: { [unowned self] s in dragDelegate?.tableView(self, dragSessionWillBegin: s) },
            dragDidEnd: { [unowned self] s in dragDelegate?.tableView(self, dragSessionDidEnd: s) },
            allowsMove: { [unowned self] s in dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: s) ?? true },
            restricted: { [unowned self] s in dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: s) ?? false },
            hasDropDelegate: { [unowned self] in dropDelegate != nil },
            canHandle: { [unowned self] s in dropDelegate?.tableView(self, canHandle: s) ?? false },
            destination: { [unowned self] p, into in dropDestination(at: p, into: into) },
            update: { [unowned self] s, ip in
                let proposal = dropDelegate?.tableView(self, dropSessionDidUpdate: s, withDestinationIndexPath: ip)
                    ?? UITableViewDropProposal(operation: .cancel, intent: .unspecified)
                return (proposal, [.insertAtDestinationIndexPath, .automatic].contains(proposal.intent), proposal.intent == .insertIntoDestinationIndexPath)
            },
            entered: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidEnter: s) },
            exited: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidExit: s) },
            ended: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidEnd: s) },
            showGap: { [unowned self] ip, height in openDropGap(before: ip, height: height) },
            perform: { [unowned self] s, ip, proposal in
                let coordinator = TableDropCoordinator(session: s, list: self, destination: ip, proposal: proposal) { [unowned self] ip in
                    ip.section < numberOfSections && ip.row < numberOfRows(inSection: ip.section) ? rectForRow(at: ip) : nil
                }
                dropDelegate?.tableView(self, performDropWith: coordinator)
            })
    }

    /// The index path a drop at `p` goes to: the row under it for a drop into a row; else the place
    /// between rows nearest it (after the last row below them).
    private func dropDestination(at p: CGPoint, into: Bool) -> IndexPath? {
        if let ip = indexPathForRow(at: p) {
            if into { return ip }
            return p.y < rectForRow(at: ip).midY ? ip : IndexPath(row: ip.row + 1, section: ip.section)
        }
        let last = numberOfSections - 1
        guard last >= 0 else { return IndexPath(row: 0, section: 0) }
        let rows = numberOfRows(inSection: last)
        let bottom = rows > 0 ? rectForRow(at: IndexPath(row: rows - 1, section: last)).maxY : 0
        return p.y >= bottom ? IndexPath(row: rows, section: last) : nil
    }

    /// The rows from `ip` on slide down by `height` to show where an insertion goes (nil: back in place).
    private func openDropGap(before ip: IndexPath?, height: CGFloat) {
        let shifts = visibleCells.compactMap { cell in indexPath(for: cell).map { (cell, $0) } }
        let moved = shifts.contains { cell, path in cell.transform != (ip.map { path >= $0 } == true ? CGAffineTransform(translationX: 0, y: height) : .identity) }
        guard moved else { return }
        UIView.animate(withDuration: 0.2) {
            for (cell, path) in shifts {
                cell.transform = ip.map { path >= $0 } == true ? CGAffineTransform(translationX: 0, y: height) : .identity
            }
        }
    }
}
