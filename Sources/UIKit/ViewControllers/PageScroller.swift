import Foundation

/// The paging scroll view of a page view controller: up to three slots side by side (the spread
/// before, the one shown, the one after), each `spacing` apart; a slot holds one page, or the two of a
/// spread. It tells its controller when a drag starts, as it moves, and where it comes to rest.
@MainActor final class PageScroller: UIScrollView, UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let vertical: Bool
    var spacing: CGFloat = 0
    /// The slots in order (each one page, or a spread's two), and which of them is shown.
    private(set) var slots: [[UIView]] = []
    private(set) var currentIndex = 0
    /// Page-curl style (any spine but `.none`): the pages stay in view and the page being turned
    /// swings about the spine.
    var spine: UIPageViewController.SpineLocation = .none
    var curls: Bool { spine != .none }
    /// A book bound at its trailing edge: the next page is the slot before.
    var readsBackward: Bool { spine == .max }
    /// How deep the perspective of a turning page is (points to the eye).
    static let eyeDistance: CGFloat = 1500
    /// The turning page darkens as it turns from the light; the page under it is in its shadow.
    let turningShade = UIView(), underShade = UIView()

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

    /// Shows `slots` with the one at `current` in view.
    func arrange(_ slots: [[UIView]], current: Int) {
        let all = slots.joined()
        for v in self.slots.joined() where !all.contains(where: { $0 === v }) && v.superview === self { v.removeFromSuperview() }
        self.slots = slots
        currentIndex = current
        for (i, slot) in slots.enumerated() {
            for (v, f) in zip(slot, pageFrames(slot.count, in: frame(ofSlot: i))) {
                if v.superview !== self { addSubview(v) }
                flatten(v)
                v.frame = f
            }
        }
        let n = CGFloat(slots.count)
        contentSize = vertical ? CGSize(width: bounds.width, height: n * step) : CGSize(width: n * step, height: bounds.height)
        stopScrolling()
        contentOffset = offset(ofSlot: current)
        placeCurl()
    }

    /// Where the pages of a slot lie: the whole slot, or its two halves (left and right, or top and
    /// bottom) for a spread.
    func pageFrames(_ count: Int, in slot: CGRect) -> [CGRect] {
        guard count == 2 else { return [slot] }
        let halves = slot.divided(atDistance: vertical ? slot.height / 2 : slot.width / 2, from: vertical ? .minYEdge : .minXEdge)
        return [halves.slice, halves.remainder]
    }

    /// A page back to lying flat, turning about its centre.
    func flatten(_ v: UIView) {
        v.layer.transform = CATransform3DIdentity
        v.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        v.isHidden = false
        for s in [turningShade, underShade] where s.superview === v { s.removeFromSuperview() }
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
