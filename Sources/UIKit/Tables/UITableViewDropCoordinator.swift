import Foundation

/// What a table view's drop delegate gets to perform a drop: the items, where, and the way to say
/// where each item's picture lands.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: AnyObject {
    var items: [UITableViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
    /// The item's picture lands on the row at `indexPath` (after the table's updates).
    @discardableResult func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// The item's picture shrinks into `rect` of the row at `indexPath`.
    @discardableResult func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// The item's picture lands at `target`.
    @discardableResult func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}
