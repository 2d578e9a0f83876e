import Foundation

/// One item dropped on a table view.
@preconcurrency @MainActor public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// Where the item came from when it was dragged from this same table; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}
