import Foundation
import QuartzCore

/// A continuous drag: begins once the fingers' centroid has moved 10 points.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodePan(from: coder)
    }

    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The scrolling that moves the pan as touches do (iOS 13.4): a mouse wheel's notches, a
    /// trackpad's smooth scrolling. None by default: a wheel then scrolls the scroll view under it.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How long a scroll rests before its pan ends.
    static let scrollRest: TimeInterval = 0.15
    /// The translation so far of the scroll driving the pan, while one does.
    private var scrolled: CGPoint?
    private var scrollTimer: Int?

    /// The movement needed before a pan begins.
    static let hysteresis: CGFloat = 10

    /// Window coordinates where the translation is measured from.
    private var origin = CGPoint.zero
    private var lastCount = 0
    private var velocity = VelocityTracker<CGPoint>()

    /// How far the fingers have moved since the gesture started, in `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        let now = location(in: nil)
        let d = CGPoint(x: now.x - origin.x, y: now.y - origin.y)
        guard let view, let w = view.window else { return d }
        // A translation is a vector: convert without the offset.
        let a = view.convert(CGPoint.zero, from: w), b = view.convert(d, from: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation read `translation` (commonly .zero, to take increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        var t = translation
        if let view, let w = view.window {
            let a = w.convert(CGPoint.zero, from: view), b = w.convert(translation, from: view)
            t = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        let now = location(in: nil)
        origin = CGPoint(x: now.x - t.x, y: now.y - t.y)
        velocity.removeAll()
        velocity.add(now, at: MediaClock.now)
    }

    /// Points per second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = velocity.rate { a, b in CGPoint(x: b.x - a.x, y: b.y - a.y) }
        guard let view, let w = view.window else { return v }
        let a = view.convert(CGPoint.zero, from: w), b = view.convert(v, from: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    var downTouches: [UITouch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// Keeps the translation continuous when fingers are added or lifted (the centroid jumps).
    private func rebaseIfCountChanged(previousCentroid: CGPoint) {
        let count = downTouches.count
        guard count != lastCount, lastCount > 0, count > 0 else { lastCount = count; return }
        let now = location(in: nil)
        origin = CGPoint(x: origin.x + now.x - previousCentroid.x, y: origin.y + now.y - previousCentroid.y)
        lastCount = count
    }

    private var lastCentroid = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downTouches.count == touches.count && state == .possible {
            origin = location(in: nil)
            lastCount = downTouches.count
            velocity.removeAll()
        } else {
            rebaseIfCountChanged(previousCentroid: lastCentroid)
        }
        if downTouches.count > maximumNumberOfTouches && state == .possible { state = .failed }
        lastCentroid = location(in: nil)
        velocity.add(lastCentroid, at: MediaClock.now)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = location(in: nil)
        lastCentroid = p
        velocity.add(p, at: MediaClock.now)
        switch state {
        case .possible:
            let n = downTouches.count
            guard n >= minimumNumberOfTouches, n <= maximumNumberOfTouches, shouldBegin(at: p) else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// The hysteresis test; edge pans add where the finger started.
    func shouldBegin(at p: CGPoint) -> Bool {
        hypot(p.x - origin.x, p.y - origin.y) >= UIPanGestureRecognizer.hysteresis
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A finger that rested before lifting has no velocity left: the lift is a sample too.
        velocity.add(location(in: nil), at: MediaClock.now)
        if downTouches.isEmpty || downTouches.count < minimumNumberOfTouches {
            finishContinuous()
        } else {
            rebaseIfCountChanged(previousCentroid: lastCentroid)
            lastCentroid = location(in: nil)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        velocity.removeAll()
        lastCount = 0
        scrolled = nil
    }

    /// A wheel or trackpad turned over the view: an allowed kind moves the pan by `delta` as a finger
    /// would (began, then changed), and the pan ends once the scrolling rests.
    override func scroll(by delta: CGPoint, at location: CGPoint, type: UIScrollType) -> Bool {
        let kind: UIScrollTypeMask = type == .discrete ? .discrete : .continuous
        guard allowedScrollTypesMask.contains(kind), trackedTouches.isEmpty else { return false }
        let starting = state == .possible
        guard starting || (scrolled != nil && (state == .began || state == .changed)) else { return false }
        let total = CGPoint(x: (scrolled?.x ?? 0) + delta.x, y: (scrolled?.y ?? 0) + delta.y)
        scrolled = total
        lastLocation = location
        origin = CGPoint(x: location.x - total.x, y: location.y - total.y)
        if starting { velocity.removeAll() }
        velocity.add(CGPoint(x: location.x + total.x, y: location.y + total.y), at: MediaClock.now)
        state = starting ? .began : .changed
        guard state == .began || state == .changed else {
            resetToPossible()
            return false
        }
        if let id = scrollTimer { deviceEnvironment.scheduler.cancel(id: id) }
        scrollTimer = deviceEnvironment.scheduler.schedule(after: UIPanGestureRecognizer.scrollRest, target: self) { [weak self] in
            guard let self else { return }
            self.scrollTimer = nil
            if self.state == .began || self.state == .changed { self.state = .ended }
            self.resetToPossible()
        }
        return true
    }
}
