import Foundation
@_spi(Testing) import UIKit
@_spi(OpenUIKit) import QuartzCore
@_spi(OpenUIKit) import CoreGraphics

/// A headless device for tests: its own window, screen, clock, first responder and pending
/// performs. Everything between calls happens as in a live app — the same event path and
/// frame loop — driven by a virtual clock that moves only when told.
@MainActor public final class Simulator {
    /// A device model: screen size in points, scale, safe areas.
    public struct Device: Sendable, Hashable {
        @_spi(Testing) public let profile: DeviceProfile
        public var name: String { profile.name }
        public static let iPhone15 = Device(profile: .iPhone15)
        public static let iPhoneSE = Device(profile: .iPhoneSE)
        public static let iPadPro11 = Device(profile: .iPadPro11)
        /// Regular width in landscape: a split view expands when it turns.
        public static let iPhone15ProMax = Device(profile: .iPhone15ProMax)

        @_spi(Testing) public init(profile: DeviceProfile) { self.profile = profile }

        /// A device of your own: its size in portrait (points), scale, idiom and safe areas; the
        /// status bar is as tall as the top safe area unless told.
        public init(name: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom,
                    portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets = .zero, statusBarHeight: CGFloat? = nil) {
            profile = DeviceProfile(name: name, portraitSize: portraitSize, scale: scale, idiom: idiom,
                                    portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
                                    statusBarHeight: statusBarHeight ?? portraitSafeArea.top)
        }
    }

    public let device: Device
    public let window: UIWindow
    public var screen: UIScreen { environment.screen }
    @_spi(Testing) public let environment: UIKitEnvironment
    private let startTime: CFTimeInterval = 1000
    private let releaseMainQueue: @Sendable () -> Void
    private var framesScheduled = 0
    private let warningLog = WarningLog()
    private let diagnosticsToken: Int

    /// UIKit's warnings and errors logged while this simulator was alive ("Attempt to present …"),
    /// oldest first: what a developer would see in Xcode's console.
    public var warnings: [String] { warningLog.messages }

    public init(device: Device = .iPhone15) {
        self.device = device
        // A new simulator starts the shared clock again and clears animations and pending drawing
        // left by earlier ones (a test process makes many); devices already alive keep their windows,
        // first responders and input.
        MediaClock.useVirtualTime(startingAt: startTime)
        environment = UIKitEnvironment(profile: device.profile, backend: HeadlessBackend())
        environment.activate()
        environment.captureMainQueue()
        releaseMainQueue = environment.mainQueueRelease
        diagnosticsToken = DiagnosticsTap.listen { [warningLog] in warningLog.append($0) }
        let app = UIApplication.shared
        app.forgetLaunch()
        if app.applicationState != .active { app.becomeActive() }
        window = UIWindow(frame: environment.screen.bounds)
        environment.retain(window)
        runFrame()
    }

    deinit {
        releaseMainQueue()
        DiagnosticsTap.stopListening(diagnosticsToken)
    }

