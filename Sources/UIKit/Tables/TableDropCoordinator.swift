import Foundation

/// A table view's drop coordinator.
@MainActor final class TableDropCoordinator: ListDropCoordinator, UITableViewDropCoordinator {
    var items: [UITableViewDropItem] { dropItems }
    var proposal: UITableViewDropProposal {
        baseProposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: baseProposal.operation, intent: .unspecified)
    }
}

extension ListDropCoordinator.Item: UITableViewDropItem {}
