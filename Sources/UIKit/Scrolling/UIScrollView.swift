import Foundation
import QuartzCore

/// A view that shows a part of content larger than itself: scrolling moves its bounds origin
/// (`contentOffset`). Dragging, deceleration, bouncing, paging, zooming and the indicators work as on
/// iOS; the physics are in `UIScrollView+Motion.swift`, the gestures in `UIScrollView+Dragging.swift`.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// VoiceOver's three-finger swipe: a page on (up, left, next) or back (down, right, previous),
    /// told as "Page 2 of 5".
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let inset = adjustedContentInset
        let horizontal = direction == .left || direction == .right
        let forward = direction == .up || direction == .left || direction == .next
        let page = horizontal ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let minimum = horizontal ? -inset.left : -inset.top
        let maximum = max(minimum, horizontal ? contentSize.width + inset.right - bounds.width : contentSize.height + inset.bottom - bounds.height)
        let now = horizontal ? contentOffset.x : contentOffset.y
        let next = min(max(now + (forward ? page : -page), minimum), maximum)
        guard page > 0, abs(next - now) > 0.5 else { return false }
        setContentOffset(horizontal ? CGPoint(x: next, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: next), animated: true)
        let total = horizontal ? contentSize.width : contentSize.height
        let pages = max(1, Int((total / page).rounded(.up)))
        let shown = min(pages, Int(((next - minimum) / page).rounded()) + 1)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(shown) of \(pages)")
        return true
    }

    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .scrollView
        return a
    }

    /// Where the delegate is kept: `delegate` (in `_UIScrollViewDelegateAccess`) reads and writes it, and
    /// subclasses such as `UITableView` declare `delegate` with their own delegate type over it.
    weak var scrollDelegate: UIScrollViewDelegate? {
        didSet { updateZoomRecognizer() }
    }

    let scrollPan = ScrollPanGestureRecognizer()
    let touchRecognizer = ScrollTouchRecognizer()
    var zoomPinch: UIPinchGestureRecognizer?
    /// A restored offset waiting for content large enough to hold it (state restoration).
    var restoredOffset: CGPoint?
    let verticalIndicator = ScrollIndicatorView()
    let horizontalIndicator = ScrollIndicatorView()
    /// The motion under way, if any (deceleration, bounce, paging, an animated offset or zoom).
    var motion: ScrollMotion?
    var dragStart = CGPoint.zero
    var lockedAxis: ScrollAxis?
    var zoomStart: (scale: CGFloat, anchorInContent: CGPoint)?
    var storedZoomScale: CGFloat = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
        restoreDecoded([.clipsSubviews], from: coder) // the file wins over the set-up above
        decodeScrollView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeScrollView(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeScrollView(with: coder)
    }

    override func layoutGuide(nibKey key: String) -> UILayoutGuide? {
        switch key {
        case "contentLayoutGuide": contentLayoutGuide
        case "frameLayoutGuide": frameLayoutGuide
        default: super.layoutGuide(nibKey: key)
        }
    }

    private func setUpScrolling() {
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(scrollPan)
        touchRecognizer.scrollView = self
        addGestureRecognizer(touchRecognizer)
        for indicator in [verticalIndicator, horizontalIndicator] { indicator.alpha = 0 }
    }

    // MARK: Content geometry

    /// The size of the content, in points (zoomed content reports its scaled size).
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            updateAdjustedContentInset()
            setNeedsLayout()
            // The content's bottom edge may have come to (or left) the bars below.
            edgeObserver?.contentScrollViewDidScroll(self)
        }
    }

    /// The point of the content at the view's top left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != newValue.origin { didChangeContentOffset() }
            if old.size != newValue.size { sizeChanged() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds.size
            super.frame = newValue
            if old != newValue.size { sizeChanged() }
        }
    }

    /// The view's size changed: the inset the safe area adds follows; subclasses follow too (a
    /// text view's container tracks its width at once, as on iOS).
    func sizeChanged() { updateAdjustedContentInset() }

    func didChangeContentOffset() {
        // layoutSubviews places the indicators for the new offset.
        setNeedsLayout()
        edgeObserver?.contentScrollViewDidScroll(self)
        refreshControl?.scrollViewDidScroll(self)
        scrollDelegate?.scrollViewDidScroll(self)
    }

    /// The container folding a bar with this content, if any.
    weak var edgeObserver: ScrollEdgeObserver?

    /// Space around the content, added to what scrolling can reach.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// `contentInset` plus the safe area insets that `contentInsetAdjustmentBehavior` lets in.
    open private(set) var adjustedContentInset: UIEdgeInsets = .zero

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Recomputes `adjustedContentInset`; content resting at the top (or left) stays at the top.
    func updateAdjustedContentInset() {
        let safe = lastSafeAreaInsets
        var adjustVertical = false, adjustHorizontal = false
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: adjustVertical = true; adjustHorizontal = true
        case .scrollableAxes:
            adjustVertical = scrollsVertically
            adjustHorizontal = scrollsHorizontally
        case .automatic:
            adjustVertical = isContentOfBarController || scrollsVertically
            adjustHorizontal = scrollsHorizontally
        }
        var new = contentInset
        if refreshControl?.isRefreshing == true { new.top += UIRefreshControl.height }
        if adjustVertical { new.top += safe.top; new.bottom += safe.bottom }
        if adjustHorizontal { new.left += safe.left; new.right += safe.right }
        let old = adjustedContentInset
        guard new != old else { return }
        adjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        // Content scrolled past where the new insets let it rest comes back (a keyboard's inset
        // removed), unless a finger or momentum is moving it.
        if !isTracking && !isDragging && !isDecelerating { offset = clampedOffset(offset) }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// Whether this is (or fills) the view of a controller shown by a navigation or tab bar controller
    /// that lets its scroll views' insets be adjusted (`automaticallyAdjustsScrollViewInsets`).
    private var isContentOfBarController: Bool {
        var v: UIView? = self
        while let view = v {
            if let vc = view.owningViewController {
                return (vc.navigationController != nil || vc.tabBarController != nil) && vc.automaticallyAdjustsScrollViewInsets
            }
            guard let sup = view.superview, sup.bounds.size == view.bounds.size else { return false }
            v = sup
        }
        return false
    }

    private var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    private var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// The offsets scrolling can rest at, given the content size and adjusted insets.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset, b = bounds.size
        let minP = CGPoint(x: -i.left, y: -i.top)
        let maxP = CGPoint(x: max(minP.x, contentSize.width + i.right - b.width),
                           y: max(minP.y, contentSize.height + i.bottom - b.height))
        return (minP, maxP)
    }

    /// `offset` moved inside the range scrolling can rest in.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let r = offsetRange
        return CGPoint(x: min(max(offset.x, r.min.x), r.max.x), y: min(max(offset.y, r.min.y), r.max.y))
    }

    /// Whether the content scrolls (or bounces) along an axis.
    func canScroll(_ axis: ScrollAxis) -> Bool {
        let r = offsetRange
        switch axis {
        case .horizontal: return r.max.x > r.min.x || alwaysBounceHorizontal
        case .vertical: return r.max.y > r.min.y || alwaysBounceVertical
        }
    }

    // MARK: Behaviour

    open var isScrollEnabled: Bool {
        get { scrollPan.isEnabled }
        set { scrollPan.isEnabled = newValue }
    }
    open var isDirectionalLockEnabled = false
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
    open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }
    open var decelerationRate: DecelerationRate = .normal
    /// A tap on the status bar scrolls to the top (when this is the one such scroll view on screen).
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Touches wait 150 ms before content sees them, so that a drag can still become a scroll.
    open var delaysContentTouches = true
    /// A drag may take touches away from content that already has them.
    open var canCancelContentTouches = true

    /// The recognizer that drags the content.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// The recognizer that zooms, once zooming is possible (a delegate gives a view and the scales differ).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        updateZoomRecognizer()
        return zoomPinch
    }

    /// A finger is on the content (it may not have moved yet).
    open internal(set) var isTracking = false
    /// The content follows a finger.
    open internal(set) var isDragging = false
    /// The content moves on its own after a drag (momentum, bounce, paging).
    open internal(set) var isDecelerating = false
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false

    /// The pan does not start when content already has the touch and may not lose it
    /// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let arena = responderEnvironment.gestures
        for t in scrollPan.trackedTouches {
            guard let v = t.view, v !== self, arena.viewHasBegun(t) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: v) { return false }
        }
        return true
    }

    /// A finger landed on the scroll view; true when the scroll view takes it for itself.
    func contentTouchLanded(_ touch: UITouch) -> Bool { false }

    /// Asked when content is about to get touches; false keeps them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag takes touches away from `view`: true unless it is a control, as on iOS.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Indicators

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default { didSet { layoutIndicators() } }
    /// Whether the indicators' insets include the safe-area part of `adjustedContentInset`.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { layoutIndicators() } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { layoutIndicators() } }
    /// Both indicators' insets (reads the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Shows the indicators for a moment, as a scroll view does when it appears.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicators()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
        applyRestoredOffset()
    }

    /// State restoration keeps where the content was scrolled to.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Double(contentOffset.x), forKey: "kUIScrollViewContentOffsetX")
        coder.encode(Double(contentOffset.y), forKey: "kUIScrollViewContentOffsetY")
    }

    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        guard coder.containsValue(forKey: "kUIScrollViewContentOffsetY") else { return }
        restoredOffset = CGPoint(x: coder.decodeDouble(forKey: "kUIScrollViewContentOffsetX"), y: coder.decodeDouble(forKey: "kUIScrollViewContentOffsetY"))
        setNeedsLayout()
    }

    /// Scrolls to a restored offset once the content (a list's rows, say) is laid out big enough for it.
    private func applyRestoredOffset() {
        guard let p = restoredOffset else { return }
        let a = adjustedContentInset
        let maxX = contentSize.width + a.right - bounds.width, maxY = contentSize.height + a.bottom - bounds.height
        guard p.x <= max(maxX, -a.left), p.y <= max(maxY, -a.top) else { return }
        restoredOffset = nil
        contentOffset = p
    }

    /// Subviews of a scroll view do not see the safe area its adjusted insets already take care of.
    override func safeAreaInsetsForSubviews(_ own: UIEdgeInsets) -> UIEdgeInsets {
        var s = own
        let a = adjustedContentInset, c = contentInset
        if a.top - c.top >= s.top { s.top = 0 }
        if a.bottom - c.bottom >= s.bottom { s.bottom = 0 }
        if a.left - c.left >= s.left { s.left = 0 }
        if a.right - c.right >= s.right { s.right = 0 }
        return s
    }

    // MARK: Refreshing

    /// The pull-to-refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let rc = refreshControl { insertSubview(rc, at: 0) }
        }
    }

    // MARK: Programmatic scrolling

    /// Moves the content; animated, it glides there in 0.3 s and tells `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrolling()
        guard animated, contentOffset != self.contentOffset, window != nil else {
            self.contentOffset = contentOffset
            return
        }
        animate(to: contentOffset, duration: 0.3) { [weak self] in
            guard let self else { return }
            self.scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least needed so that `rect` (content coordinates) is visible inside the insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let i = adjustedContentInset, b = bounds
        let visible = CGRect(x: b.minX + i.left, y: b.minY + i.top,
                             width: b.width - i.left - i.right, height: b.height - i.top - i.bottom)
        var offset = contentOffset
        func fit(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat) -> CGFloat {
            if hi - lo > vhi - vlo || lo < vlo { return lo - vlo }
            if hi > vhi { return hi - vhi }
            return 0
        }
        // Moved by whole device pixels (rounded away from zero, so all of the rect shows), as iOS
        // keeps offsets on the pixel grid: the content's pixels move as they are.
        let scale = max(layer.contentsScale, 1)
        func pixels(_ d: CGFloat) -> CGFloat {
            let p = d * scale
            return (abs(p - p.rounded()) < 0.01 ? p.rounded() : p.rounded(d < 0 ? .down : .up)) / scale
        }
        offset.x += pixels(fit(rect.minX, rect.maxX, visible.minX, visible.maxX))
        offset.y += pixels(fit(rect.minY, rect.maxY, visible.minY, visible.maxY))
        offset = clampedOffset(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Points a wheel notch scrolls.
    static let wheelStep: CGFloat = 40

    /// Scrolls by mouse-wheel notches without bouncing; false when the content cannot move that way.
    func wheelScroll(notches: CGPoint) -> Bool {
        let p = contentOffset
        let target = clampedOffset(CGPoint(x: p.x - notches.x * UIScrollView.wheelStep, y: p.y - notches.y * UIScrollView.wheelStep))
        guard target != p else { return false }
        stopScrolling()
        showIndicators()
        contentOffset = CGPoint(x: pixelAligned(target.x), y: pixelAligned(target.y))
        hideIndicators()
        return true
    }

    override var scrollsToTopOnStatusBarTap: Bool { scrollsToTop }

    override func scrollWheel(notches: CGPoint) -> Bool { isScrollEnabled && wheelScroll(notches: notches) }

    override func contentLayoutGuideSolved(size: CGSize) {
        if contentSize != size { contentSize = size }
    }

    /// Its edges constrained to a view inside it are its content's: that view's constraints to
    /// them size the content, as on iOS (constraints to views outside, and its own width and
    /// height, are its frame's).
    override func layoutItemForEdges(constrainedTo item: AnyObject) -> AnyObject? {
        let inner = item as? UIView ?? (item as? UILayoutGuide)?.owningView
        guard let inner, inner !== self, inner.isDescendant(of: self) else { return nil }
        return contentLayoutGuide
    }

    /// Scrolls to the top when asked by a tap on the status bar.
    override func statusBarTapped() {
        guard scrollDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        stopScrolling()
        guard top != contentOffset else { scrollDelegate?.scrollViewDidScrollToTop(self); return }
        animate(to: top, duration: 0.3) { [weak self] in
            guard let self else { return }
            self.scrollDelegate?.scrollViewDidScrollToTop(self)
        }
    }

    // MARK: Zooming (the work is in UIScrollView+Zooming.swift)

    open var minimumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    open var bouncesZoom = true

    /// The scale of the zooming view (`viewForZooming(in:)`); 1 when there is none.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        let b = bounds
        zoom(toScale: s, keeping: CGPoint(x: b.midX, y: b.midY), at: CGPoint(x: b.width / 2, y: b.height / 2), animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the scales allow.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        let s = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let centre = view.convert(CGPoint(x: rect.midX, y: rect.midY), to: self)
        zoom(toScale: s, keeping: centre, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }
}

/// The two directions content scrolls in.
enum ScrollAxis { case horizontal, vertical }
