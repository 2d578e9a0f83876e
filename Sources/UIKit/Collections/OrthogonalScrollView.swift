import Foundation

/// The scroll view a collection view puts over an orthogonally scrolling section: the section's
/// cells are its subviews, so a sideways drag moves them (and the collection view's own pan takes
/// drags along the layout's direction); it stops as the section's behaviour says — anywhere, on a
/// group's leading edge, on pages, one group at a time, or with a group centred.
@MainActor final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    var geometry: OrthogonalSectionGeometry
    private var dragStartOffset: CGFloat = 0

    init(_ geometry: OrthogonalSectionGeometry) {
        self.geometry = geometry
        super.init(frame: geometry.frame)
        backgroundColor = .clear
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        delaysContentTouches = true
        scrollDelegate = self
        apply(geometry)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func apply(_ g: OrthogonalSectionGeometry) {
        geometry = g
        if frame != g.frame { frame = g.frame }
        let size = g.vertical ? CGSize(width: g.contentLength, height: g.frame.height) : CGSize(width: g.frame.width, height: g.contentLength)
        if contentSize != size { contentSize = size }
        if g.vertical { alwaysBounceHorizontal = true } else { alwaysBounceVertical = true }
        isPagingEnabled = g.behavior == .paging
        decelerationRate = [.groupPaging, .groupPagingCentered, .paging].contains(g.behavior) ? .fast : .normal
    }

    /// Where the section's content is scrolled to, across the layout's direction.
    var offset: CGFloat { geometry.vertical ? contentOffset.x : contentOffset.y }

    // MARK: UIScrollViewDelegate (its own)

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.orthogonalSectionScrolled(self)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStartOffset = offset }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let g = geometry
        guard g.pitch > 0, g.groupCount > 0 else { return }
        let speed = g.vertical ? velocity.x : velocity.y
        let proposed = g.vertical ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let visible = g.vertical ? bounds.width : bounds.height
        let centring = g.behavior == .groupPagingCentered ? g.leadingInset + g.groupLength / 2 - visible / 2 : 0
        func position(ofGroup k: Int) -> CGFloat { CGFloat(k) * g.pitch + centring }
        func group(at o: CGFloat) -> Int { min(g.groupCount - 1, max(0, Int(((o - centring) / g.pitch).rounded()))) }
        let target: CGFloat
        switch g.behavior {
        case .groupPaging, .groupPagingCentered:
            // One group at a time: the next in the fling's direction, else the nearest.
            let start = group(at: dragStartOffset)
            let k = abs(speed) > 0.1 ? start + (speed > 0 ? 1 : -1) : group(at: offset)
            target = position(ofGroup: min(g.groupCount - 1, max(0, k)))
        case .continuousGroupLeadingBoundary:
            target = position(ofGroup: group(at: proposed))
        case .none, .continuous, .paging:
            return
        }
        let r = offsetRange
        let clamped = g.vertical ? min(max(target, r.min.x), r.max.x) : min(max(target, r.min.y), r.max.y)
        if g.vertical { targetContentOffset.pointee.x = clamped } else { targetContentOffset.pointee.y = clamped }
    }
}
