import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Pages of content one at a time, turned by a swipe or by `setViewControllers`. The data source
/// gives the pages either side of the one shown (asked again after every turn, so it may change);
/// the delegate hears when a swipe starts toward a page and how it ends; a data source that gives
/// `presentationCount` gets a page indicator under the pages. Pages are child view controllers, with
/// appearance callbacks as a swipe shows and hides them.
///
/// A `.scroll` controller slides its pages; a `.pageCurl` one turns them about the spine (its leading
/// edge) in perspective, the page swinging away to uncover the next. A mid spine's two-page spread
/// and the back of a double-sided page are not drawn: one page shows at a time.
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { if isViewLoaded { reloadNeighbours() } } }
    open weak var delegate: UIPageViewControllerDelegate?
    open internal(set) var transitionStyle: TransitionStyle = .scroll
    open internal(set) var navigationOrientation: NavigationOrientation = .horizontal
    open internal(set) var spineLocation: SpineLocation = .none
    open var isDoubleSided = false
    /// The page shown (a one-element array, as UIKit gives it).
    open private(set) var viewControllers: [UIViewController]?
    /// The recognizers that turn pages in a page-curl controller; none in a scrolling one, as on iOS.
    open var gestureRecognizers: [UIGestureRecognizer] { transitionStyle == .pageCurl ? (scroller?.gestureRecognizers ?? []) : [] }

    private var interPageSpacing: CGFloat = 0
    private var scroller: PageScroller?
    private var pageControl: UIPageControl?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The page a swipe is moving toward, once the delegate has been told.
    private var pending: UIViewController?
    /// A page set with `setViewControllers(animated: true)` on its way in, and what to call after.
    private var arriving: (page: UIViewController, completion: ((Bool) -> Void)?)?

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
        s.curls = transitionStyle == .pageCurl
        root.addSubview(s)
        scroller = s
        view = root
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
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
        guard s.frame != frame || s.pages.isEmpty != (viewControllers == nil) else { return }
        s.frame = frame
        if !s.isDragging && !s.isDecelerating && arriving == nil { arrangePages() }
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one page); animated, it slides in from `direction`'s side.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let required = transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
        guard let pages = viewControllers, pages.count == required, let page = pages.first else {
            UIKitRuntime.fail("The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (\(required)) for the requested transition")
            return
        }
        loadViewIfNeeded()
        guard let s = scroller else { return }
        let old = self.viewControllers?.first
        guard animated, let current = old, current !== page, view.isInShownWindow else {
            replaceCurrent(with: page, old: old)
            completion?(true)
            return
        }
        finishArrivalNow()
        // The new page takes the neighbour's place on its side, and the scroller glides to it.
        let side = direction == .forward
        let outgoing = side ? after : before
        if let o = outgoing, o !== page { drop(o) }
        if side { after = page } else { before = page }
        adopt(page)
        arrangePages()
        current.beginAppearanceTransition(false, animated: true)
        page.beginAppearanceTransition(true, animated: true)
        arriving = (page, completion)
        let slot = s.pages.firstIndex { $0 === page.view } ?? 0
        s.setContentOffset(s.offset(ofSlot: slot), animated: true)
    }

    /// A `setViewControllers` animation still running ends at once (a second call, as on iOS).
    private func finishArrivalNow() {
        guard arriving != nil else { return }
        completeArrival(finished: false)
    }

    private func completeArrival(finished: Bool) {
        guard let (page, completion) = arriving else { return }
        arriving = nil
        let old = viewControllers?.first
        self.viewControllers = [page]
        old?.endAppearanceTransition()
        page.endAppearanceTransition()
        updateIndicatorIndex()
        reloadNeighbours()
        completion?(finished)
    }

    private func replaceCurrent(with page: UIViewController, old: UIViewController?) {
        let visible = view.isInShownWindow
        if let old, old !== page {
            if visible { old.beginAppearanceTransition(false, animated: false) }
            drop(old)
            if visible { old.endAppearanceTransition() }
        }
        adopt(page)
        viewControllers = [page]
        if visible && old !== page { page.beginAppearanceTransition(true, animated: false) }
        reloadNeighbours()
        if visible && old !== page { page.endAppearanceTransition() }
        updateIndicatorIndex()
    }

    // MARK: Children

    private func adopt(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        page.loadViewIfNeeded()
        page.didMove(toParent: self)
    }

    private func drop(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Asks the data source again for the pages either side of the one shown.
    private func reloadNeighbours() {
        guard let current = viewControllers?.first else { return }
        let newBefore = dataSource?.pageViewController(self, viewControllerBefore: current)
        let newAfter = dataSource?.pageViewController(self, viewControllerAfter: current)
        for old in [before, after].compactMap({ $0 }) where old !== newBefore && old !== newAfter && old !== current { drop(old) }
        before = newBefore
        after = newAfter
        for p in [before, after].compactMap({ $0 }) { adopt(p) }
        updateIndicator()
        arrangePages()
    }

    private func arrangePages() {
        guard let s = scroller, let current = viewControllers?.first else { return }
        let order = [before, current, after].compactMap { $0 }
        s.arrange(order.map(\.view), current: order.firstIndex { $0 === current } ?? 0)
    }

    // MARK: Swiping

    func pagesBeganDragging() { finishArrivalNow() }

    func pagesScrolled() {
        guard let s = scroller, arriving == nil, s.isDragging || s.isDecelerating, let current = viewControllers?.first,
              let slot = s.pages.firstIndex(where: { $0 === current.view }) else { return }
        let p = s.position(relativeTo: slot)
        let toward = p > 0.001 ? after : p < -0.001 ? before : nil
        guard let target = toward, target !== pending else { return }
        // Turned back toward the other side: the page that was coming goes away again.
        if let old = pending {
            old.beginAppearanceTransition(false, animated: true)
            old.endAppearanceTransition()
            current.beginAppearanceTransition(true, animated: true)
            current.endAppearanceTransition()
        }
        pending = target
        delegate?.pageViewController(self, willTransitionTo: [target])
        current.beginAppearanceTransition(false, animated: true)
        target.beginAppearanceTransition(true, animated: true)
    }

    func pagesCameToRest() {
        guard let s = scroller else { return }
        if arriving != nil { completeArrival(finished: true); return }
        guard let current = viewControllers?.first, let target = pending else { return }
        pending = nil
        let resting = s.pages.indices.contains(s.restingSlot) ? s.pages[s.restingSlot] : nil
        let completed = resting === target.view
        if completed {
            viewControllers = [target]
            current.endAppearanceTransition()
            target.endAppearanceTransition()
            if let pc = pageControl {
                pc.currentPage += target === after ? 1 : -1
            }
        } else {
            // Let go short of the next page: it slid back, and the page shown stays.
            target.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            target.endAppearanceTransition()
            current.endAppearanceTransition()
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
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
