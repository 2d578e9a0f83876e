import Foundation

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source asks before an item is dragged to a new place and tells around the
    /// drop. Items reorder only when `canReorderItem` is set and says yes; the data source updates
    /// its own snapshot, and `didReorder` is where an app updates its model from the transaction.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// The drop of a reorder: the snapshot takes the moved item's new place (the collection view has
    /// already moved it), with the handlers told before and after.
    func commitReorder(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = initial.item(at: source) else { return }
        var final = initial
        final.deleteItems([item])
        let sections = final.sectionIdentifiers
        guard sections.indices.contains(destination.section) else { return }
        let others = final.itemIdentifiers(inSection: sections[destination.section])
        if destination.item < others.count {
            final.insertItems([item], beforeItem: others[destination.item])
        } else {
            final.appendItems([item], toSection: sections[destination.section])
        }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final)
        reorderingHandlers.willReorder?(transaction)
        replaceSnapshotWithoutUpdates(final)
        // A flat section applied as a section snapshot keeps its new order there too.
        for t in transaction.sectionTransactions {
            if let tree = sectionTrees[t.sectionIdentifier] as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
               tree.rootItems.count == tree.items.count { sectionTrees[t.sectionIdentifier] = t.finalSnapshot }
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
