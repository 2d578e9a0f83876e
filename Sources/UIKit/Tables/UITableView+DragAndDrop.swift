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
            destination: { [unowned self] p, into, leaving in dropDestination(at: p, into: into, leaving: leaving) },
            update: { [unowned self] s, ip in
                let proposal = dropDelegate?.tableView(self, dropSessionDidUpdate: s, withDestinationIndexPath: ip)
                    ?? UITableViewDropProposal(operation: .cancel, intent: .unspecified)
                return (proposal, [.insertAtDestinationIndexPath, .automatic].contains(proposal.intent), proposal.intent == .insertIntoDestinationIndexPath)
            },
            entered: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidEnter: s) },
            exited: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidExit: s) },
            ended: { [unowned self] s in dropDelegate?.tableView(self, dropSessionDidEnd: s) },
            showGap: { [unowned self] ip, height, leaving in openDropGap(before: ip, height: height, leaving: leaving) },
            perform: { [unowned self] s, ip, proposal in
                let coordinator = TableDropCoordinator(session: s, list: self, destination: ip, proposal: proposal) { [unowned self] ip in
                    ip.section < numberOfSections && ip.row < numberOfRows(inSection: ip.section) ? rectForRow(at: ip) : nil
                }
                dropDelegate?.tableView(self, performDropWith: coordinator)
            })
    }

    /// The index path a drop at `p` goes to: the row under it for a drop into a row; else the place
    /// between rows nearest it (after the last row below them). Rows dragged within the table leave
    /// their places as the rows below close up, so the place is counted among the rows that stay:
    /// the dragged row's index after the drop, as on iOS.
    private func dropDestination(at p: CGPoint, into: Bool, leaving: [IndexPath]) -> IndexPath? {
        if let ip = indexPathForRow(at: p) {
            if into && !leaving.contains(ip) { return ip }
            let gone = leaving.filter { $0.section == ip.section }
            guard !gone.isEmpty else { return p.y < rectForRow(at: ip).midY ? ip : IndexPath(row: ip.row + 1, section: ip.section) }
            var place = 0
            for row in 0..<numberOfRows(inSection: ip.section) where !gone.contains(IndexPath(row: row, section: ip.section)) {
                let path = IndexPath(row: row, section: ip.section)
                if rectForRow(at: path).midY - closedUp(path, leaving: gone).lift < p.y { place += 1 }
            }
            return IndexPath(row: place, section: ip.section)
        }
        let last = numberOfSections - 1
        guard last >= 0 else { return IndexPath(row: 0, section: 0) }
        let rows = numberOfRows(inSection: last)
        let bottom = rows > 0 ? rectForRow(at: IndexPath(row: rows - 1, section: last)).maxY : 0
        return p.y >= bottom ? IndexPath(row: rows - leaving.filter { $0.section == last }.count, section: last) : nil
    }

    /// Where a row is once the dragged rows above it in its section have left: its index among the
    /// rows that stay, and how far it rises.
    private func closedUp(_ path: IndexPath, leaving: [IndexPath]) -> (place: Int, lift: CGFloat) {
        let gone = leaving.filter { $0.section == path.section && $0.row < path.row }
        return (path.row - gone.count, gone.reduce(0) { $0 + rectForRow(at: $1).height })
    }

    /// Rows make room for an insertion: the dragged rows of this table leave their places (the rows
    /// below close up) and the rows from `ip` on slide down by `height` (nil: all back in place).
    private func openDropGap(before ip: IndexPath?, height: CGFloat, leaving: [IndexPath]) {
        let rows = visibleCells.compactMap { cell in indexPath(for: cell).map { (cell, $0) } }
        func offset(_ path: IndexPath) -> CGFloat {
            guard let ip else { return 0 }
            let (place, lift) = closedUp(path, leaving: leaving)
            return (ip.section == path.section && place >= ip.row ? height : 0) - lift
        }
        let moved = rows.contains { cell, path in cell.transform != CGAffineTransform(translationX: 0, y: offset(path)) }
        // Faded rather than hidden, as a collection view's: a context menu that lifted the row unhides it as it closes.
        for (cell, path) in rows { cell.alpha = ip != nil && leaving.contains(path) ? 0 : 1 }
        guard moved else { return }
        UIView.animate(withDuration: 0.2) {
            for (cell, path) in rows { cell.transform = CGAffineTransform(translationX: 0, y: offset(path)) }
        }
    }
}
