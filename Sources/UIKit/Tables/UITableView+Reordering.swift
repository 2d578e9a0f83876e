import Foundation
import QuartzCore

/// A row being dragged by its grip in edit mode.
struct RowReorderState {
    let source: IndexPath
    let cell: UITableViewCell
    let startY: CGFloat
    var destination: IndexPath
}

/// Reordering: in edit mode a row's grip drags it; the rows between slide aside to make room; on release
/// the delegate may retarget the drop (`targetIndexPathForMoveFromRowAt`), the data source moves its
/// model (`moveRowAt`), and the table keeps the row where it was dropped.
extension UITableView {
    /// The grip's pan, from the cell.
    func handleReorder(_ pan: UIPanGestureRecognizer, cell: UITableViewCell) {
        switch pan.state {
        case .began:
            guard isEditing, reorder == nil, let ip = indexPath(for: cell) else { return }
            cellTouchCancelled(cell)
            reorder = RowReorderState(source: ip, cell: cell, startY: cell.center.y, destination: ip)
            bringSubviewToFront(cell)
            reorderShadow = LiftShadow(under: cell)
        case .changed:
            guard var r = reorder else { return }
            let y = r.startY + pan.translation(in: self).y
            let half = r.cell.bounds.height / 2
            r.cell.center.y = min(max(y, half), max(half, geometry.contentHeight - half))
            reorderShadow?.follow()
            r.destination = proposedDestination(for: r)
            reorder = r
            makeRoom(for: r)
        case .ended, .cancelled:
            guard let r = reorder else { return }
            reorder = nil
            reorderShadow?.remove()
            reorderShadow = nil
            var dest = pan.state == .ended ? r.destination : r.source
            if dest != r.source {
                dest = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: r.source, toProposedIndexPath: dest) ?? dest
            }
            guard dest != r.source, geometry.isValid(IndexPath(row: min(dest.row, max(0, geometry.rowCount(dest.section) - 1)), section: dest.section)) else {
                UIView.animate(withDuration: 0.25) { self.layoutTable() }
                return
            }
            dataSource?.tableView(self, moveRowAt: r.source, to: dest)
            moveRow(at: r.source, to: dest)
        default:
            break
        }
    }

    /// Where the dragged row would land: the row under its centre, in the same section or another.
    private func proposedDestination(for r: RowReorderState) -> IndexPath {
        let y = r.cell.center.y
        guard var ip = geometry.rows(from: y, to: y + 0.001).first else {
            let s = geometry.section(at: y)
            return IndexPath(row: max(0, geometry.rowCount(s) - (s == r.source.section ? 1 : 0)), section: s)
        }
        if ip.section != r.source.section {
            // Dropped into another section, the row may also go after its last row.
            if y > geometry.rowY(ip) + geometry.rowHeight(ip) / 2 { ip.row += 1 }
        }
        return ip
    }

    /// Slides the rows between the source and the proposed destination by the dragged row's height.
    private func makeRoom(for r: RowReorderState) {
        let h = geometry.rowHeight(r.source)
        UIView.animate(withDuration: 0.2) {
            for (ip, cell) in self.visible where cell !== r.cell {
                var y = self.geometry.rowY(ip)
                if ip.section == r.source.section && ip.section == r.destination.section {
                    if r.source < ip && ip <= r.destination { y -= h }
                    if r.destination <= ip && ip < r.source { y += h }
                } else {
                    if ip.section == r.source.section && ip.row > r.source.row { y -= h }
                    if ip.section == r.destination.section && ip.row >= r.destination.row { y += h }
                }
                if cell.frame.minY != y { cell.frame.origin.y = y }
            }
        }
    }
}
