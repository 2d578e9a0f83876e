import Foundation
import QuartzCore

/// A quick stroke in a direction; discrete.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeSwipe(from: coder)
    }

    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// Travel needed, the time it must happen in, and how far off-axis it may stray.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumDeviation: CGFloat = 0.5 // off-axis travel per unit of on-axis travel

    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        if down > numberOfTouchesRequired { state = .failed; return }
        start = location(in: nil)
        startTime = MediaClock.now
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if MediaClock.now - startTime > UISwipeGestureRecognizer.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        for d in [Direction.right, .left, .up, .down] where direction.contains(d) {
            let along: CGFloat, across: CGFloat
            switch d {
            case .right: along = dx; across = dy
            case .left: along = -dx; across = dy
            case .up: along = -dy; across = dx
            default: along = dy; across = dx
            }
            if along >= UISwipeGestureRecognizer.minimumDistance && abs(across) <= along * UISwipeGestureRecognizer.maximumDeviation
                && down == numberOfTouchesRequired {
                state = .ended
                return
            }
        }
        // Clearly going some other way.
        if hypot(dx, dy) >= UISwipeGestureRecognizer.minimumDistance { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}
