import Foundation
import QuartzCore

/// Pages of content one at a time, turned by a swipe or by `setViewControllers`. The data source
/// gives the pages either side of the one shown (asked again after every turn, so it may change);
/// the delegate hears when a swipe starts toward a page and how it ends; a data source that gives
/// `presentationCount` gets a page indicator under the pages. Pages are child view controllers, with
/// appearance callbacks as a swipe shows and hides them.
///
/// A `.scroll` controller slides its pages; a `.pageCurl` one turns them about the spine in
/// perspective. With the spine at `.min` (the leading edge) or `.max` (the trailing edge, a book read
/// the other way) one page shows and swings away to uncover the next; with `.mid` two pages show
/// side by side (a spread) and the right-hand one turns over about the middle, its back being the
/// next spread's left-hand page. A double-sided `.min` or `.max` book takes a page's front and the
/// back before it, as UIKit asks, and turns two pages at a time; the back is not drawn.
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodePageController(from: coder)
    }

    open weak var dataSource: UIPageViewControllerDataSource? { didSet { if isViewLoaded { reloadNeighbours() } } }
    open weak var delegate: UIPageViewControllerDelegate?
    open internal(set) var transitionStyle: TransitionStyle = .scroll
    open internal(set) var navigationOrientation: NavigationOrientation = .horizontal
    open internal(set) var spineLocation: SpineLocation = .none
    /// Whether pages have content on their backs; a mid spine makes it true.
    open var isDoubleSided = false
    /// The pages shown: one, or two for a spread (left and right) or a double-sided page (front, then
    /// the back before it).
    open private(set) var viewControllers: [UIViewController]?
    /// The recognizers that turn pages in a page-curl controller; none in a scrolling one, as on iOS.
    open var gestureRecognizers: [UIGestureRecognizer] { transitionStyle == .pageCurl ? (scroller?.gestureRecognizers ?? []) : [] }

    var interPageSpacing: CGFloat = 0
    private var scroller: PageScroller?
    private var pageControl: UIPageControl?
    /// The spreads either side of the one shown (each as `viewControllers` would hold it).
    var before: [UIViewController]?
    var after: [UIViewController]?
    /// The spread a swipe is moving toward, once the delegate has been told.
    private var pending: [UIViewController]?
    /// A spread set with `setViewControllers(animated: true)` on its way in, and what to call after.
    private var arriving: (pages: [UIViewController], completion: ((Bool) -> Void)?)?
    /// Set while the delegate is asked for a spine location: pages it sets wait for its answer.
    var spineQuestion: (orientation: UIInterfaceOrientation, pages: [UIViewController]?)?
    /// The interface orientation the delegate last chose a spine for (apps launch in portrait).
    var spineOrientation: UIInterfaceOrientation = .portrait

    /// The height kept under the pages for the page indicator.
    static let indicatorHeight: CGFloat = 37

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        super.init(nibName: nil, bundle: nil)
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if let s = options?[.spineLocation] {
            spineLocation = (s as? SpineLocation) ?? (s as? Int).flatMap(SpineLocation.init(rawValue:)) ?? (s as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) } ?? .min
        } else if style == .pageCurl {
            spineLocation = .min
        }
        if spineLocation == .mid { isDoubleSided = true }
        if let v = options?[.interPageSpacing] {
            interPageSpacing = (v as? CGFloat) ?? (v as? Double).map { CGFloat($0) } ?? (v as? Int).map { CGFloat($0) } ?? (v as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var appearanceChildren: [UIViewController] { viewControllers ?? [] }
    override var managesChildAppearance: Bool { true }

    open override func loadView() {
        let root = UIView()
        let s = PageScroller(owner: self, vertical: navigationOrientation == .vertical)
        s.spacing = interPageSpacing
        s.spine = transitionStyle == .pageCurl ? spineLocation : .none
        root.addSubview(s)
        scroller = s
        view = root
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        askForSpineIfRotated()
        layoutPages()
    }

    private func layoutPages() {
        guard let s = scroller else { return }
        var area = view.bounds
        if let pc = pageControl, !pc.isHidden {
            let bottom = view.safeAreaInsets.bottom
            area.size.height -= UIPageViewController.indicatorHeight + bottom
            pc.frame = CGRect(x: 0, y: area.maxY, width: view.bounds.width, height: UIPageViewController.indicatorHeight)
        }
        // The scroller is a page plus the spacing long, so pages stop one spacing apart.
        let frame = s.vertical ? CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + interPageSpacing)
                               : CGRect(x: area.minX, y: area.minY, width: area.width + interPageSpacing, height: area.height)
        guard s.frame != frame || s.slots.isEmpty != (viewControllers == nil) else { return }
        s.frame = frame
        if !s.isDragging && !s.isDecelerating && arriving == nil { arrangePages() }
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one page, or two as `spineLocation` and `isDoubleSided` ask); animated,
    /// they come in from `direction`'s side.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if spineQuestion != nil {
            // Asked for a spine, the delegate sets the pages for it first: they count against its answer.
            spineQuestion?.pages = viewControllers
            completion?(true)
            return
        }
        guard let pages = viewControllers, pages.count == pagesPerSpread else {
            UIKitRuntime.fail("The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (\(pagesPerSpread)) for the requested transition")
            return
        }
        loadViewIfNeeded()
        guard let s = scroller else { return }
        let old = self.viewControllers
        guard animated, let current = old, !Self.same(current, pages), view.isInShownWindow else {
            replaceCurrent(with: pages, old: old)
            completion?(true)
            return
        }
        finishArrivalNow()
        // The new spread takes the neighbour's place on its side, and the scroller glides to it.
        let side = direction == .forward
        if let o = side ? after : before, !Self.same(o, pages) { drop(o.filter { p in !pages.contains { $0 === p } && !current.contains { $0 === p } }) }
        if side { after = pages } else { before = pages }
        adopt(pages)
        arrangePages()
        for c in current where !pages.contains(where: { $0 === c }) { c.beginAppearanceTransition(false, animated: true) }
        for p in pages where !current.contains(where: { $0 === p }) { p.beginAppearanceTransition(true, animated: true) }
        arriving = (pages, completion)
        let slot = s.slots.firstIndex { $0.first === pages[0].view } ?? 0
        s.setContentOffset(s.offset(ofSlot: slot), animated: true)
    }

    /// How many view controllers make what shows at once.
    var pagesPerSpread: Int { transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1 }

    /// Whether two spreads are the same pages.
    static func same(_ a: [UIViewController]?, _ b: [UIViewController]?) -> Bool {
        guard let a, let b, a.count == b.count else { return a == nil && b == nil }
        return zip(a, b).allSatisfy { $0 === $1 }
    }

    /// A `setViewControllers` animation still running ends at once (a second call, as on iOS).
    private func finishArrivalNow() {
        guard arriving != nil else { return }
        completeArrival(finished: false)
    }

    private func completeArrival(finished: Bool) {
        guard let (pages, completion) = arriving else { return }
        arriving = nil
        let old = self.viewControllers ?? []
        self.viewControllers = pages
        for c in old where !pages.contains(where: { $0 === c }) { c.endAppearanceTransition() }
        for p in pages where !old.contains(where: { $0 === p }) { p.endAppearanceTransition() }
        updateIndicatorIndex()
        reloadNeighbours()
        completion?(finished)
    }

    func replaceCurrent(with pages: [UIViewController], old: [UIViewController]?) {
        let visible = view.isInShownWindow
        let leaving = (old ?? []).filter { o in !pages.contains { $0 === o } }
        let coming = pages.filter { p in !(old ?? []).contains { $0 === p } }
        if visible { for o in leaving { o.beginAppearanceTransition(false, animated: false) } }
        drop(leaving)
        if visible { for o in leaving { o.endAppearanceTransition() } }
        adopt(pages)
        viewControllers = pages
        if visible { for p in coming { p.beginAppearanceTransition(true, animated: false) } }
        reloadNeighbours()
        if visible { for p in coming { p.endAppearanceTransition() } }
        updateIndicatorIndex()
    }

    // MARK: Children

    private func adopt(_ pages: [UIViewController]) {
        for page in pages where page.parent !== self {
            addChild(page)
            page.loadViewIfNeeded()
            page.didMove(toParent: self)
        }
    }

    private func drop(_ pages: [UIViewController]) {
        for page in pages where page.parent === self {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
    }

    /// Asks the data source again for the spreads either side of the one shown.
    private func reloadNeighbours() {
        guard let current = viewControllers else { return }
        let newBefore = spread(before: current)
        let newAfter = spread(after: current)
        let kept = current + (newBefore ?? []) + (newAfter ?? [])
        drop(((before ?? []) + (after ?? [])).filter { o in !kept.contains { $0 === o } })
        before = newBefore
        after = newAfter
        adopt((before ?? []) + (after ?? []))
        updateIndicator()
        arrangePages()
    }

    private func arrangePages() {
        guard let s = scroller, let current = viewControllers else { return }
        s.spine = transitionStyle == .pageCurl ? spineLocation : .none
        var order = [before, current, after].compactMap { $0 }
        // A book bound at the trailing edge reads the other way: the next spread lies before.
        if s.readsBackward { order.reverse() }
        s.arrange(order.map { shownViews(of: $0) }, current: order.firstIndex { Self.same($0, current) } ?? 0)
    }

    /// The views a spread shows: both pages of a two-page spread, a double-sided page's front only.
    private func shownViews(of spread: [UIViewController]) -> [UIView] {
        spineLocation == .mid && transitionStyle == .pageCurl ? spread.map(\.view) : [spread[0].view]
    }

    // MARK: Swiping

    func pagesBeganDragging() { finishArrivalNow() }

    func pagesScrolled() {
        guard let s = scroller, arriving == nil, s.isDragging || s.isDecelerating, let current = viewControllers,
              let slot = s.slots.firstIndex(where: { $0.first === current[0].view }) else { return }
        let p = s.position(relativeTo: slot) * (s.readsBackward ? -1 : 1)
        let toward = p > 0.001 ? after : p < -0.001 ? before : nil
        guard let target = toward, !Self.same(target, pending) else { return }
        // Turned back toward the other side: the pages that were coming go away again.
        if let old = pending {
            for o in old { o.beginAppearanceTransition(false, animated: true); o.endAppearanceTransition() }
            for c in current { c.beginAppearanceTransition(true, animated: true); c.endAppearanceTransition() }
        }
        pending = target
        delegate?.pageViewController(self, willTransitionTo: target)
        for c in current { c.beginAppearanceTransition(false, animated: true) }
        for t in target { t.beginAppearanceTransition(true, animated: true) }
    }

    func pagesCameToRest() {
        guard let s = scroller else { return }
        if arriving != nil { completeArrival(finished: true); return }
        guard let current = viewControllers, let target = pending else { return }
        pending = nil
        let resting = s.slots.indices.contains(s.restingSlot) ? s.slots[s.restingSlot].first : nil
        let completed = resting === target[0].view
        if completed {
            viewControllers = target
            for c in current { c.endAppearanceTransition() }
            for t in target { t.endAppearanceTransition() }
            if let pc = pageControl {
                pc.currentPage += Self.same(target, after) ? 1 : -1
            }
        } else {
            // Let go short of the next spread: it went back, and the pages shown stay.
            for t in target { t.beginAppearanceTransition(false, animated: true) }
            for c in current { c.beginAppearanceTransition(true, animated: true) }
            for t in target { t.endAppearanceTransition() }
            for c in current { c.endAppearanceTransition() }
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: current, transitionCompleted: completed)
        if completed { reloadNeighbours() }
    }

    // MARK: The page indicator

    private func updateIndicator() {
        let count = dataSource?.presentationCount(for: self) ?? 0
        guard count > 0 else {
            pageControl?.removeFromSuperview()
            pageControl = nil
            return
        }
        if pageControl == nil {
            let pc = UIPageControl()
            pc.isUserInteractionEnabled = false
            view.addSubview(pc)
            pageControl = pc
            view.setNeedsLayout()
        }
        pageControl?.numberOfPages = count
    }

    private func updateIndicatorIndex() {
        updateIndicator()
        guard let pc = pageControl else { return }
        pc.currentPage = dataSource?.presentationIndex(for: self) ?? 0
    }
}
