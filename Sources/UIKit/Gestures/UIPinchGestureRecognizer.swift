import Foundation
import QuartzCore

/// Two fingers moving apart or together: `scale` is their distance over the starting distance.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    public private(set) var velocity: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var baseScale: CGFloat = 1
    private var samples = VelocityTracker<CGFloat>()
    /// Change in finger distance (points) before a pinch begins.
    static let threshold: CGFloat = 8

    private var pair: (UITouch, UITouch)? {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        return down.count >= 2 ? (down[0], down[1]) : nil
    }

    private func distance(_ p: (UITouch, UITouch)) -> CGFloat {
        let a = p.0.location(in: nil), b = p.1.location(in: nil)
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = pair else { return }
        startDistance = max(1, distance(p))
        baseScale = scale
        samples.removeAll()
        samples.add(scale, at: MediaClock.now)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = pair else { return }
        let d = distance(p)
        switch state {
        case .possible:
            if abs(d - startDistance) >= UIPinchGestureRecognizer.threshold {
                startDistance = d
                scale = baseScale
                state = .began
            }
        case .began, .changed:
            scale = baseScale * d / startDistance
            samples.add(scale, at: MediaClock.now)
            velocity = samples.rate { a, b in CGPoint(x: b - a, y: 0) }.x
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair == nil else { return }
        finishContinuous()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        scale = 1
        velocity = 0
        samples.removeAll()
    }
}
