import Foundation

/// Keeping exactly the visible elements' views alive: on every layout pass (scrolling lays out) the
/// layout is asked what is in the visible rect; elements that came into view get views from the data
/// source (or the layout's decoration classes), elements that left give theirs back to their pools.
extension UICollectionView {
    /// Runs the layout's `prepare()` if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        if needsReload { reloadData() }
        let layout = collectionViewLayout
        if preparedSize != bounds.size && preparedSize != nil && layout.pendingInvalidation == nil {
            // A new size (a rotation, a resize) lays everything out again.
            layout.invalidateLayout()
        }
        guard layout.pendingInvalidation != nil || preparedSize == nil else { return }
        let context = layout.pendingInvalidation
        layout.pendingInvalidation = nil
        preparedSize = bounds.size
        layout.prepare()
        if let c = context, c.contentOffsetAdjustment != .zero {
            var b = super.bounds
            b.origin.x += c.contentOffsetAdjustment.x
            b.origin.y += c.contentOffsetAdjustment.y
            super.bounds = b
        }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// One layout pass: the background, then the visible elements (measuring self-sizing cells may
    /// invalidate the layout: the pass repeats, bounded).
    func layoutCollection() {
        backgroundView?.frame = bounds
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            syncOrthogonalScrollers()
            tileElements()
            if collectionViewLayout.pendingInvalidation == nil { break }
        }
        updatePrefetching()
        keepIndicatorsOnTop()
    }

    /// The rect whose elements are kept alive: the visible bounds.
    var tilingRect: CGRect { bounds }

    func tileElements() {
        let rect = tilingRect
        let layout = collectionViewLayout
        let all = layout.layoutAttributesForElements(in: rect) ?? []
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in all {
            let f = visibleFrame(a)
            guard f.intersects(rect) || (f.width == 0 && rect.contains(CGPoint(x: f.midX, y: f.midY))) else { continue }
            if a.representedElementCategory == .cell && !isValidItem(a.indexPath) { continue }
            wanted[a.elementKey] = a
        }
        for (key, v) in visibleViews where wanted[key] == nil {
            visibleViews[key] = nil
            lastAttributes[key] = nil
            recycle(v, key)
        }
        var added = false
        // Cells first, in index order, as UIKit asks the data source.
        for (key, a) in wanted.sorted(by: { CollectionElementKey.order($0.key, $1.key) }) {
            if let v = visibleViews[key] {
                if lastAttributes[key] != a { apply(a, to: v, key) }
                continue
            }
            guard let v = makeView(for: a) else { continue }
            visibleViews[key] = v
            added = true
            apply(a, to: v, key)
            if let cell = v as? UICollectionViewCell {
                cell.isSelected = selected.contains(key.indexPath)
                cell.isHighlighted = false
                if a.selfSizing.horizontal || a.selfSizing.vertical { selfSize(cell, a) }
                delegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView {
                delegate?.collectionView(self, willDisplaySupplementaryView: v, forElementKind: key.kind, at: key.indexPath)
            }
        }
        if added || needsZOrder { orderByZIndex() }
        // The item being dragged stays under the finger, whatever the layout says.
        if interactiveMove != nil { placeMovingItem() }
    }

    /// A self-sizing cell measured against the layout's estimate; a different size invalidates the layout.
    private func selfSize(_ cell: UICollectionViewCell, _ a: UICollectionViewLayoutAttributes) {
        cell.layoutIfNeeded()
        let preferred = cell.preferredLayoutAttributesFitting(a)
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a) {
            layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: a))
        }
    }

    /// Frame, transform, alpha, hidden and z order from the attributes, then the view's own `apply`.
    func apply(_ a: UICollectionViewLayoutAttributes, to v: UICollectionReusableView, _ key: CollectionElementKey) {
        let old = lastAttributes[key]
        // A copy, as UIKit keeps one: a layout may change the attributes it returned in place (a
        // dynamic animator moving them), and the next pass must see that they changed.
        lastAttributes[key] = a.copy() as? UICollectionViewLayoutAttributes ?? a
        let host = self.host(for: key)
        if v.superview !== host { host.addSubview(v) }
        UICollectionView.setGeometry(a, on: v)
        v.isHidden = a.isHidden
        if old?.zIndex != a.zIndex { needsZOrder = true }
        v.layer.zPosition = CGFloat(a.zIndex)
        v.appliedAttributes = a
        v.apply(a)
    }

    private func makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let v: UICollectionReusableView
        // Dequeueing gives the view these attributes before the data source configures it, as UIKit does.
        attributesBeingDequeued = a
        defer { attributesBeingDequeued = nil }
        switch a.representedElementCategory {
        case .cell:
            guard let ds = dataSource else { return nil }
            v = ds.collectionView(self, cellForItemAt: a.indexPath)
        case .supplementaryView:
            guard let ds = dataSource else { return nil }
            v = ds.collectionView(self, viewForSupplementaryElementOfKind: a.representedElementKind ?? "", at: a.indexPath)
        case .decorationView:
            v = dequeueDecorationView(ofKind: a.representedElementKind ?? "")
        }
        v.collectionView = self
        v.isHidden = false
        let host = self.host(for: a.elementKey)
        if host !== self {
            if v.superview !== host { host.addSubview(v) }
        } else if v.superview !== self {
            if let bg = backgroundView { insertSubview(v, aboveSubview: bg) } else { insertSubview(v, at: 0) }
        }
        return v
    }

    /// Subviews in z order: by zIndex, then decoration views, cells, supplementary views, each by index path.
    /// Only the views out of order move (those off a longest run already in order): a view moved in z
    /// is repainted where it lies, so moving every cell for one new row would repaint the whole screen.
    private func orderByZIndex() {
        needsZOrder = false
        // (Cells inside a section's own scroll view keep their order there.)
        let ordered = visibleViews.filter { $0.value.superview === self }.sorted { a, b in
            let za = lastAttributes[a.key]?.zIndex ?? 0, zb = lastAttributes[b.key]?.zIndex ?? 0
            if za != zb { return za < zb }
            return CollectionElementKey.order(a.key, b.key, decorationFirst: true)
        }.map(\.value)
        var position: [ObjectIdentifier: Int] = [:]
        for (i, v) in subviews.enumerated() { position[ObjectIdentifier(v)] = i }
        // Below the background view is out of place whatever the order.
        let floor = backgroundView.flatMap { position[ObjectIdentifier($0)] } ?? -1
        let places = ordered.map { v -> Int in
            let p = position[ObjectIdentifier(v)] ?? -1
            return p > floor ? p : Int.min + 1
        }
        let stays = longestIncreasingRun(places).enumerated().map { $0.element && places[$0.offset] > floor }
        var previous: UIView? = backgroundView
        for (i, v) in ordered.enumerated() {
            if !stays[i] {
                if let p = previous { insertSubview(v, aboveSubview: p) } else { insertSubview(v, at: 0) }
            }
            previous = v
        }
    }

    /// Where an element's view lives: a cell of a section that scrolls on its own lives in that
    /// section's scroll view; everything else in the collection view.
    func host(for key: CollectionElementKey) -> UIView {
        key.category == .cell ? orthogonalScrollers[key.indexPath.section] ?? self : self
    }

    /// Where an element shows in the collection view's content (an orthogonal section's cells, as scrolled).
    func visibleFrame(_ a: UICollectionViewLayoutAttributes) -> CGRect {
        guard a.representedElementCategory == .cell, let scroller = orthogonalScrollers[a.indexPath.section] else { return a.frame }
        let o = scroller.offset
        return scroller.geometry.vertical ? a.frame.offsetBy(dx: -o, dy: 0) : a.frame.offsetBy(dx: 0, dy: -o)
    }

    /// The inner scroll views of the layout's orthogonal sections: made, placed, or taken away.
    func syncOrthogonalScrollers() {
        let wanted = collectionViewLayout.orthogonalSections()
        var kept: [Int: OrthogonalScrollView] = [:]
        for g in wanted {
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollers[g.section] {
                scroller = existing
                scroller.apply(g)
            } else {
                scroller = OrthogonalScrollView(g)
                scroller.collectionView = self
                if let bg = backgroundView { insertSubview(scroller, aboveSubview: bg) } else { insertSubview(scroller, at: 0) }
            }
            kept[g.section] = scroller
        }
        for (section, scroller) in orthogonalScrollers where kept[section] == nil {
            scroller.removeFromSuperview()
            collectionViewLayout.orthogonalOffsetChanged(0, section: section)
        }
        orthogonalScrollers = kept
    }

    /// A section's own scroll view moved: the layout places its items there, and the visible ones change.
    func orthogonalSectionScrolled(_ scroller: OrthogonalScrollView) {
        collectionViewLayout.orthogonalOffsetChanged(scroller.offset, section: scroller.geometry.section)
        setNeedsLayout()
    }

    /// Back to its pool: hidden, kept as a subview so it costs nothing to bring back.
    func recycle(_ v: UICollectionReusableView, _ key: CollectionElementKey) {
        if let cell = v as? UICollectionViewCell {
            if highlightedCell === cell { highlightedCell = nil }
            if swiper.openRow === cell { swiper.rowDeleted() }
            (cell as? SwipeableRow)?.resetSwipe()
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: v, forElementOfKind: key.kind, at: key.indexPath)
        }
        v.isHidden = true
        v.layer.removeAllAnimations()
        v.appliedAttributes = nil
        guard let pool = v.poolKey else { v.removeFromSuperview(); return }
        pools[pool, default: []].append(v)
    }

    private func keepIndicatorsOnTop() {
        for i in [horizontalIndicator, verticalIndicator] where i.superview === self && subviews.last !== i {
            bringSubviewToFront(i)
        }
    }
}

extension CollectionElementKey {
    /// Cells before supplementary views before decoration views (or decoration first, for z order),
    /// then by index path and kind.
    static func order(_ a: CollectionElementKey, _ b: CollectionElementKey, decorationFirst: Bool = false) -> Bool {
        func rank(_ c: UICollectionView.ElementCategory) -> Int {
            switch c {
            case .cell: return 1
            case .supplementaryView: return 2
            case .decorationView: return decorationFirst ? 0 : 3
            }
        }
        if a.category != b.category { return rank(a.category) < rank(b.category) }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return a.kind < b.kind
    }
}
