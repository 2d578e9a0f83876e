import Foundation

/// Decides what a drop on a view does, and takes the dropped items.
@preconcurrency @MainActor public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes this drag at all (asked once per drag).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// What a drop here would do, asked as the finger moves; the default cancels.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The finger lifted here with a copy or move proposed: load the items.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drop's animations have finished.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// The drag is over, wherever it ended (told to every view it entered).
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
    /// Where a dropped item's preview lands; nil lets it fade where it was dropped.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
}
