import Foundation

/// Takes drops on a table view. Only `performDropWith` is required.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: AnyObject {
    /// The drop: update the model and the table, then tell the coordinator where the items land.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// What a drop at `destinationIndexPath` would do. Without this method a drag from the same table
    /// moves and any other copies (OpenUIKit's choice; see the porting guide).
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        let local = (session as? DragSession)?.sourceList === tableView
        return UITableViewDropProposal(operation: local ? .move : .copy, intent: .unspecified)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
