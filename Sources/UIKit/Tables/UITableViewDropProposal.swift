import Foundation

/// A table view's drop proposal: the operation and how the rows take the drop.
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        /// No particular place.
        case unspecified = 0
        /// New rows at the destination: the rows part to make room as the drag moves.
        case insertAtDestinationIndexPath = 1
        /// Into the row under the finger (a folder), which is highlighted.
        case insertIntoDestinationIndexPath = 2
        /// At or into, as the finger is near a row's edge or its middle.
        case automatic = 3
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: UIDropOperation) { self.init(operation: operation, intent: .unspecified) }
}