    /// Installs the controller in the key window, makes it visible, lays out and draws a frame.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            use()
            window.rootViewController = newValue
            window.makeKeyAndVisible()
            runFrame()
        }
    }

    /// The current time on the simulator's clock.
    public var now: CFTimeInterval { MediaClock.now }

    // MARK: Time

    /// Moves the clock forward, running every timer and delayed perform at its time and a frame every 1/60 s.
    public func advance(by seconds: TimeInterval) {
        use()
        let end = MediaClock.now + max(0, seconds)
        let interval = environment.frameInterval
        // Work already queued for the main queue runs first, at the current time.
        environment.runTimers()
        while true {
            let nextFrame = startTime + Double(framesScheduled + 1) * interval
            let nextTimer = environment.nextTimerFireTime ?? .infinity
            let t = min(nextFrame, nextTimer)
            guard t <= end + 1e-9 else { break }
            MediaClock.setVirtualTime(t)
            if nextFrame <= nextTimer {
                framesScheduled += 1
                environment.runFrame()
            } else {
                environment.runTimers()
            }
        }
        MediaClock.setVirtualTime(end)
    }

    /// Advances until nothing is animating and no timer or perform is pending, at most `limit` seconds.
    public func settle(limit: TimeInterval = 30) {
        use()
        let deadline = MediaClock.now + limit
        runFrame()
        while environment.hasPendingWork && MediaClock.now < deadline {
            advance(by: environment.frameInterval)
        }
    }

    /// Gives the main actor up, as an `await` in app code does, so main-actor tasks that are ready
    /// run (and the tasks they start, a few generations deep), then runs the main queue's work and
    /// a frame at the current time. Swift's runtime on Linux gives no way to run tasks inside a
    /// synchronous call, so a test that starts `Task { @MainActor in … }` awaits this.
    public func yield() async {
        for _ in 0..<8 { await Task.yield() }
        environment.runTimers()
        runFrame()
    }

    /// Runs one frame at the current time, so changes just made are laid out, drawn and composited.
    public func runFrame() {
        use()
        environment.runFrame()
        framesScheduled = max(framesScheduled, Int(((MediaClock.now - startTime) / environment.frameInterval).rounded(.down)))
    }

    /// This simulator's device becomes the current one (`UIScreen.main`, new windows), so that
    /// two simulators can be driven in turn.
    private func use() { environment.makeCurrent() }

    // MARK: Input (through the same path as a real window's: TouchInput → UIApplication.sendEvent)

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

    /// A tap at the centre of `view`.
    public func tap(on view: UIView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Touch down at `from`, move every frame to `to` over `duration`, lift.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.25) {
        touchDown(at: from)
        let steps = max(2, Int((duration * 60).rounded()))
        for i in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(i) / CGFloat(steps)
            touchMove(to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        touchUp(at: to)
        runFrame()
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

    private var fingers = 0
    private var currentFinger: Int?

    private func nextFinger() -> Int {
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

    /// Cancels every finger down, as the system does when it takes the touches away.
    public func cancelTouches() { use(); environment.touchInput.cancelAll() }

    @_spi(Testing) public func send(_ changes: [TouchInput.Change]) { use(); environment.touchInput.send(changes) }

    // MARK: Device events

    /// Turns the device and lets the 0.3 s rotation animation finish.
    public func rotate(to orientation: UIDeviceOrientation) {
        use()
        environment.rotate(to: orientation)
        runFrame()
        advance(by: 0.35)
    }

    public func simulateMemoryWarning() {
        use()
        UIApplication.shared.receiveMemoryWarning()
        runFrame()
    }

    /// Launches an app on this device as `UIApplicationMain` does with `delegate`: its Info.plist
    /// (found in the app's resource bundle, or at `infoPlist`) gives the launch screen, the main
    /// storyboard's window or the scene with its storyboard, then `willFinishLaunching`,
    /// `didFinishLaunching` and activation, in iOS's order. The next `Simulator` starts unlaunched.
    public func launch(_ delegate: UIApplicationDelegate, infoPlist: URL? = nil) {
        use()
        UIApplication.shared.launch(with: delegate, infoPlist: infoPlist)
        runFrame()
    }

    // MARK: Looking at the screen

    /// The composited screen as PNG, at device scale.
    public func screenshot() -> Data {
        runFrame()
        return environment.compositor.makeImage().pngData() ?? Data()
    }

    /// The composited screen as an image (scale = the screen's).
    public func screenshotImage() -> UIImage {
        runFrame()
        return UIImage(cgImage: environment.compositor.makeImage(), scale: screen.scale, orientation: .up)
    }

    /// The color of the screen pixel under `point` (window coordinates, points).
    public func color(at point: CGPoint) -> RGBA {
        runFrame()
        let c = environment.compositor
        let x = min(c.pixelWidth - 1, max(0, Int(point.x * screen.scale)))
        let y = min(c.pixelHeight - 1, max(0, Int(point.y * screen.scale)))
        let px = c.pixels.load(fromByteOffset: y * c.bytesPerRow + x * 4, as: UInt32.self)
        return RGBA(argb32: px)
    }

    /// The frontmost visible view that shows exactly `text` (or whose accessibility label is it).
    public func view(withText text: String) -> UIView? {
        use()
        runFrame()
        for w in environment.windows.reversed() where !w.isHidden {
            guard var v = Simulator.find(text, in: w, window: w) else { continue }
            // A button's title label shows the button's text: the button is the view that shows it.
            while let parent = v.superview, parent.displayedText == text { v = parent }
            return v
        }
        return nil
    }

    private static func find(_ text: String, in view: UIView, window: UIWindow) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        for s in view.subviews.reversed() {
            if let hit = find(text, in: s, window: window) { return hit }
        }
        guard view.displayedText == text || view.accessibilityLabel == text else { return nil }
        let r = view.convert(view.bounds, to: window)
        return r.intersects(window.bounds) ? view : nil
    }

    /// An indented tree of the visible views, frames in their superview's coordinates.
    public func viewHierarchy() -> String {
        use()
        runFrame()
        var out = ""
        func dump(_ v: UIView, _ depth: Int) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            let f = v.frame
            var line = String(repeating: "  ", count: depth) + "\(Swift.type(of: v)) frame=(\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))"
            if let t = v.displayedText { line += " text=\"\(t)\"" }
            if let a = v.accessibilityLabel { line += " label=\"\(a)\"" }
            out += line + "\n"
            for s in v.subviews { dump(s, depth + 1) }
        }
        for w in environment.windows where !w.isHidden { dump(w, 0) }
        return out
    }

    private func fmt(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
