import Foundation

/// A collection view's items making room for a drag over it: each visible item slides to the place it
/// will have once the drop is made — the dragged items' own places close up, and a place opens at the
/// destination — after the delay the collection view's `reorderingCadence` asks for.
@MainActor final class CollectionDropGap {
    unowned let list: UICollectionView
    /// The destination and leaving items shown, and those last asked for.
    private var shown = Arrangement(destination: nil, leaving: [])
    private var wanted = Arrangement(destination: nil, leaving: [])
    private var pending: Int?
    /// Cells slid or hidden, to put back when the gap closes (a cell may have been reused since).
    private var moved: [UICollectionViewCell] = []

    struct Arrangement: Equatable {
        var destination: IndexPath?
        var leaving: [IndexPath]
    }

    init(list: UICollectionView) { self.list = list }

    /// Opens a place before `destination` (nil: every item back where it lies), with the `leaving`
    /// items' places closed.
    func show(before destination: IndexPath?, leaving: [IndexPath]) {
        let next = Arrangement(destination: destination, leaving: leaving.sorted())
        guard next != wanted else { return }
        wanted = next
        if let id = pending { list.responderEnvironment.scheduler.cancel(id: id) }
        pending = nil
        let delay = destination == nil ? 0 : Self.delay(list.reorderingCadence)
        guard delay > 0 else { return apply() }
        pending = list.responderEnvironment.scheduler.schedule(after: delay, target: self) { [weak self] in
            self?.pending = nil
            self?.apply()
        }
    }

    /// How long the finger rests before items move: at once, briefly, or after a pause.
    static func delay(_ cadence: UICollectionView.ReorderingCadence) -> TimeInterval {
        switch cadence {
        case .immediate: 0
        case .fast: 0.15
        case .slow: 0.4
        }
    }

    private func apply() {
        guard wanted != shown else { return }
        shown = wanted
        let cells = list.visibleCells.compactMap { c in list.indexPath(for: c).map { (c, $0) } }
        let targets: [(UICollectionViewCell, CGAffineTransform, Bool)] = cells.map { cell, path in
            guard shown.destination != nil else { return (cell, .identity, false) }
            if shown.leaving.contains(path) { return (cell, .identity, true) }
            guard let base = list.layoutAttributesForItem(at: path)?.frame,
                  let place = frame(ofPlace: place(of: path), section: path.section) else { return (cell, .identity, false) }
            return (cell, CGAffineTransform(translationX: place.midX - base.midX, y: place.midY - base.midY), false)
        }
        let stale = moved.filter { m in !cells.contains { $0.0 === m } }
        moved = targets.filter { $0.1 != .identity || $0.2 }.map(\.0)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
            for cell in stale { cell.transform = .identity }
            for (cell, t, _) in targets where cell.transform != t { cell.transform = t }
        }
        // Faded rather than hidden: a context menu that lifted the cell unhides it as it closes.
        for cell in stale { cell.alpha = cell.appliedAttributes?.alpha ?? 1 }
        for (cell, _, gone) in targets { cell.alpha = gone ? 0 : cell.appliedAttributes?.alpha ?? 1 }
    }

    /// Where an item of the section will be once the drop is made.
    private func place(of path: IndexPath) -> Int {
        var place = path.item - shown.leaving.filter { $0.section == path.section && $0.item < path.item }.count
        if let d = shown.destination, d.section == path.section, place >= d.item { place += 1 }
        return place
    }

    /// The frame of place `n` in a section: the layout's, or one past the last item (on its row when
    /// it fits, else at the start of the next).
    private func frame(ofPlace n: Int, section: Int) -> CGRect? {
        let count = list.numberOfItems(inSection: section)
        if n < count { return list.layoutAttributesForItem(at: IndexPath(item: n, section: section))?.frame }
        guard count > 0, let last = list.layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame else { return nil }
        if count > 1, let before = list.layoutAttributesForItem(at: IndexPath(item: count - 2, section: section))?.frame,
           abs(before.minY - last.minY) < 1 {
            let next = last.offsetBy(dx: last.minX - before.minX, dy: 0)
            if next.maxX <= list.bounds.width - list.adjustedContentInset.right + 0.5 { return next }
        }
        let first = list.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame ?? last
        let spacing = (list.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
        return CGRect(x: first.minX, y: last.maxY + spacing, width: last.width, height: last.height)
    }
}
