import Foundation
import QuartzCore

/// A press held still for `minimumPressDuration`; continuous afterwards as the finger moves.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeLongPress(from: coder)
    }

    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    private var start = CGPoint.zero
    private var timer: Int?
    private var tapsSeen = 0

    private var down: Int { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if down > numberOfTouchesRequired { state = .failed; return }
        guard tapsSeen >= numberOfTapsRequired else { return }
        start = location(in: nil)
        guard down == numberOfTouchesRequired else { return }
        cancelTimer()
        timer = deviceEnvironment.scheduler.schedule(after: minimumPressDuration, target: self) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.timer = nil
            if self.down == self.numberOfTouchesRequired { self.state = .began }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let p = location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if down < numberOfTouchesRequired { state = .ended }
        case .possible:
            if down == 0 {
                if tapsSeen < numberOfTapsRequired && timer == nil { tapsSeen += 1; return }
                state = .failed
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuous()
    }

    open override func reset() {
        cancelTimer()
        tapsSeen = 0
    }

    private func cancelTimer() {
        if let id = timer { deviceEnvironment.scheduler.cancel(id: id) }
        timer = nil
    }
}
