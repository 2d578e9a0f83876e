import Foundation

/// Drag and drop of items (iOS 11): the drag delegate gives a long-pressed item's items, the drop
/// delegate proposes and performs drops, the drop lands where the delegate's coordinator says.
extension UICollectionView {
    /// Whether items of this collection view are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }
    /// Whether a drag is over this collection view.
    public var hasActiveDrop: Bool { dragAndDrop.hasActiveDrop }

    func dragAndDropHost() -> ListDragAndDrop.Host {
        let dropGap = CollectionDropGap(list: self)
        return ListDragAndDrop.Host(
            cellAt: { [unowned self] p in
                guard let ip = indexPathForItem(at: p), let cell = cellForItem(at: ip) else { return nil }
                cellTouchCancelled(cell)
                return (ip, cell)
            },
            items: { [unowned self] s, ip in dragDelegate?.collectionView(self, itemsForBeginning: s, at: ip) ?? [] },
            previewParameters: { [unowned self] ip in dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: ip) },
            dragWillBegin: { [unowned self] s in dragDelegate?.collectionView(self, dragSessionWillBegin: s) },
            dragDidEnd: { [unowned self] s in dragDelegate?.collectionView(self, dragSessionDidEnd: s) },
            allowsMove: { [unowned self] s in dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: s) ?? true },
            restricted: { [unowned self] s in dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: s) ?? false },
            hasDropDelegate: { [unowned self] in dropDelegate != nil },
            canHandle: { [unowned self] s in dropDelegate?.collectionView(self, canHandle: s) ?? false },
            destination: { [unowned self] p, into, _ in dropDestination(at: p, into: into) },
            update: { [unowned self] s, ip in
                let proposal = dropDelegate?.collectionView(self, dropSessionDidUpdate: s, withDestinationIndexPath: ip)
                    ?? UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
                return (proposal, proposal.intent == .insertAtDestinationIndexPath, proposal.intent == .insertIntoDestinationIndexPath)
            },
            entered: { [unowned self] s in dropDelegate?.collectionView(self, dropSessionDidEnter: s) },
            exited: { [unowned self] s in dropDelegate?.collectionView(self, dropSessionDidExit: s) },
            ended: { [unowned self] s in dropDelegate?.collectionView(self, dropSessionDidEnd: s) },
            showGap: { ip, _, leaving in dropGap.show(before: ip, leaving: leaving) },
            perform: { [unowned self] s, ip, proposal in
                let coordinator = CollectionDropCoordinator(session: s, list: self, destination: ip, proposal: proposal) { [unowned self] ip in
                    layoutAttributesForItem(at: ip)?.frame
                }
                dropDelegate?.collectionView(self, performDropWith: coordinator)
            })
    }

    /// The index path a drop at `p` goes to: the item under it (for an insertion, before it), or past
    /// the last item when the finger is beyond them all. Items dragged within the collection view leave
    /// their places as the others close up, so the place under the finger is the item's new index.
    private func dropDestination(at p: CGPoint, into: Bool) -> IndexPath? {
        if let ip = indexPathForItem(at: p) { return ip }
        let last = numberOfSections - 1
        guard last >= 0 else { return IndexPath(item: 0, section: 0) }
        let count = numberOfItems(inSection: last)
        guard count > 0, let end = layoutAttributesForItem(at: IndexPath(item: count - 1, section: last))?.frame else {
            return IndexPath(item: 0, section: last)
        }
        return p.y > end.maxY || (p.y >= end.minY && p.x > end.maxX) ? IndexPath(item: count, section: last) : nil
    }
}

extension UICollectionView {
    /// How soon items move aside for a drag passing over them.
    public enum ReorderingCadence: Int, Sendable {
        case immediate = 0
        case fast = 1
        case slow = 2
    }
}
