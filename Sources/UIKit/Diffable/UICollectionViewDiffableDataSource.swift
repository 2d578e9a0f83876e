import Foundation

/// A data source driven by snapshots: `apply` a new snapshot and the collection view animates from the
/// old one to it (deletions, insertions and moves worked out from the identifiers), asking
/// `cellProvider` for cells and `supplementaryViewProvider` for headers, footers and other supplementary views.
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What is asked before and told after an outline item expands or collapses.
    open var sectionSnapshotHandlers = DiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType>()
    /// What is asked before and told after the user drags an item to a new place.
    open var reorderingHandlers = ReorderingHandlers()
    /// The sections applied as trees (`NSDiffableDataSourceSectionSnapshot`s), by section.
    var sectionTrees: [SectionIdentifierType: Any] = [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of what the collection view shows.
    open func snapshot() -> Snapshot { current }

    /// Makes the collection view show `snapshot`, animating the differences (or not), then runs `completion`.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        var new = snapshot
        new.clearReloads()
        guard let cv = collectionView, cv.preparedSize != nil else {
            current = new
            collectionView?.reloadData()
            completion?()
            return
        }
        let diff = DiffableUpdate(from: old, to: snapshot)
        current = new
        let perform = {
            cv.performBatchUpdates({
                if !diff.deletedSections.isEmpty { cv.deleteSections(IndexSet(diff.deletedSections)) }
                if !diff.insertedSections.isEmpty { cv.insertSections(IndexSet(diff.insertedSections)) }
                for (f, t) in diff.movedSections { cv.moveSection(f, toSection: t) }
                if !diff.deletedRows.isEmpty { cv.deleteItems(at: diff.deletedRows) }
                if !diff.insertedRows.isEmpty { cv.insertItems(at: diff.insertedRows) }
                for (f, t) in diff.movedRows { cv.moveItem(at: f, to: t) }
                if !diff.reloadedRows.isEmpty { cv.reloadItems(at: diff.reloadedRows) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
        // Reconfigured items keep their cells: the visible ones are configured again in place.
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { new.locate($0) }
        if !reconfigured.isEmpty { cv.reconfigureItems(at: reconfigured) }
    }

    /// The collection view already shows `snapshot` (an item was dragged there): only the record changes.
    func replaceSnapshotWithoutUpdates(_ snapshot: Snapshot) { current = snapshot }

    /// Shows the snapshot by reloading the collection view, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearReloads()
        collectionView?.reloadData()
        completion?()
    }


    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { current.count(inSection: section) }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitRuntime.fail("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), collectionView: \(collectionView), dataSource: \(self)")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let v = supplementaryViewProvider?(collectionView, kind, indexPath) { return v }
        return collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    /// Whether the reordering handlers let the item move (no handler: it doesn't).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let can = reorderingHandlers.canReorderItem, let item = current.item(at: indexPath) else { return false }
        return can(item)
    }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        commitReorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
