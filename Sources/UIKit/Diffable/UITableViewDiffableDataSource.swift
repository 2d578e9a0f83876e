import Foundation

/// A data source driven by snapshots: `apply` a new snapshot and the table animates from the old one
/// to it (deletions, insertions and moves worked out from the identifiers), asking `cellProvider` for cells.
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The animation for inserted, deleted and reloaded rows.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of what the table shows.
    open func snapshot() -> Snapshot { current }

    /// Makes the table show `snapshot`, animating the differences (or not), then runs `completion`.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        var new = snapshot
        new.clearReloads()
        guard let table = tableView, table.window != nil || table.numberOfSections > 0 else {
            current = new
            tableView?.reloadData()
            completion?()
            return
        }
        let batch = DiffableUpdate(from: old, to: snapshot)
        current = new
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        let perform = {
            table.performBatchUpdates({
                if !batch.deletedSections.isEmpty { table.deleteSections(IndexSet(batch.deletedSections), with: animation) }
                if !batch.insertedSections.isEmpty { table.insertSections(IndexSet(batch.insertedSections), with: animation) }
                for (f, t) in batch.movedSections { table.moveSection(f, toSection: t) }
                if !batch.deletedRows.isEmpty { table.deleteRows(at: batch.deletedRows, with: animation) }
                if !batch.insertedRows.isEmpty { table.insertRows(at: batch.insertedRows, with: animation) }
                for (f, t) in batch.movedRows { table.moveRow(at: f, to: t) }
                if !batch.reloadedRows.isEmpty { table.reloadRows(at: batch.reloadedRows, with: animatingDifferences ? animation : .none) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
        // Reconfigured items keep their cells' places: their visible cells are asked for again, unanimated.
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { new.locate($0) }.filter { table.cellForRow(at: $0) != nil }
        if !reconfigured.isEmpty { table.reloadRows(at: reconfigured, with: .none) }
    }

    /// Shows the snapshot by reloading the table, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearReloads()
        tableView?.reloadData()
        completion?()
    }


    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.count(inSection: section) }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            UIKitRuntime.fail("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
