import Foundation
import UIKit
import QuartzCore
import CoreGraphics

/// Input, through the same path as a real window's: TouchInput → UIApplication.sendEvent, and
/// keys and text to the first responder. Each call advances the clock by the time the input takes.
extension Simulator {

    /// How long a simulated finger rests on the glass for a tap, and the pause between taps.
    public static let tapDuration: TimeInterval = 0.05
    public static let tapInterval: TimeInterval = 0.1

    /// A tap at `point` (window coordinates, points).
    public func tap(at point: CGPoint) { tap(at: point, count: 1) }

    /// `count` taps in quick succession, as a person makes a double or triple tap.
    public func tap(at point: CGPoint, count: Int) {
        for i in 0..<max(1, count) {
            if i > 0 { advance(by: Simulator.tapInterval) }
            touchDown(at: point)
            advance(by: Simulator.tapDuration)
            touchUp(at: point)
        }
        runFrame()
    }

    /// A tap at the centre of `view` (in any window: the system's banners are smaller than the screen).
    public func tap(on view: UIView) {
        tap(at: screenPoint(of: view))
    }

    /// The centre of `view` in screen coordinates (its window may be smaller than the screen).
    func screenPoint(of view: UIView) -> CGPoint {
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        guard let window = view.window else { return view.convert(center, to: nil) }
        let inWindow = view.convert(center, to: window)
        return CGPoint(x: inWindow.x + window.frame.minX, y: inWindow.y + window.frame.minY)
    }


