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
    private var currentIndex = 0
    /// Page-curl style: the pages stay in view and the page being turned swings about the spine.
    var curls = false
    /// How deep the perspective of a turning page is (points to the eye).
    static let eyeDistance: CGFloat = 1500
    /// The turning page darkens as it turns from the light; the page under it is in its shadow.
    private let turningShade = UIView(), underShade = UIView()

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
        currentIndex = current
        for (i, v) in pages.enumerated() {
            if v.superview !== self { addSubview(v) }
            flatten(v)
            v.frame = frame(ofSlot: i)
        }
        let n = CGFloat(pages.count)
        contentSize = vertical ? CGSize(width: bounds.width, height: n * step) : CGSize(width: n * step, height: bounds.height)
        stopScrolling()
        contentOffset = offset(ofSlot: current)
        placeCurl()
    }

    /// A page back to lying flat, turning about its centre.
    private func flatten(_ v: UIView) {
        v.layer.transform = CATransform3DIdentity
        v.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        v.isHidden = false
        for s in [turningShade, underShade] where s.superview === v { s.removeFromSuperview() }
    }

    /// Page-curl style: every page lies where the view is. Going forward, the page shown swings away
    /// about its leading edge (the spine) to uncover the next; going back, the one before swings in
    /// over it. The swing is a rotation in perspective, which the compositor projects.
    private func placeCurl() {
        guard curls, !pages.isEmpty else { return }
        let p = max(-1, min(1, position(relativeTo: currentIndex)))
        let turning = p >= 0 ? currentIndex : currentIndex - 1
        let under = p >= 0 ? currentIndex + 1 : currentIndex
        let size = frame(ofSlot: 0).size
        UIView.performWithoutAnimation {
            for (i, v) in pages.enumerated() {
                flatten(v)
                v.frame = CGRect(origin: contentOffset, size: size)
                v.isHidden = !(i == currentIndex || (p != 0 && (i == turning || i == under)))
            }
            guard pages.indices.contains(turning), p != 0 || turning == currentIndex else { return }
            let v = pages[turning]
            bringSubviewToFront(v)
            // Forward, 0 → a quarter turn away; back, a quarter turn → flat.
            let turned = p >= 0 ? p : 1 + p
            let angle = turned * .pi / 2
            for (shade, host, alpha) in [(turningShade, v, 0.35 * turned), (underShade, pages.indices.contains(under) ? pages[under] : nil, 0.3 * (1 - turned))] {
                guard let host, turned > 0 else { continue }
                shade.backgroundColor = .black
                shade.isUserInteractionEnabled = false
                shade.frame = host.bounds
                shade.alpha = alpha
                host.addSubview(shade)
            }
            var t = CATransform3DIdentity
            t.m34 = -1 / PageScroller.eyeDistance
            if vertical {
                v.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
                v.layer.position = CGPoint(x: contentOffset.x + size.width / 2, y: contentOffset.y)
                v.layer.transform = CATransform3DRotate(t, angle, 1, 0, 0)
            } else {
                v.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
                v.layer.position = CGPoint(x: contentOffset.x, y: contentOffset.y + size.height / 2)
                v.layer.transform = CATransform3DRotate(t, -angle, 0, 1, 0)
            }
        }
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
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        placeCurl()
        owner.pagesScrolled()
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner.pagesCameToRest() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner.pagesCameToRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner.pagesCameToRest() }
}
