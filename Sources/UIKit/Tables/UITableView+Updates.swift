import Foundation
import QuartzCore

/// Row and section updates, animated on the clock, checked against the data source with UIKit's messages.
extension UITableView {
    /// One change as a batch of its own (or joining the open one).
    func batch(_ change: (inout ListUpdateBatch) -> Void) {
        beginUpdates()
        change(&updates!)
        endUpdates()
    }

    // MARK: Applying a batch

    func apply(_ batch: ListUpdateBatch) {
        if needsReload {
            reloadData()
            for c in batch.completions { c(true) }
            return
        }
        let old = geometry
        guard let ds = dataSource, validate(batch, old: old, dataSource: ds) else {
            // Recovered from UIKit's exception by reading the model again, now.
            reloadData()
            rebuildGeometry()
            for c in batch.completions { c(false) }
            return
        }
        let oldFrames = Dictionary(uniqueKeysWithValues: visible.values.map { (ObjectIdentifier($0), $0.frame) })
        // The new geometry: measured heights follow their rows, new rows start at the estimate.
        var g = TableGeometry()
        g.tableHeader = old.tableHeader
        g.tableFooter = old.tableFooter
        let n = ds.numberOfSections(in: self)
        var fromOld: [Int: Int] = [:]
        for s in old.sections.indices { if let t = batch.newSection(s) { fromOld[t] = s } }
        for t in 0..<n {
            var rows = RowHeights(count: ds.tableView(self, numberOfRowsInSection: t), uniform: old.sections.first?.rows.uniform ?? UITableViewCell.minimumHeight)
            if let s = fromOld[t] {
                for r in 0..<old.sections[s].rows.count where old.sections[s].rows.isMeasured(r) {
                    let ip = IndexPath(row: r, section: s)
                    if batch.reloadedRows[ip] != nil { continue }
                    if let to = batch.newIndexPath(ip), to.section == t { rows.setHeight(to.row, old.sections[s].rows.height(r)) }
                }
            }
            g.sections.append(sectionGeometry(t, rows: rows))
        }
        // Rows moved across sections keep their heights too.
        for m in batch.movedRows where m.from.section != m.to.section && old.isValid(m.from) && old.sections[m.from.section].rows.isMeasured(m.from.row) {
            if g.isValid(m.to) { g.sections[m.to.section].rows.setHeight(m.to.row, old.sections[m.from.section].rows.height(m.from.row)) }
        }
        g.restack()
        // Selection and visible cells follow their rows; the rest leave with their animation.
        selected = selected.compactMap { batch.reloadedRows[$0] == nil ? batch.newIndexPath($0) : nil }
        var survivors: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, RowAnimation, IndexPath)] = []
        for (ip, cell) in visible {
            if batch.reloadedRows[ip] == nil, let to = batch.newIndexPath(ip) {
                survivors[to] = cell
            } else {
                let anim = batch.deletedRows[ip] ?? batch.reloadedRows[ip] ?? batch.deletedSections[ip.section]
                    ?? batch.reloadedSections[ip.section] ?? .fade
                leaving.append((cell, anim, ip))
            }
        }
        if let row = swiper.openRow, !survivors.values.contains(where: { $0 === row }) { swiper.rowDeleted() }
        visible = survivors
        geometry = g
        for (_, v) in visibleHeaders { recycleHeader(v) }
        for (_, v) in visibleFooters { recycleHeader(v) }
        visibleHeaders = [:]
        visibleFooters = [:]
        UIView.performWithoutAnimation {
            updateContentSize()
            let r = offsetRange
            if contentOffset.y > r.max.y { contentOffset.y = max(r.min.y, r.max.y) }
            layoutTable()
        }
        animateUpdate(batch, oldFrames: oldFrames, survivors: survivors, leaving: leaving)
    }

    /// Checks the data source's new counts against the batch, as UIKit does; false (after reporting) when they disagree.
    private func validate(_ batch: ListUpdateBatch, old: TableGeometry, dataSource ds: UITableViewDataSource) -> Bool {
        batch.validate(old: old.sections.map(\.rows.count), newSections: ds.numberOfSections(in: self),
                       newCount: { ds.tableView(self, numberOfRowsInSection: $0) }, view: "table view", item: "row")
    }

    /// Survivors glide from where they were, new rows come in and leaving rows go out, in 0.3 s.
    private func animateUpdate(_ batch: ListUpdateBatch, oldFrames: [ObjectIdentifier: CGRect],
                               survivors: [IndexPath: UITableViewCell], leaving: [(UITableViewCell, RowAnimation, IndexPath)]) {
        let duration = 0.3
        var finals: [(UIView, CGRect, CGFloat)] = []
        UIView.performWithoutAnimation {
            for (ip, cell) in visible {
                let final = cell.frame
                if let before = oldFrames[ObjectIdentifier(cell)] {
                    cell.frame = before
                    finals.append((cell, final, 1))
                } else if let anim = batch.insertedRows[ip] ?? batch.reloadedRows.first(where: { batch.newIndexPath($0.key) ?? $0.key == ip })?.value
                            ?? batch.insertedSections[ip.section] ?? batch.reloadedSections[ip.section], anim != .none {
                    let (start, alpha) = startState(of: final, anim)
                    cell.frame = start
                    cell.alpha = alpha
                    finals.append((cell, final, 1))
                }
            }
            for (cell, _, _) in leaving {
                dying.append(cell)
                sendSubviewToBack(cell)
                if let bg = backgroundView { sendSubviewToBack(bg) }
            }
        }
        let animated = window != nil && !(finals.isEmpty && leaving.allSatisfy { $0.1 == .none })
        let completions = batch.completions
        guard animated else {
            for (v, f, a) in finals { v.frame = f; v.alpha = a }
            for (cell, _, ip) in leaving { finishLeaving(cell, ip) }
            for c in completions { c(true) }
            return
        }
        UIView.animate(withDuration: duration, animations: {
            for (v, f, a) in finals { v.frame = f; v.alpha = a }
            for (cell, anim, _) in leaving where anim != .none {
                let (end, alpha) = self.startState(of: cell.frame, anim)
                cell.frame = end
                cell.alpha = alpha
            }
        }, completion: { finished in
            for (cell, _, ip) in leaving { self.finishLeaving(cell, ip) }
            for c in completions { c(finished) }
        })
        for (cell, anim, ip) in leaving where anim == .none { finishLeaving(cell, ip) }
    }

    private func finishLeaving(_ cell: UITableViewCell, _ ip: IndexPath) {
        guard let i = dying.firstIndex(where: { $0 === cell }) else { return }
        dying.remove(at: i)
        cell.alpha = 1
        recycle(cell, at: ip)
    }

    /// Where a row starts when it comes in (or ends when it goes out) with an animation, and its alpha there.
    func startState(of frame: CGRect, _ anim: RowAnimation) -> (CGRect, CGFloat) {
        switch anim {
        case .right: return (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .left: return (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 0)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 0)
        case .middle: return (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
        case .none: return (frame, 1)
        case .fade, .automatic: return (frame, 0)
        }
    }
}

extension UITableView: BatchUpdating, CellSelectionHost {}
