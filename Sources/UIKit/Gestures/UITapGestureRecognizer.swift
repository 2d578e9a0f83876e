import Foundation
import QuartzCore

/// Recognizes a number of taps with a number of fingers; discrete (recognized once).
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTap(from: coder)
    }

    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The mouse buttons a click must use (iOS 13.4); fingers count as the primary button.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    override var isSingleTapOfOneFinger: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 && buttonMaskRequired == .primary }

    /// Taps completed so far in this gesture.
    private var taps = 0
    /// Most fingers down at once during the current tap.
    private var peakTouches = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    /// Where the first tap of a multi-tap began: the next taps must land near it.
    private var firstTap: CGPoint?
    private var timer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        let pressed: UIEvent.ButtonMask = event.buttonMask.isEmpty ? .primary : event.buttonMask
        guard pressed == buttonMaskRequired else { state = .failed; return }
        for t in touches {
            let p = t.location(in: nil)
            startPoints[ObjectIdentifier(t)] = p
            // A tap far from the first one is a new gesture, not this one's next tap (as touches'
            // tapCount counts them).
            if taps > 0, let first = firstTap, hypot(p.x - first.x, p.y - first.y) > TouchInput.multiTapDistance {
                state = .failed
                return
            }
            if firstTap == nil { firstTap = p }
        }
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        peakTouches = max(peakTouches, down)
        if peakTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            guard let s = startPoints[ObjectIdentifier(t)] else { continue }
            let p = t.location(in: nil)
            if hypot(p.x - s.x, p.y - s.y) > TouchInput.tapSlop { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let stillDown = trackedTouches.contains { $0.phase != .ended && $0.phase != .cancelled }
        guard !stillDown else { return }
        guard peakTouches == numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        peakTouches = 0
        if taps >= numberOfTapsRequired {
            state = .ended
        } else {
            // The next tap must begin soon, or this is not our gesture.
            timer = deviceEnvironment.scheduler.schedule(after: TouchInput.multiTapInterval, target: self) {
                [weak self] in
                guard let self, self.state == .possible else { return }
                self.timer = nil
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func reset() {
        cancelTimer()
        taps = 0
        peakTouches = 0
        startPoints = [:]
        firstTap = nil
    }

    private func cancelTimer() {
        if let id = timer { deviceEnvironment.scheduler.cancel(id: id) }
        timer = nil
    }
}
