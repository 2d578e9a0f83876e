import Foundation
import QuartzCore

/// Motion on the clock: momentum after a fling, the bounce back from beyond an edge, paging, and
/// animated offsets. One frame step per display frame, driven by the device (`startMotion`).
extension UIScrollView {
    /// Momentum's decay per second for the current `decelerationRate`.
    var decayConstant: CGFloat { -1000 * log(min(max(decelerationRate.rawValue, 0.5), 0.9999)) }

    func run(_ m: ScrollMotion) {
        motion = m
        responderEnvironment.startMotion(of: self) { [weak self] now in self?.step(at: now) ?? false }
    }

    /// Stops any motion where it is now. A deceleration that is stopped ends (`scrollViewDidEndDecelerating`);
    /// an animation stopped early does not report its end.
    func stopScrolling() {
        guard let m = motion else { return }
        motion = nil
        responderEnvironment.stopMotion(of: self)
        if m.purpose == .deceleration {
            isDecelerating = false
            scrollDelegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Glides to `target` over `duration`, then runs `completion`.
    func animate(to target: CGPoint, duration: CFTimeInterval, completion: (() -> Void)?) {
        let now = MediaClock.now, p = contentOffset
        showIndicators()
        run(ScrollMotion(x: AxisMotion(kind: .timed(from: p.x, to: target.x, duration: duration), start: now),
                         y: AxisMotion(kind: .timed(from: p.y, to: target.y, duration: duration), start: now),
                         purpose: .animation, completion: completion))
    }

    /// After a drag: momentum toward `target` (or the bounce back to an edge), at `velocity` points per second.
    /// Returns whether anything will move.
    func decelerate(from velocity: CGPoint, to target: CGPoint, projected: CGPoint) -> Bool {
        let now = MediaClock.now, p = contentOffset, r = offsetRange
        func axis(_ x: CGFloat, _ v: CGFloat, _ to: CGFloat, _ proj: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> AxisMotion {
            if isPagingEnabled || x < lo || x > hi {
                guard abs(to - x) > 0.1 || abs(v) > 5 else { return AxisMotion(kind: .still(to), start: now) }
                let w = isPagingEnabled ? AxisMotion.pagingOmega : AxisMotion.bounceOmega
                return AxisMotion(kind: .spring(rest: to, x0: x - to, v0: v, omega: w), start: now)
            }
            let end = to == min(max(proj, lo), hi) ? proj : to
            guard abs(end - x) > 0.5 else { return AxisMotion(kind: .still(to), start: now) }
            return AxisMotion(kind: .decay(from: x, to: end, k: decayConstant), start: now)
        }
        let mx = axis(p.x, velocity.x, target.x, projected.x, r.min.x, r.max.x)
        let my = axis(p.y, velocity.y, target.y, projected.y, r.min.y, r.max.y)
        if case .still = mx.kind, case .still = my.kind {
            if target != p { contentOffset = target }
            return false
        }
        run(ScrollMotion(x: mx, y: my, purpose: .deceleration, completion: nil))
        return true
    }

    /// One frame of the motion; false when it is over.
    func step(at now: CFTimeInterval) -> Bool {
        guard var m = motion else { return false }
        let r = offsetRange
        func advance(_ am: inout AxisMotion, _ lo: CGFloat, _ hi: CGFloat) -> (CGFloat, Bool) {
            var s = am.sample(at: now)
            // Momentum that runs past an edge turns into the bounce back (or stops there without bouncing).
            if am.isDecay && (s.x < lo || s.x > hi) {
                let edge = s.x < lo ? lo : hi
                if bounces {
                    am = AxisMotion(kind: .spring(rest: edge, x0: s.x - edge, v0: s.v, omega: AxisMotion.bounceOmega), start: now)
                    s.done = false
                } else {
                    am = AxisMotion(kind: .still(edge), start: now)
                    s = (edge, 0, true)
                }
            }
            return s.done ? (am.destination, true) : (pixelAligned(s.x), false)
        }
        let (x, doneX) = advance(&m.x, r.min.x, r.max.x)
        let (y, doneY) = advance(&m.y, r.min.y, r.max.y)
        motion = m
        contentOffset = CGPoint(x: x, y: y)
        guard doneX && doneY, motion != nil else { return motion != nil }
        finishMotion()
        return false
    }

    private func finishMotion() {
        guard let m = motion else { return }
        motion = nil
        if m.purpose == .deceleration {
            isDecelerating = false
            scrollDelegate?.scrollViewDidEndDecelerating(self)
        }
        hideIndicators()
        m.completion?()
    }
}
