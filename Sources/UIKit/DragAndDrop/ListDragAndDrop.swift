import Foundation

/// A table's or collection view's drag and drop: one drag interaction and one drop interaction on the
/// list, turning points into index paths and asking the list's drag and drop delegates through `host`.
@MainActor final class ListDragAndDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    /// What the list answers.
    struct Host {
        /// The row or item under a point (list coordinates) and its cell.
        var cellAt: (CGPoint) -> (IndexPath, UIView)?
        var items: (UIDragSession, IndexPath) -> [UIDragItem]
        var previewParameters: (IndexPath) -> UIDragPreviewParameters?
        var dragWillBegin: (UIDragSession) -> Void
        var dragDidEnd: (UIDragSession) -> Void
        var allowsMove: (UIDragSession) -> Bool
        var restricted: (UIDragSession) -> Bool
        var hasDropDelegate: () -> Bool
        var canHandle: (UIDropSession) -> Bool
        /// Where a drop at a point would go (list coordinates), given the intent last proposed and this
        /// list's items being dragged: as on iOS, an index path in the list as it will be after the drop.
        var destination: (CGPoint, _ into: Bool, _ leaving: [IndexPath]) -> IndexPath?
        /// The drop delegate's proposal: the operation, and whether it inserts at (true) or into the destination.
        var update: (UIDropSession, IndexPath?) -> (proposal: UIDropProposal, insertsAt: Bool, into: Bool)
        var entered: (UIDropSession) -> Void
        var exited: (UIDropSession) -> Void
        var ended: (UIDropSession) -> Void
        /// Opens a gap of the given height before the index path (nil closes it); the index paths are
        /// this list's items being dragged, whose places a list may close while the drag is over it.
        var showGap: (IndexPath?, CGFloat, [IndexPath]) -> Void
        /// The drop itself: the session, the destination and the last proposal.
        var perform: (DragSession, IndexPath?, UIDropProposal) -> Void
    }

    let host: Host
    unowned let list: UIView
    private(set) var drag: UIDragInteraction!
    private(set) var drop: UIDropInteraction!
    private(set) var hasActiveDrag = false
    private(set) var hasActiveDrop = false
    private var lastDestination: IndexPath?
    private var lastProposal: UIDropProposal?
    private var dropsInto = false

    init(list: UIView, host: Host) {
        self.list = list
        self.host = host
        drag = UIDragInteraction(delegate: self)
        drop = UIDropInteraction(delegate: self)
        list.addInteraction(drag)
        list.addInteraction(drop)
    }

    /// The list's `dragInteractionEnabled`.
    var isEnabled: Bool {
        get { drag.isEnabled }
        set { drag.isEnabled = newValue }
    }

    // MARK: Dragging from the list

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let s = session as? DragSession, let (ip, cell) = host.cellAt(session.location(in: list)) else { return [] }
        let items = host.items(session, ip)
        s.sourceList = list
        for item in items {
            s.sourceIndexPaths[ObjectIdentifier(item)] = ip
            item.sourceView = cell
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let s = session as? DragSession, let ip = s.sourceIndexPaths[ObjectIdentifier(item)], let cell = item.sourceView else { return nil }
        return UITargetedDragPreview(view: cell, parameters: host.previewParameters(ip) ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        hasActiveDrag = true
        host.dragWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { host.allowsMove(session) }
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        host.restricted(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        hasActiveDrag = false
        host.dragDidEnd(session)
    }

    // MARK: Dropping on the list

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        host.hasDropDelegate() && host.canHandle(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        hasActiveDrop = true
        host.entered(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let leaving = (session as? DragSession).map { s in s.sourceList === list ? Array(s.sourceIndexPaths.values) : [] } ?? []
        let destination = host.destination(session.location(in: list), dropsInto, leaving)
        let (proposal, insertsAt, into) = host.update(session, destination)
        dropsInto = into
        lastDestination = destination
        lastProposal = proposal
        let opens = insertsAt && (proposal.operation == .copy || proposal.operation == .move)
        host.showGap(opens ? destination : nil, session.items.compactMap(\.sourceView).first?.bounds.height ?? 44, opens ? leaving : [])
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        host.showGap(nil, 0, [])
        host.exited(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let s = session as? DragSession, let proposal = lastProposal else { return }
        UIView.performWithoutAnimation { host.showGap(nil, 0, []) }
        host.perform(s, lastDestination, proposal)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        hasActiveDrop = false
        lastProposal = nil
        lastDestination = nil
        dropsInto = false
        host.showGap(nil, 0, [])
        host.ended(session)
    }
}
