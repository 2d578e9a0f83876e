import Foundation

/// A data source whose items form trees (a diffable data source fed section snapshots): an outline
/// disclosure asks it whether an item is expanded, and toggles it.
@MainActor protocol OutlineDataSource: AnyObject {
    func isOutlineExpanded(at indexPath: IndexPath) -> Bool
    func hasOutlineChildren(at indexPath: IndexPath) -> Bool
    /// How deep in its tree the item is (0 for a root item).
    func outlineLevel(at indexPath: IndexPath) -> Int
    /// Expands or collapses the item (as the section snapshot handlers allow); its new state.
    func toggleOutline(at indexPath: IndexPath) -> Bool
}
