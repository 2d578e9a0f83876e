import Foundation

/// A button pressed: here a hardware keyboard's key (`key`), as iOS 13.4 reports one.
@preconcurrency @MainActor open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// The Apple TV remote's buttons and the arrow keys.
    public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp = 30, pageDown = 31 }

    public internal(set) var timestamp: TimeInterval
    public internal(set) var phase: Phase
    public let type: PressType
    public internal(set) weak var window: UIWindow?
    public internal(set) weak var responder: UIResponder?
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// Keys are pressed fully or not at all.
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    public let key: UIKey?

    init(key: UIKey, type: PressType, phase: Phase, timestamp: TimeInterval, responder: UIResponder?) {
        self.key = key
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.responder = responder
        // The window of the first view on the responder chain (a controller's next is its view's superview).
        var r = responder
        while let x = r, !(x is UIView) { r = x.next }
        window = (r as? UIView)?.window
        super.init()
    }
}
