import Foundation

/// What a collection view's drop delegate gets to perform a drop: the items, where, and the way to say
/// where each item's picture lands.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    /// The item's picture lands on the item at `indexPath` (after the collection view's updates).
    @discardableResult func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// The item's picture shrinks into `rect` of the item at `indexPath`.
    @discardableResult func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// The item's picture lands at `target`.
    @discardableResult func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}
