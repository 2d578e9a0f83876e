import Foundation

/// What a reorder did to one section: its items before and after, as section snapshots, and the difference.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initial: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
         final: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.items.difference(from: initial.items).inferringMoves()
    }
}
