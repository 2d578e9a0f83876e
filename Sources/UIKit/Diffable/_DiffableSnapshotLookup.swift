import Foundation

/// Gives both diffable data sources (tables', collection views') their lookups between index paths
/// and identifiers, over the snapshot they show. It lives in a protocol so that one implementation
/// serves both classes.
@preconcurrency @MainActor public protocol _DiffableSnapshotLookup: AnyObject {
    associatedtype SectionIdentifierType: Hashable & Sendable
    associatedtype ItemIdentifierType: Hashable & Sendable
    func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
}

extension _DiffableSnapshotLookup {
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { snapshot().item(at: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { snapshot().locate(itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let ids = snapshot().sectionIdentifiers
        return ids.indices.contains(index) ? ids[index] : nil
    }
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { snapshot().indexOfSection(sectionIdentifier) }
}

extension UITableViewDiffableDataSource: _DiffableSnapshotLookup {}
extension UICollectionViewDiffableDataSource: _DiffableSnapshotLookup {}
