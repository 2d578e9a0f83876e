import Foundation

/// The actions a swipe on a row reveals, the first nearest the edge.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// A swipe across most of the row performs the first action at once.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
