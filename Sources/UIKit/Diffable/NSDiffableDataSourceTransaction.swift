import Foundation

/// What a reorder did to a diffable data source: the snapshots before and after, the difference in
/// items, and the same for each section that changed. The reordering handlers receive one.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change to `itemIdentifiers`, with the moved item as a removal and an insertion linked to each other.
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// `trees` gives a section's snapshots before and after when it was applied as a tree.
    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         trees: [SectionIdentifierType: (NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)] = [:]) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            if let (a, b) = trees[section] { return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initial: a, final: b) }
            var a = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), b = a
            a.append(before)
            b.append(after)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initial: a, final: b)
        }
    }
}
