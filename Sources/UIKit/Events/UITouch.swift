import Foundation

/// One finger on the screen: where it is and was, in which view, at which phase, how many taps.
@preconcurrency @MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase = .began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount = 1
    public internal(set) var type: TouchType = .direct
    /// The mouse buttons a pointer touch holds (empty for a finger); its event's `buttonMask` gathers them.
    var buttonMask: UIEvent.ButtonMask = []
    /// The modifier keys held as it began; its event's `modifierFlags` gathers them.
    var modifierFlags: UIKeyModifierFlags = []
    /// The view the touch began in (it stays there while the finger moves).
    public internal(set) var view: UIView?
    public internal(set) weak var window: UIWindow?
    public internal(set) var majorRadius: CGFloat = 20
    public internal(set) var majorRadiusTolerance: CGFloat = 5
    public internal(set) var force: CGFloat = 0
    public internal(set) var maximumPossibleForce: CGFloat = 0
    /// The recognizers this touch is delivered to (the hit view's and its ancestors').
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero
    /// Where it went down (window coordinates), for tap counting.
    var startLocationInWindow = CGPoint.zero
    /// Set when a gesture recognizer cancelled this touch for its view.
    var isCancelledForView = false
    /// Set when the view does not take this touch (multiple touch disabled, or another view's exclusive touch).
    var isIgnoredForView = false
    /// The backend's identifier for the finger.
    var identifier = 0

    /// The current position in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
