import Testing
import Foundation
import UIKit
import UIKitTesting
import QuartzCore

/// Records a scroll view delegate's callbacks, in order (didScroll collapsed to one entry per run).
@MainActor final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var velocity: CGPoint?
    var proposedTarget: CGPoint?
    var replaceTarget: CGPoint?
    var zoomView: UIView?
    var allowTop = true

    func note(_ e: String) { if e != "scroll" || events.last != "scroll" { events.append(e) } }
    func scrollViewDidScroll(_ s: UIScrollView) { note("scroll") }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging")
        velocity = v
        proposedTarget = t.pointee
        if let r = replaceTarget { t.pointee = r }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { note("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { note("didEndScrollingAnimation") }
    func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with v: UIView?) { note("willBeginZooming") }
    func scrollViewDidZoom(_ s: UIScrollView) { if events.last != "zoom" { note("zoom") } }
    func scrollViewDidEndZooming(_ s: UIScrollView, with v: UIView?, atScale scale: CGFloat) { note("didEndZooming") }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { allowTop }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { note("didScrollToTop") }
}

@MainActor
@Suite(.serialized) struct ScrollViewTests {
    /// A full-screen vertical scroll view over 3000 points of striped content, without safe-area adjustment.
    func setup(_ configure: (UIScrollView) -> Void = { _ in }) -> (Simulator, UIScrollView, ScrollLog) {
        let (sim, root) = canvas()
        let sv = UIScrollView(frame: root.bounds)
        sv.contentInsetAdjustmentBehavior = .never
        sv.contentSize = CGSize(width: root.bounds.width, height: 3000)
        for i in 0..<30 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: root.bounds.width, height: 100))
            stripe.backgroundColor = i % 2 == 0 ? .white : UIColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)
            sv.addSubview(stripe)
        }
        let log = ScrollLog()
        sv.delegate = log
        configure(sv)
        root.addSubview(sv)
        sim.runFrame()
        return (sim, sv, log)
    }

    /// A finger held down and moved in small steps, so the pan's velocity is what the steps make it.
    func slowDrag(_ sim: Simulator, from a: CGPoint, by d: CGPoint, seconds: TimeInterval = 1, hold: TimeInterval = 0.2) {
        sim.touchDown(at: a)
        let steps = Int(seconds * 60)
        for i in 1...steps {
            sim.advance(by: 1.0 / 60)
            let f = CGFloat(i) / CGFloat(steps)
            sim.touchMove(to: CGPoint(x: a.x + d.x * f, y: a.y + d.y * f))
        }
        sim.advance(by: hold)
        sim.touchUp(at: CGPoint(x: a.x + d.x, y: a.y + d.y))
    }

    @Test func aDragMovesTheContentWithTheFingerAndAHeldFingerLeavesNoMomentum() {
        let (sim, sv, log) = setup()
        slowDrag(sim, from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -300))
        #expect(abs(sv.contentOffset.y - 300) <= 1)
        #expect(sv.contentOffset.x == 0)
        #expect(log.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!sv.isDragging && !sv.isDecelerating && !sv.isTracking)
        // What was 300 points down is now at the top of the screen.
        #expect(sim.color(at: CGPoint(x: 200, y: 50)) == RGBA(r: 204, g: 230, b: 255))
    }

    @Test func aFlingDeceleratesAsIOSDoesAndStopsWhereTheTargetSaid() {
        let (sim, sv, log) = setup()
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
        // 200 points in 0.1 s: about 2000 pt/s, reported per millisecond.
        let v = try! #require(log.velocity)
        #expect(v.y > 1.5 && v.y < 2.5)
        let target = try! #require(log.proposedTarget)
        // The normal rate keeps 0.998 per ms: a fling goes velocity × 0.4995 s further.
        #expect(target.y > 600 && target.y < 1500)
        #expect(sv.isDecelerating)
        #expect(log.events.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        sim.advance(by: 0.5)
        let midway = sv.contentOffset.y
        #expect(midway > 200 && midway < target.y)
        sim.settle()
        #expect(abs(sv.contentOffset.y - target.y) < 0.01)
        #expect(log.events.last == "didEndDecelerating")
        #expect(!sv.isDecelerating)
    }

    @Test func aLiveLoopKeepsDrawingFramesWhileContentDecelerates() {
        let (sim, sv, _) = setup { $0.showsVerticalScrollIndicator = false }
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
        #expect(sv.isDecelerating)
        // No animation runs (no indicator fades): the momentum alone asks for the next frame.
        #expect(sim.environment.needsNextFrame)
        sim.settle()
        #expect(!sim.environment.needsNextFrame)
    }

    @Test func theFastRateStopsSoonerAndTheDelegateMayMoveTheTarget() {
        let (sim, sv, log) = setup { $0.decelerationRate = .fast }
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
        let fastTarget = try! #require(log.proposedTarget).y
        sim.settle()
        #expect(fastTarget < 500)
        // A delegate that snaps to a row boundary.
        let (sim2, sv2, log2) = setup()
        log2.replaceTarget = CGPoint(x: 0, y: 1000)
        sim2.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
        sim2.settle()
        #expect(sv2.contentOffset.y == 1000)
        _ = (sim, sv)
    }

    @Test func pastTheTopTheContentRubberBandsAndBouncesBack() {
        let (sim, sv, log) = setup()
        sim.touchDown(at: CGPoint(x: 200, y: 200))
        for i in 1...30 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 200 + CGFloat(i) * 10)) }
        // 300 points of finger travel past the edge move the content far less.
        let pulled = -sv.contentOffset.y
        #expect(pulled > 80 && pulled < 200)
        // The stripe at the top is now lower, with the window's background showing above it.
        sim.advance(by: 0.2)
        sim.touchUp(at: CGPoint(x: 200, y: 500))
        #expect(log.events.contains("didEndDragging(true)"))
        sim.advance(by: 0.2)
        #expect(-sv.contentOffset.y < pulled && sv.contentOffset.y < 0)
        sim.settle()
        #expect(sv.contentOffset.y == 0)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test func withoutBouncingTheEdgesHold() {
        let (sim, sv, _) = setup { $0.bounces = false }
        sim.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 600), duration: 0.5)
        #expect(sv.contentOffset.y == 0)
        // A hard fling to the bottom stops at the bottom without overshooting.
        var lowest: CGFloat = 0
        sim.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), duration: 0.05)
        sim.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), duration: 0.05)
        for _ in 0..<200 { sim.advance(by: 1.0 / 60); lowest = max(lowest, sv.contentOffset.y) }
        let maxY = sv.contentSize.height - sv.bounds.height
        #expect(lowest <= maxY)
        #expect(sv.contentOffset.y == maxY)
    }

    @Test func aFlingPastTheBottomOvershootsAndSpringsBack() {
        let (sim, sv, _) = setup()
        let maxY = sv.contentSize.height - sv.bounds.height
        sv.contentOffset = CGPoint(x: 0, y: maxY - 100)
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.08)
        var furthest: CGFloat = 0
        for _ in 0..<120 { sim.advance(by: 1.0 / 60); furthest = max(furthest, sv.contentOffset.y) }
        #expect(furthest > maxY + 10)
        sim.settle()
        #expect(sv.contentOffset.y == maxY)
    }

    @Test func pagingSettlesOnTheNextPageInTheFlingsDirection() {
        let (sim, sv, log) = setup {
            $0.isPagingEnabled = true
            $0.contentSize = CGSize(width: 393 * 4, height: 852)
        }
        sim.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.1)
        #expect(log.proposedTarget == CGPoint(x: 393, y: 0))
        sim.settle()
        #expect(sv.contentOffset == CGPoint(x: 393, y: 0))
        // A slow drag less than half a page goes back.
        slowDrag(sim, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -150, y: 0))
        sim.settle()
        #expect(sv.contentOffset.x == 393)
        // A slow drag past half a page goes on.
        slowDrag(sim, from: CGPoint(x: 350, y: 400), by: CGPoint(x: -250, y: 0))
        sim.settle()
        #expect(sv.contentOffset.x == 786)
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        let (sim, sv, _) = setup()
        let x = sv.bounds.width - 4.5
        #expect(sim.color(at: CGPoint(x: x, y: 30)) == white)
        sim.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...20 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 600 - CGFloat(i) * 10)) }
        // The vertical indicator: a dark translucent bar near the right edge, scaled to the visible part.
        let bar = sv.subviews.first { $0.frame.width == 3 }!
        #expect(abs(bar.frame.height - (852 - 6) * 852 / 3000) < 1)
        let onBar = CGPoint(x: x, y: bar.frame.midY - sv.contentOffset.y)
        let c = sim.color(at: onBar)
        #expect(c.r < 200 && c.r > 120)
        sim.touchUp(at: CGPoint(x: 200, y: 400))
        sim.settle()
        sim.advance(by: 1)
        #expect(sim.color(at: CGPoint(x: x, y: bar.frame.midY - sv.contentOffset.y)).r > 200)
    }

    @Test func setContentOffsetAnimatedGlidesAndReportsItsEnd() {
        let (sim, sv, log) = setup()
        sv.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(sv.contentOffset.y == 0)
        sim.advance(by: 0.15)
        #expect(sv.contentOffset.y > 50 && sv.contentOffset.y < 450)
        sim.settle()
        #expect(sv.contentOffset.y == 500)
        #expect(log.events.last == "didEndScrollingAnimation")
        sv.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: false)
        #expect(sv.contentOffset.y == 2100 - sv.bounds.height)
        sv.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(sv.contentOffset.y == 100)
    }

    @Test func aTapOnTheStatusBarScrollsToTheTop() {
        let (sim, sv, log) = setup()
        sv.contentOffset = CGPoint(x: 0, y: 1200)
        sim.tap(at: CGPoint(x: 200, y: 20))
        sim.settle()
        #expect(sv.contentOffset.y == 0)
        #expect(log.events.last == "didScrollToTop")
        // The delegate may refuse, and the app's views under the status bar never saw the tap.
        sv.contentOffset = CGPoint(x: 0, y: 1200)
        log.allowTop = false
        sim.tap(at: CGPoint(x: 200, y: 20))
        sim.settle()
        #expect(sv.contentOffset.y == 1200)
    }

    @Test func aFingerOnMovingContentStopsItAndIsNotATap() {
        let (sim, sv, log) = setup()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 393, height: 3000)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        sv.addSubview(button)
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
        sim.advance(by: 0.2)
        #expect(sv.isDecelerating)
        sim.tap(at: CGPoint(x: 200, y: 400))
        let stopped = sv.contentOffset.y
        sim.advance(by: 0.5)
        #expect(sv.contentOffset.y == stopped)
        #expect(taps == 0)
        #expect(log.events.last == "didEndDecelerating")
        // A tap on still content is a tap.
        sim.tap(at: CGPoint(x: 200, y: 400))
        #expect(taps == 1)
    }

    @Test func contentTouchesWaitAndADragTakesThemAway() {
        let (sim, sv, _) = setup()
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 100, y: 300, width: 200, height: 200)
        sv.addSubview(button)
        sim.runFrame()
        // Within 150 ms the button does not know about the finger.
        sim.touchDown(at: CGPoint(x: 200, y: 400))
        sim.advance(by: 0.1)
        #expect(!button.isHighlighted)
        sim.advance(by: 0.1)
        #expect(button.isHighlighted)
        // A plain scroll view does not take touches from a control that has them: no scrolling.
        for i in 1...10 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 400 - CGFloat(i) * 5)) }
        #expect(sv.contentOffset.y == 0)
        sim.touchUp(at: CGPoint(x: 200, y: 350))
        // A quick drag scrolls, and the button never highlights.
        var highlighted = false
        sim.touchDown(at: CGPoint(x: 200, y: 450))
        for i in 1...10 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 200, y: 450 - CGFloat(i) * 10))
            highlighted = highlighted || button.isHighlighted
        }
        sim.touchUp(at: CGPoint(x: 200, y: 350))
        #expect(!highlighted)
        #expect(sv.contentOffset.y > 50)
        // Without the delay, the button highlights at once.
        sv.delaysContentTouches = false
        sv.setContentOffset(.zero, animated: false)
        sim.settle()
        sim.touchDown(at: CGPoint(x: 200, y: 400))
        sim.advance(by: 1.0 / 60)
        #expect(button.isHighlighted)
        sim.touchUp(at: CGPoint(x: 200, y: 400))
    }

    @Test func aScrollViewThatCancelsControlsTakesAHighlightedButtonsTouch() {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let (sim, root) = canvas()
        let sv = Cancelling(frame: root.bounds)
        sv.contentSize = CGSize(width: 393, height: 2000)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 200, height: 200)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        sv.addSubview(button)
        root.addSubview(sv)
        sim.runFrame()
        let start = sv.contentOffset.y
        sim.touchDown(at: CGPoint(x: 200, y: 400))
        sim.advance(by: 0.2)
        #expect(button.isHighlighted)
        for i in 1...10 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 400 - CGFloat(i) * 5)) }
        #expect(!button.isHighlighted)
        #expect(sv.contentOffset.y - start > 20)
        sim.touchUp(at: CGPoint(x: 200, y: 350))
        #expect(taps == 0)
    }

    @Test func nestedScrollViewsHandTheGestureToTheOneThatScrollsThatWay() {
        let (sim, root) = canvas()
        let pager = UIScrollView(frame: root.bounds)
        pager.isPagingEnabled = true
        pager.contentInsetAdjustmentBehavior = .never
        pager.contentSize = CGSize(width: 393 * 3, height: 852)
        var lists: [UIScrollView] = []
        for i in 0..<3 {
            let list = UIScrollView(frame: CGRect(x: CGFloat(i) * 393, y: 0, width: 393, height: 852))
            list.contentInsetAdjustmentBehavior = .never
            list.contentSize = CGSize(width: 393, height: 3000)
            pager.addSubview(list)
            lists.append(list)
        }
        root.addSubview(pager)
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 205, y: 300), duration: 0.5)
        sim.settle()
        #expect(lists[0].contentOffset.y > 200)
        #expect(pager.contentOffset.x == 0)
        sim.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 410), duration: 0.2)
        sim.settle()
        #expect(pager.contentOffset.x == 393)
        #expect(lists[1].contentOffset.y == 0)
    }

    @Test func directionalLockKeepsADiagonalishDragOnOneAxis() {
        let (sim, sv, _) = setup {
            $0.contentSize = CGSize(width: 2000, height: 3000)
            $0.isDirectionalLockEnabled = true
        }
        slowDrag(sim, from: CGPoint(x: 300, y: 600), by: CGPoint(x: -40, y: -300))
        #expect(sv.contentOffset.x == 0)
        #expect(sv.contentOffset.y > 250)
        sv.isDirectionalLockEnabled = false
        sv.contentOffset = .zero
        slowDrag(sim, from: CGPoint(x: 300, y: 600), by: CGPoint(x: -40, y: -300))
        #expect(sv.contentOffset.x > 30)
    }

    @Test func trackingStartsWithTheFingerAndShortContentBouncesOnlyWhenAsked() {
        let (sim, sv, _) = setup { $0.contentSize = CGSize(width: 393, height: 400) }
        sim.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(sv.isTracking && !sv.isDragging, "a finger down tracks before it drags")
        sim.advance(by: 0.05)
        sim.touchUp(at: CGPoint(x: 200, y: 300))
        #expect(!sv.isTracking)
        // Content shorter than the view does not move, vertically or sideways…
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        #expect(sv.contentOffset == .zero)
        // …until it is asked to bounce on that axis.
        sv.alwaysBounceHorizontal = true
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        for i in 1...15 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 100 + CGFloat(i) * 10, y: 300)) }
        #expect(sv.contentOffset.x < -20 && sv.contentOffset.y == 0)
        sim.touchUp(at: CGPoint(x: 250, y: 300))
        sim.settle()
        #expect(sv.contentOffset == .zero)
    }

    @Test func scrollingCanBeTurnedOff() {
        let (sim, sv, log) = setup { $0.isScrollEnabled = false }
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200))
        #expect(sv.contentOffset.y == 0)
        #expect(log.events.isEmpty)
    }

    @Test func pinchingZoomsTheDelegatesViewAroundTheFingers() {
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        image.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 190, y: 420, width: 10, height: 10))
        dot.backgroundColor = .blue
        image.addSubview(dot)
        let (sim, sv, log) = setup {
            $0.contentSize = CGSize(width: 393, height: 852)
            $0.subviews.forEach { $0.removeFromSuperview() }
            $0.addSubview(image)
            $0.minimumZoomScale = 0.5
            $0.maximumZoomScale = 3
        }
        log.zoomView = image
        sv.maximumZoomScale = 3
        #expect(sv.pinchGestureRecognizer != nil)
        sim.pinch(at: CGPoint(x: 195, y: 425), scale: 2)
        #expect(abs(sv.zoomScale - 2) < 0.25)
        #expect(abs(sv.contentSize.width - 393 * sv.zoomScale) < 0.5)
        // The point under the fingers stayed under them.
        let dotOnScreen = dot.convert(CGPoint(x: 5, y: 5), to: nil)
        #expect(abs(dotOnScreen.x - 195) < 3 && abs(dotOnScreen.y - 425) < 3)
        #expect(log.events.contains("willBeginZooming") && log.events.contains("zoom") && log.events.last == "didEndZooming")
        // Past the maximum it bounces back.
        sim.pinch(at: CGPoint(x: 195, y: 425), scale: 3)
        sim.settle()
        #expect(sv.zoomScale == 3)
        sv.setZoomScale(1, animated: false)
        #expect(sv.zoomScale == 1 && abs(sv.contentSize.width - 393) < 0.001)
        sv.zoom(to: CGRect(x: 0, y: 0, width: 131, height: 284), animated: true)
        sim.settle()
        #expect(abs(sv.zoomScale - 3) < 0.01)
        #expect(abs(sv.contentOffset.x) < 0.001 && abs(sv.contentOffset.y) < 0.001)
    }

    /// A scroll view with short content as the view of a navigation controller's root controller.
    private func scrollViewInNavigation(adjusting: Bool = true) -> (Simulator, UIViewController, UIScrollView) {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let sv = UIScrollView()
        vc.view = sv
        sv.contentSize = CGSize(width: 393, height: 300)
        vc.automaticallyAdjustsScrollViewInsets = adjusting
        sim.rootViewController = UINavigationController(rootViewController: vc)
        return (sim, vc, sv)
    }

    @Test func insideANavigationControllerTheInsetsTakeInTheBars() {
        let (sim, _, sv) = scrollViewInNavigation()
        // The safe area's 59 + navigation bar 44 on top; the home indicator's 34 at the bottom.
        #expect(sv.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(sv.contentOffset.y == -103)
        sv.contentInsetAdjustmentBehavior = .never
        #expect(sv.adjustedContentInset == .zero)
        sv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        sv.contentInsetAdjustmentBehavior = .always
        #expect(sv.adjustedContentInset.top == 113 && sv.adjustedContentInset.left == 0)
        // Short content bounces only when asked to.
        sv.contentInsetAdjustmentBehavior = .automatic
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        sim.settle()
        #expect(sv.contentOffset.y == -113)
    }

    @Test func aControllerThatDoesNotAdjustScrollViewInsetsLeavesShortContentUnderTheBar() {
        let (sim, vc, sv) = scrollViewInNavigation(adjusting: false)
        // Short content does not scroll vertically: `.automatic` adjusts it only for a controller that asks.
        #expect(sv.adjustedContentInset == .zero && sv.contentOffset.y == 0)
        vc.automaticallyAdjustsScrollViewInsets = true
        #expect(sv.adjustedContentInset.top == 103 && sv.contentOffset.y == -103)
        // Content taller than the view scrolls vertically, and is adjusted either way (iOS 11's rule).
        vc.automaticallyAdjustsScrollViewInsets = false
        sv.contentSize = CGSize(width: 393, height: 3000)
        sv.setNeedsLayout()
        sim.settle()
        #expect(sv.adjustedContentInset.top == 103)
    }

    @Test func pullToRefreshSendsValueChangedAndEndRefreshingReturns() {
        let (sim, sv, _) = setup()
        let rc = UIRefreshControl()
        var refreshes = 0
        rc.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        sv.refreshControl = rc
        sim.touchDown(at: CGPoint(x: 200, y: 200))
        for i in 1...40 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 200 + CGFloat(i) * 12)) }
        sim.advance(by: 0.2)
        sim.touchUp(at: CGPoint(x: 200, y: 680))
        #expect(refreshes == 1 && rc.isRefreshing)
        sim.settle()
        // The spinner stays in view above the content.
        #expect(sv.contentOffset.y == -60)
        #expect(sv.adjustedContentInset.top == 60)
        rc.endRefreshing()
        sim.settle()
        #expect(sv.contentOffset.y == 0 && !rc.isRefreshing)
        // Programmatic refreshing sends nothing.
        rc.beginRefreshing()
        #expect(refreshes == 1 && rc.isRefreshing)
    }

    @Test func aMouseWheelScrollsTheScrollViewUnderThePointer() {
        let (sim, sv, log) = setup()
        sim.scrollWheel(at: CGPoint(x: 200, y: 400), notches: CGPoint(x: 0, y: -3))
        #expect(sv.contentOffset.y == 120)
        #expect(log.events == ["scroll"])
        sim.scrollWheel(at: CGPoint(x: 200, y: 400), notches: CGPoint(x: 0, y: 10))
        #expect(sv.contentOffset.y == 0, "stops at the top without bouncing")
    }

    @Test func draggingDismissesTheKeyboardWhenAsked() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let (sim, sv, _) = setup { $0.keyboardDismissMode = .onDrag }
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        sv.addSubview(field)
        #expect(field.becomeFirstResponder())
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        #expect(!field.isFirstResponder)
    }
}

