import Foundation
import UIKit

// The page's picture and what the view reads with it: the document's size and scroll position,
// its viewport, the field that has the focus, and its elements for accessibility. Both are asked
// for together, so they describe the same moment of the page.
extension WKWebView {
    /// Asks the engine for what the view still needs: its picture (and state) after a change.
    func requestWhatItNeeds() {
        guard let page else { return }
        // A navigation that was allowed but never began (a same-page anchor) is not waited for.
        if awaitingLoad && !page.isLoading && Date().timeIntervalSince(awaitingLoadSince) > 0.5 { loadEnded() }
        if inputBarrier {
            pollInputs()
            return
        }
        guard needsSnapshot, !snapshotInFlight, window != nil || !device.isLive else { return }
        // While a finger or momentum scrolls, the page is drawn ten times a second (the picture
        // moves with the content between), and once more where it stops.
        let now = device.clock.now
        if (pageScroller.isTracking || pageScroller.isDecelerating) && now - lastSnapshotTime < 0.1 { return }
        lastSnapshotTime = now
        needsSnapshot = false
        snapshotInFlight = true
        let shown = requestedScroll
        page.evaluate(WebPageState.script) { [weak self] json, _, _ in
            guard let self, let json, let state = WebPageState(json: json) else { return }
            self.read(state)
        }
        page.snapshot { [weak self] image in
            guard let self else { return }
            self.snapshotInFlight = false
            self.show(image, scrolledTo: shown)
        }
    }

    /// The engine's picture, placed in the content where the page was scrolled to when it was drawn.
    private func show(_ image: CGImage?, scrolledTo offset: CGPoint) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        pageImage.frame = CGRect(origin: offset, size: pageFrame.size)
        pageImage.layer.contents = image
        pageImage.layer.contentsScale = scale
        CATransaction.commit()
    }

    private func read(_ state: WebPageState) {
        let width = state.viewportWidth(viewWidth: bounds.width)
        if width != viewportWidth {
            viewportWidth = width
            applyZoom()
        }
        let k = cssScale, f = pageFrame
        mirroringScroll = true
        pageScroller.contentSize = CGSize(width: max(f.width, state.documentWidth * k), height: max(f.height, state.documentHeight * k))
        let pageOffset = CGPoint(x: state.scrollX * k, y: state.scrollY * k)
        // The page scrolled itself (an anchor, a script): the scroll view follows, unless a finger moves it.
        if !pageScroller.isTracking && !pageScroller.isDecelerating && abs(pageOffset.y - requestedScroll.y) + abs(pageOffset.x - requestedScroll.x) > 1 {
            requestedScroll = pageOffset
            pageScroller.contentOffset = CGPoint(x: pageOffset.x - f.minX, y: pageOffset.y - f.minY)
        }
        mirroringScroll = false
        pageElements = state.elements.map { makeElement($0, scale: k) }
        focusChanged(to: state.focusedField)
    }

    /// The scroll view moved (a finger, momentum, the app): the engine scrolls the page there.
    func scrollViewMoved() {
        guard !mirroringScroll, let page else { return }
        let k = cssScale, f = pageFrame
        let maxX = max(0, pageScroller.contentSize.width - f.width), maxY = max(0, pageScroller.contentSize.height - f.height)
        // The page's scroll position: the scroll view's offset past its insets.
        let offset = CGPoint(x: pageScroller.contentOffset.x + f.minX, y: pageScroller.contentOffset.y + f.minY)
        let target = CGPoint(x: min(max(0, offset.x), maxX), y: min(max(0, offset.y), maxY))
        // The picture stays where it was drawn in the content, so it moves with the finger until the
        // engine draws the new position; past the edges (a bounce) the page itself stops at its end.
        if target != requestedScroll {
            requestedScroll = target
            page.evaluate("window.scrollTo(\(Double(target.x / k)), \(Double(target.y / k))); 0") { _, _, _ in }
            setNeedsSnapshot()
        }
    }
}
