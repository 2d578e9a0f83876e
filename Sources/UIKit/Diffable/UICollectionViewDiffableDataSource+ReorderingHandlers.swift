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
        // A section applied as a tree moves the item in the tree too: among the siblings it was dropped
        // between, or under the parent it was dropped below; to another section's tree with its
        // (hidden) children.
        var trees: [SectionIdentifierType: (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)] = [:]
        let from = initial.sectionIdentifier(containingItem: item), to = final.sectionIdentifier(containingItem: item)
        var branch = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>.Branch(items: [item], depths: [0], expanded: [])
        if let from, let tree = sectionTrees[from] as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
            var moved = tree
            if from == to {
                moved.move(item, toMatch: final.itemIdentifiers(inSection: from))
            } else if let taken = moved.take(item) {
                branch = taken
            }
            trees[from] = (tree, moved)
        }
        if let to, to != from, let tree = sectionTrees[to] as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
            var moved = tree
            moved.place(branch, toMatch: final.itemIdentifiers(inSection: to))
            trees[to] = (tree, moved)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final, trees: trees)
        reorderingHandlers.willReorder?(transaction)
        replaceSnapshotWithoutUpdates(final)
        for (section, (_, moved)) in trees { sectionTrees[section] = moved }
        reorderingHandlers.didReorder?(transaction)
    }
}
