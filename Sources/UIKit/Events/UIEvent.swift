import Foundation

/// A set of touches at one moment. As on iOS, one event object is reused for a multi-touch sequence.
@preconcurrency @MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }

    public internal(set) var type: EventType = .touches
    public internal(set) var subtype: EventSubtype = .none
    public internal(set) var timestamp: TimeInterval = 0
    /// The mouse buttons held (empty for fingers on the glass).
    public internal(set) var buttonMask: ButtonMask = []
    /// The keyboard's modifier keys held when the event's touches began (iOS 13.4).
    public internal(set) var modifierFlags: UIKeyModifierFlags = []
    var touchSet: Set<UITouch> = []

    public override init() { super.init() }

    open var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    open func touches(for view: UIView) -> Set<UITouch>? {
        let t = touchSet.filter { $0.view === view }
        return t.isEmpty ? nil : t
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let t = touchSet.filter { $0.window === window }
        return t.isEmpty ? nil : t
    }

    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let t = touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
        return t.isEmpty ? nil : t
    }
}
