import Foundation

/// Takes drops on a collection view. Only `performDropWith` is required.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: AnyObject {
    /// The drop: update the model and the table, then tell the coordinator where the items land.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// What a drop at `destinationIndexPath` would do. Without this method a drag from the same collection view
    /// moves and any other copies (OpenUIKit's choice; see the porting guide).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let local = (session as? DragSession)?.sourceList === collectionView
        return UICollectionViewDropProposal(operation: local ? .move : .copy, intent: .unspecified)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
