import Foundation
import QuartzCore

/// Turns fingers from a backend (SDL, or the Simulator) into UITouch/UIEvent and sends them through
/// `UIApplication.sendEvent`: hit-testing on touch-down, tap counting, one reused touches event.
@preconcurrency @MainActor package final class TouchInput {
    public enum Phase: Sendable { case down, move, up, cancel }

    /// One finger's change: an identifier chosen by the backend and a point in screen coordinates (points).
    public struct Change: Sendable {
        public var finger: Int
        public var phase: Phase
        public var location: CGPoint
        /// The mouse buttons of a pointer (empty: a finger).
        public var buttons: UIEvent.ButtonMask
        /// The keyboard's modifier keys held as the finger or pointer went down.
        public var modifiers: UIKeyModifierFlags = []
        public init(finger: Int, phase: Phase, location: CGPoint, buttons: UIEvent.ButtonMask = []) {
            self.finger = finger
            self.phase = phase
            self.location = location
            self.buttons = buttons
        }
    }

    /// Taps count together when the next begins within this time of the last ending, close to it.
    public static let multiTapInterval: TimeInterval = 0.35
    public static let multiTapDistance: CGFloat = 30
    /// A touch that moves farther than this from where it began is not a tap.
    public static let tapSlop: CGFloat = 10

    private var touches: [Int: UITouch] = [:]
    /// Fingers that landed on the status bar: the system watches them for a tap (scroll to top), while
    /// the app's views under the bar still get them, as on iOS 13 and later.
    private var statusBarFingers: Set<Int> = []
    private let event = UIEvent()
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    /// The device whose windows the fingers touch (it owns this input).
    private unowned let device: UIKitEnvironment

    init(device: UIKitEnvironment) { self.device = device }

    public var activeFingers: Int { touches.count }

    /// Applies simultaneous finger changes as one event.
    public func send(_ changes: [Change]) {
        // Touches run the app's code, which may read the screen the last frame left.
        if device.compositor.hasStalePixels { device.paintStalePixels() }
        let now = device.clock.now
        for t in touches.values { t.phase = .stationary; t.previousLocationInWindow = t.locationInWindow }
        for c in changes {
            switch c.phase {
            case .down:
                guard touches[c.finger] == nil else { continue }
                // While the app ignores interaction events, a new finger is never seen.
                guard device.launch.ignoringInteractionEvents == 0 else { continue }
                device.screenTouched()
                if device.statusBarContains(c.location) { statusBarFingers.insert(c.finger) }
                guard let t = makeTouch(c, now) else { continue }
                if !c.buttons.isEmpty { t.type = .indirectPointer }
                t.buttonMask = c.buttons
                t.modifierFlags = c.modifiers
                touches[c.finger] = t
            case .move:
                guard let t = touches[c.finger] else { continue }
                t.previousLocationInWindow = t.locationInWindow
                t.locationInWindow = windowPoint(c.location, t.window)
                t.phase = t.locationInWindow == t.previousLocationInWindow ? .stationary : .moved
                t.timestamp = now
            case .up, .cancel:
                // A tap on the status bar scrolls the one scroll view that scrolls to the top.
                if statusBarFingers.remove(c.finger) != nil, c.phase == .up, device.statusBarContains(c.location) {
                    device.afterFrame.append { [device] in device.statusBarTapped() }
                }
                guard let t = touches[c.finger] else { continue }
                t.previousLocationInWindow = t.locationInWindow
                t.locationInWindow = windowPoint(c.location, t.window)
                t.phase = c.phase == .up ? .ended : .cancelled
                t.timestamp = now
                if c.phase == .up { rememberTap(t, now) }
            }
        }
        event.touchSet = Set(touches.values)
        event.timestamp = now
        event.buttonMask = touches.values.reduce(into: []) { $0.formUnion($1.buttonMask) }
        event.modifierFlags = touches.values.reduce(into: []) { $0.formUnion($1.modifierFlags) }
        guard event.touchSet.contains(where: { $0.phase != .stationary }) else { return }
        UIApplication.shared.sendEvent(event)
        for (k, t) in touches where t.phase == .ended || t.phase == .cancelled { touches[k] = nil }
    }

    /// Cancels every finger (the system took the touches away).
    public func cancelAll() {
        send(touches.map { Change(finger: $0.key, phase: .cancel, location: $0.value.locationInWindow) })
    }

    /// Screen coordinates into the window's own.
    private func windowPoint(_ screenPoint: CGPoint, _ window: UIWindow?) -> CGPoint {
        window?.layer.convert(screenPoint, from: nil) ?? screenPoint
    }

    private func makeTouch(_ c: Change, _ now: TimeInterval) -> UITouch? {
        let env = device
        var hitWindow: UIWindow?
        var hitView: UIView?
        for w in env.visibleWindows.reversed() where w.isUserInteractionEnabled {
            let p = w.layer.convert(c.location, from: nil)
            if let v = w.hitTest(p, with: event) { hitWindow = w; hitView = v; break }
        }
        guard let window = hitWindow else { return nil }
        let t = UITouch()
        t.identifier = c.finger
        t.window = window
        t.view = hitView
        t.timestamp = now
        t.phase = .began
        t.locationInWindow = windowPoint(c.location, window)
        t.previousLocationInWindow = t.locationInWindow
        t.startLocationInWindow = t.locationInWindow
        t.tapCount = tapCount(at: t.locationInWindow, now)
        var recognizers: [UIGestureRecognizer] = []
        var v = hitView
        while let view = v {
            recognizers.append(contentsOf: view.attachedRecognizers)
            v = view.superview
        }
        t.gestureRecognizers = recognizers
        applyTouchExclusivity(t)
        return t
    }

    /// `isMultipleTouchEnabled` and `isExclusiveTouch`, decided when a touch begins.
    private func applyTouchExclusivity(_ t: UITouch) {
        let others = touches.values.filter { !$0.isIgnoredForView }
        guard let view = t.view else { return }
        if !view.isMultipleTouchEnabled && others.contains(where: { $0.view === view }) { t.isIgnoredForView = true }
        if view.isExclusiveTouch && !others.isEmpty { t.isIgnoredForView = true }
        if others.contains(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }) { t.isIgnoredForView = true }
    }

    private func tapCount(at p: CGPoint, _ now: TimeInterval) -> Int {
        guard let last = lastTap, now - last.time <= TouchInput.multiTapInterval,
              hypot(p.x - last.location.x, p.y - last.location.y) <= TouchInput.multiTapDistance else { return 1 }
        return last.count + 1
    }

    private func rememberTap(_ t: UITouch, _ now: TimeInterval) {
        let moved = hypot(t.locationInWindow.x - t.startLocationInWindow.x, t.locationInWindow.y - t.startLocationInWindow.y)
        lastTap = moved <= TouchInput.tapSlop ? (now, t.startLocationInWindow, t.tapCount) : nil
    }
}
