import Foundation

/// The coordinator and drop items a table or collection view hands its drop delegate: items say
/// where they came from in this list, and `drop(...)` tells the drag where each picture lands.
@MainActor class ListDropCoordinator {
    /// One dropped item (a table's and a collection view's drop item: `TableDropCoordinator`, `CollectionDropCoordinator`).
    @MainActor final class Item {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath?
        let previewSize: CGSize
        init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
            previewSize = dragItem.sourceView?.bounds.size ?? .zero
        }
    }

    let dropItems: [Item]
    let destinationIndexPath: IndexPath?
    let dropSession: DragSession
    let baseProposal: UIDropProposal
    unowned let list: UIView
    /// A row's or item's rectangle in the list, after the app's updates.
    let rectAt: (IndexPath) -> CGRect?

    init(session: DragSession, list: UIView, destination: IndexPath?, proposal: UIDropProposal, rectAt: @escaping (IndexPath) -> CGRect?) {
        dropSession = session
        self.list = list
        destinationIndexPath = destination
        baseProposal = proposal
        self.rectAt = rectAt
        let local = session.sourceList === list
        dropItems = session.items.map { Item(dragItem: $0, sourceIndexPath: local ? session.sourceIndexPaths[ObjectIdentifier($0)] : nil) }
    }

    var session: UIDropSession { dropSession }

    func land(_ item: UIDragItem, inList rect: CGRect?) -> UIDragAnimating {
        if let rect, let window = list.window { dropSession.flight?.landings[ObjectIdentifier(item)] = list.convert(rect, to: window) }
        return DragAnimator()
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating { land(dragItem, inList: rectAt(indexPath)) }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        guard let row = rectAt(indexPath) else { return land(dragItem, inList: nil) }
        return land(dragItem, inList: rect.offsetBy(dx: row.minX, dy: row.minY))
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        let size = dragItem.sourceView?.bounds.size ?? CGSize(width: 44, height: 44)
        let r = CGRect(x: target.center.x - size.width / 2, y: target.center.y - size.height / 2, width: size.width, height: size.height)
        return land(dragItem, inList: target.container.convert(r, to: list))
    }
}