/// Scrolling shifts the pixels already on screen and repaints only what the shift uncovered and what is
/// drawn over the scroll view: the result must be exactly what a full repaint draws.
@MainActor
@Suite(.serialized) struct ScrollCompositingTests {
    @Test func aShiftedFrameMatchesAFullRepaint() throws {
        let sim = Simulator(device: .iPhone15)
        let list = ListController([(0..<300).map { "Row \($0)" }])
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.settle()
        let compositor = sim.environment.compositor
        func pixels() -> Data {
            sim.runFrame()
            return Data(bytes: compositor.pixels, count: compositor.bytesPerRow * compositor.pixelHeight)
        }
        var shifted = 0
        for step in 0..<12 {
            // Whole-pixel moves (shifted), fractional ones (repainted), up and down, and a fling frame by frame.
            let dy: CGFloat = [37, 1.0 / 3, -20, 100, 0.5, 250][step % 6]
            list.tableView.contentOffset.y += dy
            sim.runFrame()
            if compositor.lastDamage.reduce(0, { $0 + $1.width * $1.height }) < CGFloat(compositor.pixelWidth * compositor.pixelHeight) * 0.6 { shifted += 1 }
            let fast = pixels()
            compositor.invalidateAll()
            // (Compared first: a failed expectation would print both 12 MB buffers.)
            let same = fast == pixels()
            #expect(same, "step \(step): the shifted frame differs from a full repaint")
        }
        #expect(shifted >= 6, "whole-pixel scrolls repaint a fraction of the screen")
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.1)
        for _ in 0..<30 {
            sim.advance(by: 1.0 / 60)
            let fast = pixels()
            compositor.invalidateAll()
            let same = fast == pixels()
            #expect(same, "a fling frame differs from a full repaint")
        }
    }

    /// A window copies only the rectangles each frame says changed: moved pixels count, or a scrolling
    /// list would show stale rows on a real display.
    @Test func theWindowIsToldAboutMovedPixels() throws {
        /// A display that keeps its own copy of the screen and updates only the rectangles it is given.
        final class Mirror: Backend {
            var screen: [UInt8] = []
            func present(_ compositor: Compositor, damage: [CGRect]) {
                let stride = compositor.bytesPerRow, src = compositor.pixels.assumingMemoryBound(to: UInt8.self)
                if screen.count != stride * compositor.pixelHeight { screen = Array(UnsafeBufferPointer(start: src, count: stride * compositor.pixelHeight)) }
                for r in damage {
                    for y in Int(r.minY)..<Int(r.maxY) {
                        let o = y * stride + Int(r.minX) * 4
                        screen.withUnsafeMutableBufferPointer { _ = memcpy($0.baseAddress! + o, src + o, Int(r.width) * 4) }
                    }
                }
            }
            func processEvents(waitingUpTo timeout: TimeInterval) -> Bool { true }
            var inputFileDescriptor: Int32? { nil }
            var hasPendingInput: Bool { false }
        }
        let sim = Simulator(device: .iPhone15)
        let mirror = Mirror()
        sim.environment.backend = mirror
        let list = ListController([(0..<300).map { "Row \($0)" }])
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.settle()
        let compositor = sim.environment.compositor
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.1)
        var moved = 0
        for _ in 0..<20 {
            sim.advance(by: 1.0 / 60)
            if compositor.lastDamage.reduce(0, { $0 + $1.width * $1.height }) < CGFloat(compositor.pixelWidth * compositor.pixelHeight) * 0.6 { moved += 1 }
            let same = mirror.screen.withUnsafeBytes { memcmp($0.baseAddress!, compositor.pixels, $0.count) == 0 }
            #expect(same, "the window shows what the compositor drew")
        }
        #expect(moved >= 10, "the fling's frames moved pixels rather than repainting")
    }
}
