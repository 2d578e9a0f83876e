import Foundation

/// The paging scroll view of a scrolling page view controller: up to three pages side by side (the
/// one before, the one shown, the one after), each `spacing` apart. It tells its controller when a
/// drag starts, as it moves, and where it comes to rest.
@MainActor final class PageScroller: UIScrollView, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let vertical: Bool
    var spacing: CGFloat = 0
    /// The pages in order, and which of them is shown.
    private(set) var pages: [UIView] = []

    init(owner: UIPageViewController, vertical: Bool) {
        self.owner = owner
        self.vertical = vertical
        super.init(frame: .zero)
        isPagingEnabled = true
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        clipsToBounds = true
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("a page view controller makes its scroller") }

    /// One page's step: its length along the axis plus the spacing.
    var step: CGFloat { vertical ? bounds.height : bounds.width }

    /// Shows `pages` with the one at `current` in view.
    func arrange(_ pages: [UIView], current: Int) {
        for v in self.pages where !pages.contains(where: { $0 === v }) && v.superview === self { v.removeFromSuperview() }
        self.pages = pages
        for (i, v) in pages.enumerated() {
            if v.superview !== self { addSubview(v) }
            v.frame = frame(ofSlot: i)
        }
        let n = CGFloat(pages.count)
        contentSize = vertical ? CGSize(width: bounds.width, height: n * step) : CGSize(width: n * step, height: bounds.height)
        stopScrolling()
        contentOffset = offset(ofSlot: current)
    }

    func frame(ofSlot i: Int) -> CGRect {
        let along = CGFloat(i) * step
        return vertical ? CGRect(x: 0, y: along, width: bounds.width, height: bounds.height - spacing)
                        : CGRect(x: along, y: 0, width: bounds.width - spacing, height: bounds.height)
    }

    func offset(ofSlot i: Int) -> CGPoint { vertical ? CGPoint(x: 0, y: CGFloat(i) * step) : CGPoint(x: CGFloat(i) * step, y: 0) }

    /// How far the view is from page `i`, in pages (negative: toward the earlier ones).
    func position(relativeTo i: Int) -> CGFloat {
        guard step > 0 else { return 0 }
        return ((vertical ? contentOffset.y : contentOffset.x) - CGFloat(i) * step) / step
    }

    /// The slot the view rests on.
    var restingSlot: Int { step > 0 ? Int(((vertical ? contentOffset.y : contentOffset.x) / step).rounded()) : 0 }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner.pagesBeganDragging() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner.pagesScrolled() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner.pagesCameToRest() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner.pagesCameToRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner.pagesCameToRest() }
}
