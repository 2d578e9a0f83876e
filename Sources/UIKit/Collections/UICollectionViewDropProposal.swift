import Foundation

/// A collection view's drop proposal: the operation and how the items take the drop.
@preconcurrency @MainActor open class UICollectionViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        /// No particular place.
        case unspecified = 0
        /// New items at the destination: the items part to make room as the drag moves.
        case insertAtDestinationIndexPath = 1
        /// Into the item under the finger (a folder), which is highlighted.
        case insertIntoDestinationIndexPath = 2
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: UIDropOperation) { self.init(operation: operation, intent: .unspecified) }
}
