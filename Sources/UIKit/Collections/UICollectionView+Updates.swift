import Foundation
import QuartzCore

/// Item and section updates: checked against the data source with UIKit's messages, then animated
/// from where each element was to where the layout now puts it — inserted elements from the layout's
/// initial attributes (fading in by default), deleted ones to its final attributes (fading out).
extension UICollectionView {
    func batch(_ change: (inout ListUpdateBatch) -> Void) {
        openBatch()
        change(&updates!)
        closeBatch()
    }

    static let updateDuration: TimeInterval = 0.3

    // MARK: Applying a batch

    func apply(_ batch: ListUpdateBatch) {
        guard !needsReload, preparedSize != nil, let ds = dataSource else {
            reloadData()
            for c in batch.completions { c(true) }
            return
        }
        guard batch.validate(old: itemCounts, newSections: ds.numberOfSections(in: self),
                             newCount: { self.shownItemCount($0) }, view: "collection view", item: "item") else {
            reloadData()
            for c in batch.completions { c(false) }
            return
        }
        let layout = collectionViewLayout
        // Where things were: the views on screen, and the elements near it (which may come into view).
        let oldViews = visibleViews, oldApplied = lastAttributes
        var oldNearby: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height)) ?? [] { oldNearby[a.elementKey] = a }
        var cameFrom: [CollectionElementKey: CollectionElementKey] = [:]
        for key in oldNearby.keys { if let to = newKey(for: key, batch) { cameFrom[to] = key } }
        selected = selected.compactMap { batch.reloadedRows[$0] == nil ? batch.newIndexPath($0) : nil }
        // The new data and layout.
        recount()
        let context = layout.makeContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepare(forCollectionViewUpdates: updateItems(batch))
        prepareLayoutIfNeeded()
        let r = offsetRange
        if contentOffset.y > r.max.y || contentOffset.x > r.max.x {
            super.bounds.origin = CGPoint(x: min(contentOffset.x, max(r.min.x, r.max.x)), y: min(contentOffset.y, max(r.min.y, r.max.y)))
        }
        // Views follow their elements; those of deleted and reloaded elements leave.
        var leaving: [(UICollectionReusableView, CollectionElementKey)] = []
        var kept: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, v) in oldViews {
            if let to = newKey(for: key, batch) { kept[to] = v } else { leaving.append((v, key)) }
        }
        let wanted = Set((layout.layoutAttributesForElements(in: tilingRect) ?? []).filter { visibleFrame($0).intersects(tilingRect) }.map(\.elementKey))
        // Kept views that move off screen glide there before they go back to their pools.
        var movingAway: [(UICollectionReusableView, CollectionElementKey, UICollectionViewLayoutAttributes)] = []
        for (key, v) in kept where !wanted.contains(key) {
            kept[key] = nil
            if let to = attributes(for: key) { movingAway.append((v, key, to)) } else { leaving.append((v, cameFrom[key] ?? key)) }
        }
        visibleViews = kept
        lastAttributes = [:]
        UIView.performWithoutAnimation { tileElements() }
        animate(batch, oldApplied: oldApplied, oldNearby: oldNearby, cameFrom: cameFrom, kept: kept, leaving: leaving, movingAway: movingAway)
        layout.finalizeCollectionViewUpdates()
    }

    /// Where an element before the batch is after it (nil: deleted, or reloaded).
    private func newKey(for key: CollectionElementKey, _ batch: ListUpdateBatch) -> CollectionElementKey? {
        switch key.category {
        case .cell:
            guard batch.reloadedRows[key.indexPath] == nil, let ip = batch.newIndexPath(key.indexPath) else { return nil }
            return CollectionElementKey(category: .cell, kind: "", indexPath: ip)
        case .supplementaryView, .decorationView:
            guard batch.reloadedSections[key.indexPath.section] == nil, let s = batch.newSection(key.indexPath.section) else { return nil }
            var ip = key.indexPath
            ip[0] = s
            return CollectionElementKey(category: key.category, kind: key.kind, indexPath: ip)
        }
    }

    private func attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: return layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: return layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// The batch as a layout's `prepare(forCollectionViewUpdates:)` reads it.
    private func updateItems(_ batch: ListUpdateBatch) -> [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var out: [UICollectionViewUpdateItem] = []
        out += batch.deletedSections.keys.sorted().map { .init(action: .delete, before: section($0), after: nil) }
        out += batch.insertedSections.keys.sorted().map { .init(action: .insert, before: nil, after: section($0)) }
        out += batch.reloadedSections.keys.sorted().map { .init(action: .reload, before: section($0), after: section($0)) }
        out += batch.movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        out += batch.deletedRows.keys.sorted().map { .init(action: .delete, before: $0, after: nil) }
        out += batch.insertedRows.keys.sorted().map { .init(action: .insert, before: nil, after: $0) }
        out += batch.reloadedRows.keys.sorted().map { .init(action: .reload, before: $0, after: $0) }
        out += batch.movedRows.map { .init(action: .move, before: $0.from, after: $0.to) }
        return out
    }

    // MARK: Animating it

    private func animate(_ batch: ListUpdateBatch, oldApplied: [CollectionElementKey: UICollectionViewLayoutAttributes],
                         oldNearby: [CollectionElementKey: UICollectionViewLayoutAttributes], cameFrom: [CollectionElementKey: CollectionElementKey],
                         kept: [CollectionElementKey: UICollectionReusableView], leaving: [(UICollectionReusableView, CollectionElementKey)],
                         movingAway: [(UICollectionReusableView, CollectionElementKey, UICollectionViewLayoutAttributes)]) {
        let layout = collectionViewLayout
        var changes: [(UIView, UICollectionViewLayoutAttributes)] = []
        UIView.performWithoutAnimation {
            let moving = interactiveMove.map { CollectionElementKey(category: .cell, kind: "", indexPath: $0.current) }
            for (key, v) in visibleViews {
                // The item being dragged stays under the finger: it doesn't glide to its slot.
                guard key != moving, let final = lastAttributes[key] else { continue }
                let start: UICollectionViewLayoutAttributes?
                if let old = cameFrom[key], kept[key] === v {
                    start = oldApplied[old] ?? oldNearby[old]
                } else if let old = cameFrom[key], let was = oldNearby[old] {
                    start = was
                } else {
                    start = appearing(key, final, batch)
                }
                guard let start, start != final else { continue }
                UICollectionView.setGeometry(start, on: v)
                changes.append((v, final))
            }
            for (v, key) in leaving {
                dying.append(v)
                if swiper.openRow === v { swiper.rowDeleted() }
                let old = oldApplied[key] ?? v.appliedAttributes
                let end: UICollectionViewLayoutAttributes?
                switch key.category {
                case .cell: end = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
                case .supplementaryView: end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                case .decorationView: end = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
                }
                let fade = (old?.copy() as? UICollectionViewLayoutAttributes).map { a -> UICollectionViewLayoutAttributes in a.alpha = 0; return a }
                if let to = end ?? fade { changes.append((v, to)) }
            }
            for (v, _, to) in movingAway {
                dying.append(v)
                changes.append((v, to))
            }
        }
        let gone = leaving.map { ($0.0, $0.1) } + movingAway.map { ($0.0, $0.1) }
        let completions = batch.completions
        let finish = { (done: Bool) in
            for (v, key) in gone {
                guard let i = self.dying.firstIndex(where: { $0 === v }) else { continue }
                self.dying.remove(at: i)
                v.alpha = 1
                self.recycle(v, key)
            }
            for c in completions { c(done) }
        }
        guard window != nil, !changes.isEmpty else {
            for (v, a) in changes { UICollectionView.setGeometry(a, on: v) }
            return finish(true)
        }
        UIView.animate(withDuration: UICollectionView.updateDuration, animations: {
            for (v, a) in changes { UICollectionView.setGeometry(a, on: v) }
        }, completion: finish)
    }

    /// Where a new element starts: the layout's initial attributes, else (inserted or reloaded) its
    /// place, transparent; nil when it was simply off screen before and nothing is known of it.
    private func appearing(_ key: CollectionElementKey, _ final: UICollectionViewLayoutAttributes, _ batch: ListUpdateBatch) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        let ip = key.indexPath
        let initial: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: initial = layout.initialLayoutAttributesForAppearingItem(at: ip)
        case .supplementaryView: initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: ip)
        case .decorationView: initial = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: ip)
        }
        if let initial { return initial }
        let isNew = batch.insertedSections[ip.section] != nil || batch.reloadedSections[ip.section] != nil
            || (key.category == .cell && (batch.insertedRows[ip] != nil || batch.reloadedRows.keys.contains { batch.newIndexPath($0) ?? $0 == ip }))
        guard isNew, let a = final.copy() as? UICollectionViewLayoutAttributes else { return nil }
        a.alpha = 0
        return a
    }

    /// Frame, transform and alpha of `a` on a view (inside an animation block, they animate); a cell
    /// inside a section's own scroll view is placed in that scroll view's content.
    static func setGeometry(_ a: UICollectionViewLayoutAttributes, on v: UIView) {
        if !CATransform3DIsIdentity(v.transform3D) { v.transform3D = CATransform3DIdentity }
        v.bounds = CGRect(origin: v.bounds.origin, size: a.size)
        let shift = (v.superview as? OrthogonalScrollView)?.frame.origin ?? .zero
        v.center = CGPoint(x: a.center.x - shift.x, y: a.center.y - shift.y)
        if !CATransform3DIsIdentity(a.transform3D) { v.transform3D = a.transform3D }
        v.alpha = a.alpha
    }

    // MARK: Reconfiguring

    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        for ip in indexPaths {
            let key = CollectionElementKey(category: .cell, kind: "", indexPath: ip)
            guard let cell = visibleViews[key] as? UICollectionViewCell else { continue }
            reconfiguring = cell
            let made = ds.collectionView(self, cellForItemAt: ip)
            reconfiguring = nil
            guard made !== cell else { continue }
            // The data source made another cell: it takes the old one's place.
            visibleViews[key] = made
            made.collectionView = self
            if made.superview !== self { insertSubview(made, aboveSubview: cell) }
            if let a = lastAttributes[key] { apply(a, to: made, key) }
            made.isSelected = selected.contains(ip)
            recycle(cell, key)
        }
    }
}

extension UICollectionView: BatchUpdating, CellSelectionHost {}
