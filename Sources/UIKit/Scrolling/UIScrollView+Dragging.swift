import Foundation
import QuartzCore

/// Following a finger: the pan moves the offset, past the edges with a rubber band, and hands over
/// to momentum, bouncing or paging when it lifts.
extension UIScrollView {
    /// UIKit's rubber band: the farther past the edge, the less the content follows.
    static func rubberBand(_ overshoot: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let c: CGFloat = 0.55
        return (1 - 1 / (abs(overshoot) * c / d + 1)) * d * (overshoot < 0 ? -1 : 1)
    }

    /// The finger distance that produces a rubber-banded `offset` (the inverse, for a drag that starts mid-bounce).
    static func unRubberBand(_ offset: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let c: CGFloat = 0.55
        let y = min(abs(offset), d * 0.999)
        return (d / c) * (1 / (1 - y / d) - 1) * (offset < 0 ? -1 : 1)
    }

    /// The pan's target action.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging()
        case .changed:
            dragged(to: pan.translation(in: self))
            if isInteractiveDismissal { responderEnvironment.keyboard.follow(fingerAt: pan.location(in: nil)) }
        case .ended:
            if isInteractiveDismissal { responderEnvironment.keyboard.release(velocity: pan.velocity(in: nil).y) }
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            if isInteractiveDismissal { responderEnvironment.keyboard.release(velocity: 0) }
            endDragging(velocity: .zero)
        default: break
        }
    }

    /// `.interactive`: the keyboard follows a finger that drags down into it.
    private var isInteractiveDismissal: Bool {
        keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
    }

    private func beginDragging() {
        stopScrolling()
        // Where the finger's travel starts from, undoing the rubber band if the content is past an edge.
        let r = offsetRange, p = contentOffset, b = bounds.size
        func unband(_ x: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if x < lo { return lo + UIScrollView.unRubberBand(x - lo, dimension: d) }
            if x > hi { return hi + UIScrollView.unRubberBand(x - hi, dimension: d) }
            return x
        }
        dragStart = CGPoint(x: unband(p.x, r.min.x, r.max.x, b.width), y: unband(p.y, r.min.y, r.max.y, b.height))
        lockedAxis = nil
        isDragging = true
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
        scrollDelegate?.scrollViewWillBeginDragging(self)
        showIndicators()
        dragged(to: scrollPan.translation(in: self))
    }

    private func dragged(to translation: CGPoint) {
        guard !isZooming else { return }
        var t = translation
        if isDirectionalLockEnabled {
            if lockedAxis == nil, hypot(t.x, t.y) >= 10 {
                // Within about 25° of an axis, the drag keeps to it.
                if abs(t.y) > abs(t.x) * 2 { lockedAxis = .vertical } else if abs(t.x) > abs(t.y) * 2 { lockedAxis = .horizontal }
            }
            if lockedAxis == .vertical { t.x = 0 }
            if lockedAxis == .horizontal { t.y = 0 }
        }
        let r = offsetRange, b = bounds.size
        func place(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if raw < lo { return bounces ? lo + UIScrollView.rubberBand(raw - lo, dimension: d) : lo }
            if raw > hi { return bounces ? hi + UIScrollView.rubberBand(raw - hi, dimension: d) : hi }
            return raw
        }
        var p = contentOffset
        if canScroll(.horizontal) { p.x = pixelAligned(place(dragStart.x - t.x, r.min.x, r.max.x, b.width)) }
        if canScroll(.vertical) { p.y = pixelAligned(place(dragStart.y - t.y, r.min.y, r.max.y, b.height)) }
        if p != contentOffset { contentOffset = p }
    }

    private func endDragging(velocity panVelocity: CGPoint) {
        var v = CGPoint(x: canScroll(.horizontal) ? -panVelocity.x : 0, y: canScroll(.vertical) ? -panVelocity.y : 0)
        if lockedAxis == .vertical { v.x = 0 }
        if lockedAxis == .horizontal { v.y = 0 }
        let r = offsetRange, p = contentOffset
        let k = decayConstant
        var projected = CGPoint(x: p.x + v.x / k, y: p.y + v.y / k)
        if isPagingEnabled { projected = pageTarget(velocity: v) }
        var target = clampedOffset(projected)
        if !bounces { v = CGPoint(x: p.x <= r.min.x || p.x >= r.max.x ? 0 : v.x, y: p.y <= r.min.y || p.y >= r.max.y ? 0 : v.y) }
        let perMillisecond = CGPoint(x: v.x / 1000, y: v.y / 1000)
        withUnsafeMutablePointer(to: &target) { scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: $0) }
        edgeObserver?.contentScrollView(self, adjustTarget: &target)
        isDragging = false
        let willDecelerate = decelerate(from: v, to: target, projected: projected)
        isDecelerating = willDecelerate
        scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            scrollDelegate?.scrollViewWillBeginDecelerating(self)
        } else {
            hideIndicators()
        }
    }

    /// The page a paging drag settles on: the next one in the fling's direction, else the nearest.
    private func pageTarget(velocity v: CGPoint) -> CGPoint {
        let r = offsetRange, b = bounds.size, p = contentOffset
        func page(_ x: CGFloat, _ v: CGFloat, _ size: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard size > 0 else { return x }
            let start = dragStartPage(size: size, along: x)
            var n = (x / size).rounded()
            if abs(v) > 300 { n = v > 0 ? start + 1 : start - 1 }
            n = min(max(n, start - 1), start + 1)
            return min(max(n * size, lo), hi)
        }
        return CGPoint(x: page(p.x, v.x, b.width, r.min.x, r.max.x), y: page(p.y, v.y, b.height, r.min.y, r.max.y))
    }

    private func dragStartPage(size: CGFloat, along x: CGFloat) -> CGFloat {
        let origin = size == bounds.width ? dragStart.x : dragStart.y
        return (origin / size).rounded()
    }
}

