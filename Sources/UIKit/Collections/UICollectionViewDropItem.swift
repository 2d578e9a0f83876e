import Foundation

/// One item dropped on a collection view.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// Where the item came from when it was dragged from this same collection view; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}
