import Foundation

/// What a diffable data source asks before and tells after an outline item expands or collapses.
public struct DiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children to show under an expanding parent (instead of those already in the snapshot).
    public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    public init() {}
}
