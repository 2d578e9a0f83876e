import Foundation
import QuartzCore

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform, the content size follows its
/// frame, and the point under the fingers (or the requested point) stays where it is.
extension UIScrollView {
    var zoomingView: UIView? { scrollDelegate?.viewForZooming(in: self) }

    /// Adds the pinch once zooming is possible.
    func updateZoomRecognizer() {
        guard zoomPinch == nil, minimumZoomScale != maximumZoomScale, zoomingView != nil else { return }
        let pinch = ZoomPinchGestureRecognizer()
        pinch.addTarget(self, action: UIScrollView.handlePinch)
        addGestureRecognizer(pinch)
        zoomPinch = pinch
    }

    /// Scales the zooming view to `scale` so that `anchor` (content coordinates before) ends up at
    /// `position` (relative to the view's top left).
    func applyZoom(_ scale: CGFloat, contentPoint local: CGPoint, at position: CGPoint, clampOffset: Bool) {
        guard let view = zoomingView else { return }
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        var f = view.frame
        f.origin = origin
        view.frame = f
        storedZoomScale = scale
        contentSize = f.size
        let p = view.convert(local, to: self)
        var offset = CGPoint(x: p.x - position.x, y: p.y - position.y)
        if clampOffset { offset = clampedOffset(offset) }
        contentOffset = offset
        scrollDelegate?.scrollViewDidZoom(self)
    }

    /// `setZoomScale` and `zoom(to:)`: keeps the content point `keeping` (bounds coordinates) at `position`.
    func zoom(toScale scale: CGFloat, keeping: CGPoint, at position: CGPoint, animated: Bool) {
        guard let view = zoomingView else { return }
        stopScrolling()
        let local = view.convert(keeping, from: self)
        let from = zoomScale
        guard animated, window != nil, from != scale else {
            applyZoom(scale, contentPoint: local, at: position, clampOffset: true)
            scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return
        }
        animateZoom(from: from, to: scale, contentPoint: local, at: position) { [weak self] in
            guard let self else { return }
            self.scrollDelegate?.scrollViewDidZoom(self)
            self.scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        }
    }

    private func animateZoom(from: CGFloat, to: CGFloat, contentPoint local: CGPoint, at position: CGPoint, completion: @escaping () -> Void) {
        let start = MediaClock.now, duration = 0.3
        responderEnvironment.startMotion(of: self) { [weak self] now in
            guard let self else { return false }
            let t = min(1, (now - start) / duration)
            let s = from + (to - from) * CGFloat(AxisMotion.ease.evaluate(t))
            self.applyZoom(s, contentPoint: local, at: position, clampOffset: true)
            guard t >= 1 else { return true }
            self.isZoomBouncing = false
            completion()
            return false
        }
    }

    /// The pinch's target action.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let b = bounds
        let centre = pinch.location(in: self)
        let position = CGPoint(x: centre.x - b.minX, y: centre.y - b.minY)
        switch pinch.state {
        case .began:
            stopScrolling()
            zoomStart = (zoomScale, view.convert(centre, from: self))
            isZooming = true
            scrollDelegate?.scrollViewWillBeginZooming(self, with: view)
            showIndicators()
        case .changed:
            guard let start = zoomStart else { return }
            var s = start.scale * pinch.scale
            let lo = minimumZoomScale, hi = maximumZoomScale
            // Past the limits the content resists, as on iOS, or stops without `bouncesZoom`.
            if s > hi { s = bouncesZoom ? hi * pow(s / hi, 0.3) : hi }
            if s < lo { s = bouncesZoom ? lo * pow(s / lo, 0.3) : lo }
            applyZoom(s, contentPoint: start.anchorInContent, at: position, clampOffset: false)
        case .ended, .cancelled:
            isZooming = false
            zoomStart = nil
            dragStart = contentOffset
            scrollPan.setTranslation(.zero, in: self)
            let clamped = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            if clamped != zoomScale {
                isZoomBouncing = true
                animateZoom(from: zoomScale, to: clamped, contentPoint: view.convert(centre, from: self), at: position) { [weak self] in
                    guard let self else { return }
                    self.scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: clamped)
                    self.hideIndicators()
                }
            } else {
                let inside = clampedOffset(contentOffset)
                if inside != contentOffset { setContentOffset(inside, animated: true) }
                scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
                hideIndicators()
            }
        default:
            break
        }
    }
}

/// The scroll view's pinch, which works together with its pan (two fingers both zoom and move).
@MainActor final class ZoomPinchGestureRecognizer: UIPinchGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventingGestureRecognizer is ScrollPanGestureRecognizer && preventingGestureRecognizer.view === view)
    }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is ScrollPanGestureRecognizer && preventedGestureRecognizer.view === view)
    }
}