    /// Touch down at `from`, move every frame to `to` over `duration`, lift.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.25) {
        touchDown(at: from)
        moveFinger(from: from, to: to, duration: duration)
        touchUp(at: to)
        runFrame()
    }

    /// Drag and drop as a person does it: touch down at `from`, hold still for `pressDuration` (a drag
    /// lifts after half a second), move every frame to `to` over `duration`, lift; then settle, so the
    /// drop's animations have finished.
    public func dragAndDrop(from: CGPoint, to: CGPoint, pressDuration: TimeInterval = 0.6, duration: TimeInterval = 0.25) {
        touchDown(at: from)
        advance(by: pressDuration)
        moveFinger(from: from, to: to, duration: duration)
        touchUp(at: to)
        settle()
    }

    /// Moves the current finger from `from` to `to` a step a frame.
    public func moveFinger(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.25) {
        let steps = max(2, Int((duration * 60).rounded()))
        for i in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(i) / CGFloat(steps)
            touchMove(to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
    }

    /// Two fingers 100 points apart around `point`, spreading (scale > 1) or closing to `scale` times that.
    public func pinch(at point: CGPoint, scale: CGFloat, duration: TimeInterval = 0.3) {
        let start: CGFloat = 50, end = 50 * scale
        let a = nextFinger(), b = nextFinger()
        func positions(_ r: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: point.x - r, y: point.y), CGPoint(x: point.x + r, y: point.y))
        }
        var (p, q) = positions(start)
        send([.init(finger: a, phase: .down, location: p), .init(finger: b, phase: .down, location: q)])
        let steps = max(2, Int((duration * 60).rounded()))
        for i in 1...steps {
            advance(by: duration / Double(steps))
            (p, q) = positions(start + (end - start) * CGFloat(i) / CGFloat(steps))
            send([.init(finger: a, phase: .move, location: p), .init(finger: b, phase: .move, location: q)])
        }
        send([.init(finger: a, phase: .up, location: p), .init(finger: b, phase: .up, location: q)])
        runFrame()
    }

    // Single fingers, for tests that need to hold a touch.

    func nextFinger() -> Int {
        fingers += 1
        return fingers
    }

    /// Puts a finger down; returns its identifier for `touchMove`/`touchUp` with several fingers.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Int {
        use()
        let f = nextFinger()
        currentFinger = f
        send([.init(finger: f, phase: .down, location: point)])
        return f
    }

    public func touchMove(_ finger: Int? = nil, to point: CGPoint) {
        use()
        guard let f = finger ?? currentFinger else { return }
        send([.init(finger: f, phase: .move, location: point)])
    }

    public func touchUp(_ finger: Int? = nil, at point: CGPoint) {
        use()
        guard let f = finger ?? currentFinger else { return }
        send([.init(finger: f, phase: .up, location: point)])
    }

    /// Types into the first responder, a character at a time ("\u{8}" deletes backward, "\n" is return);
    /// nothing happens when no responder that takes text is first. The text takes the path a hardware
    /// keyboard's does, but the on-screen keyboard stays as it is (tap its keys to type on it).
    public func type(_ text: String) {
        use()
        for ch in text {
            environment.keyInput.text(String(ch), fromHardware: false)
            advance(by: 0.05)
        }
        runFrame()
    }

    /// Presses a hardware key that edits or moves (arrows, Tab, Return, Backspace, or a letter with
    /// Command/Control such as `.shortcut("a")` for Select All), as a window's keyboard delivers it.
    public func press(_ key: Key, modifiers: UIKeyModifierFlags = []) {
        use()
        let k: KeyInput.Key
        switch key {
        case .backspace: k = .backspace
        case .return: k = .return
        case .tab: k = .tab
        case .escape: k = .escape
        case .left: k = .left
        case .right: k = .right
        case .up: k = .up
        case .down: k = .down
        case .home: k = .home
        case .end: k = .end
        case .shortcut(let c): k = .shortcut(c)
        }
        environment.keyInput.press(k, modifiers: modifiers, fromHardware: false)
        advance(by: 0.05)
    }

    /// A hardware key that is not text.
    public enum Key: Sendable, Equatable {
        case backspace, `return`, tab, escape, left, right, up, down, home, end
        /// A letter pressed with Command or Control: "a" Select All, "c" Copy, "x" Cut, "v" Paste, "z" Undo
        /// (with `.shift`, Redo).
        case shortcut(Character)
    }

    /// The URLs the app opened (`UIApplication.shared.open`), oldest first; nothing leaves the test.
    public var openedURLs: [URL] { use(); return environment.openedURLs }

    /// The system sounds the app played (AudioToolbox's `AudioServicesPlaySystemSound`), oldest
    /// first, with the file each was made from and when it started; nothing is heard.
    public var playedSystemSounds: [PlayedSystemSound] { use(); return environment.systemSounds.played }

    /// The general pasteboard's text (this device's own clipboard).
    public var pasteboardString: String? {
        get { use(); return UIPasteboard.general.string }
        set { use(); UIPasteboard.general.string = newValue }
    }

    /// The on-screen keyboard's frame as it appears now (mid-slide included), in screen points; nil
    /// while it is down. Keys are found by their labels: `view(withText: "q")`, "shift", "delete", "space".
    public var keyboardFrame: CGRect? { use(); return environment.keyboardFrame }

    /// The letter shown enlarged above the key a finger is pressing, if any.
    public var keyboardPopUp: String? { use(); return environment.keyboardPopUp }

    /// Turns a mouse wheel (or swipes a touchpad) over `point`, as in a desktop window: `notches` of about
    /// 40 points each, positive `y` scrolling toward the top of the content (SDL's sign).
    public func scrollWheel(at point: CGPoint, notches: CGPoint) {
        use()
        environment.scrollWheel(at: point, notches: notches)
        runFrame()
    }

    /// Clicks a mouse button at `point`, as a pointer does on an iPad: a touch of type
    /// `.indirectPointer` whose event's `buttonMask` holds `buttons` (`.secondary` is a right click).
    public func click(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary) {
        use()
        let f = nextFinger()
        send([.init(finger: f, phase: .down, location: point, buttons: buttons)])
        advance(by: Simulator.tapDuration)
        send([.init(finger: f, phase: .up, location: point, buttons: buttons)])
        runFrame()
    }

    /// Clicks with modifier keys held (⌘-click, ⇧-click): the event's and the recognizers'
    /// `modifierFlags` hold `modifiers`.
    public func click(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary, modifiers: UIKeyModifierFlags) {
        use()
        let f = nextFinger()
        var down = TouchInput.Change(finger: f, phase: .down, location: point, buttons: buttons)
        down.modifiers = modifiers
        send([down])
        advance(by: Simulator.tapDuration)
        send([.init(finger: f, phase: .up, location: point, buttons: buttons)])
        runFrame()
    }

    /// Cancels every finger down, as the system does when it takes the touches away.
    /// The pointer (a mouse or trackpad, no button down) moves to `point`: hover recognizers over
    /// the view under it begin, change or end, as on an iPad with a pointer.
    public func hover(at point: CGPoint) {
        use()
        environment.hover(at: point)
        runFrame()
    }

    /// The pointer leaves the screen: every hover under way ends.
    public func endHover() {
        use()
        environment.hover(at: nil)
        runFrame()
    }

    public func cancelTouches() { use(); environment.touchInput.cancelAll() }

    package func send(_ changes: [TouchInput.Change]) { use(); environment.touchInput.send(changes) }
}