/// The scroll view's pan: fails at once for a drag across the only axis its scroll view scrolls on, so
/// that an enclosing scroll view (a horizontal pager of vertical lists) gets the gesture.
@MainActor final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func shouldBegin(at p: CGPoint) -> Bool {
        guard super.shouldBegin(at: p), let sv = scrollView else { return false }
        let t = translation(in: nil)
        let h = sv.canScroll(.horizontal), v = sv.canScroll(.vertical)
        if !h && !v { state = .failed; return false }
        if h != v {
            let along = h ? abs(t.x) : abs(t.y), across = h ? abs(t.y) : abs(t.x)
            if across > along { state = .failed; return false }
        }
        return true
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        // The touch-delay recognizer of the same scroll view keeps its touches (it discards them itself).
        !(preventedGestureRecognizer is ScrollTouchRecognizer && preventedGestureRecognizer.view === view)
    }
}

/// Sees every touch on a scroll view: marks it tracking, stops a moving scroll view when a finger lands
/// (that touch does not reach the content), and holds touches back from the content for 150 ms
/// (`delaysContentTouches`) so a drag can become a scroll before a button highlights.
@MainActor final class ScrollTouchRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    private var delayTimer: Int?
    static let contentDelay: TimeInterval = 0.15

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let sv = scrollView else { return }
        sv.isTracking = true
        if touches.contains(where: { sv.contentTouchLanded($0) }) {
            // The scroll view used the touch itself (a table closing an open row): content never sees it.
            cancelsTouchesInView = true
            state = .ended
            return
        }
        for t in touches where t.view !== sv {
            if let v = t.view, !sv.touchesShouldBegin(touches, with: event, in: v) { t.isIgnoredForView = true }
        }
        if sv.motion != nil || sv.isDecelerating {
            // A finger that catches moving content only stops it.
            sv.stopScrolling()
            cancelsTouchesInView = true
            delaysTouchesBegan = true
            state = .ended
            return
        }
        cancelsTouchesInView = false
        delaysTouchesBegan = sv.delaysContentTouches && touches.contains { $0.view !== sv }
        guard delaysTouchesBegan, delayTimer == nil else { return }
        delayTimer = deviceEnvironment.scheduler.schedule(after: ScrollTouchRecognizer.contentDelay, target: self) { [weak self] in
            self?.delayTimer = nil
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { return }
        scrollView?.isTracking = false
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesEnded(touches, with: event)
    }

    override func reset() {
        if let id = delayTimer { deviceEnvironment.scheduler.cancel(id: id) }
        delayTimer = nil
        scrollView?.isTracking = false
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventingGestureRecognizer is ScrollPanGestureRecognizer && preventingGestureRecognizer.view === view)
    }
}
