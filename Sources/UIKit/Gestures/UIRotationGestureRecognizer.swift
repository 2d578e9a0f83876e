import Foundation
import QuartzCore

/// Two fingers turning: `rotation` in radians since the gesture began.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    public private(set) var velocity: CGFloat = 0
    private var startAngle: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var samples = VelocityTracker<CGFloat>()
    /// Turn (radians) before a rotation begins.
    static let threshold: CGFloat = 0.07

    private var angle: CGFloat? {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard down.count >= 2 else { return nil }
        let a = down[0].location(in: nil), b = down[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    private func normalized(_ x: CGFloat) -> CGFloat {
        var v = x
        while v > .pi { v -= 2 * .pi }
        while v < -.pi { v += 2 * .pi }
        return v
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let a = angle else { return }
        startAngle = a
        baseRotation = rotation
        samples.removeAll()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let a = angle else { return }
        let turn = normalized(a - startAngle)
        switch state {
        case .possible:
            if abs(turn) >= UIRotationGestureRecognizer.threshold {
                startAngle = a
                rotation = baseRotation
                state = .began
            }
        case .began, .changed:
            rotation = baseRotation + turn
            samples.add(rotation, at: MediaClock.now)
            velocity = samples.rate { a, b in CGPoint(x: b - a, y: 0) }.x
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard angle == nil else { return }
        finishContinuous()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        rotation = 0
        velocity = 0
        samples.removeAll()
    }
}
