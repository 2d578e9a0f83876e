import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` sees it: an item
/// (or, with `NSNotFound` as its item, a whole section) inserted, deleted, reloaded or moved.
@preconcurrency @MainActor open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }

    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
