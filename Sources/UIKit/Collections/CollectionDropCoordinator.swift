import Foundation

/// A collection view's drop coordinator.
@MainActor final class CollectionDropCoordinator: ListDropCoordinator, UICollectionViewDropCoordinator {
    var items: [UICollectionViewDropItem] { dropItems }
    var proposal: UICollectionViewDropProposal {
        baseProposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: baseProposal.operation, intent: .unspecified)
    }
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating { land(dragItem, inList: rectAt(indexPath)) }
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        drop(dragItem, intoRowAt: indexPath, rect: rect)
    }
}

extension ListDropCoordinator.Item: UICollectionViewDropItem {}
