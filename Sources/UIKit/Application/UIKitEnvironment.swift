import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Everything one running device has: its screen, windows, first responder, pending performs,
/// compositor and backend. A live app has one; each Simulator makes a fresh one.
@_spi(Testing) @MainActor public final class UIKitEnvironment {
    public static var current: UIKitEnvironment = UIKitEnvironment(profile: .iPhone15, backend: HeadlessBackend())

    public let screen: UIScreen
    let scheduler = Scheduler()
    /// Where `DispatchQueue.main` work waits while a Simulator drives this device's clock.
    let mainQueue = MainQueue()
    let gestures = GestureArena()
    /// Fingers from the backend or the Simulator.
    public let touchInput = TouchInput()
    public private(set) var compositor: Compositor
    public var backend: Backend
    public let frameInterval: CFTimeInterval = 1.0 / 60
    private var windowRefs: [WeakWindow] = []
    /// Windows the device itself keeps alive (a Simulator's window, as a scene keeps its windows).
    private var retainedWindows: [UIWindow] = []
    weak var keyWindow: UIWindow?
    weak var firstResponder: UIResponder?
    public var firstResponderForTesting: UIResponder? { firstResponder }
    /// Drawn over every window, as the system draws its status bar.
    private(set) lazy var statusBar: StatusBarView = {
        let bar = StatusBarView(screen: screen)
        bar.environment = self
        bar.layer.isRenderRoot = true
        bar.setNeedsDisplay()
        return bar
    }()

    /// The on-screen keyboard, in its own window above this device's windows.
    private(set) lazy var keyboard = KeyboardController(environment: self)

    /// Keys and text from a hardware keyboard or a test, on their way to the first responder.
    public private(set) lazy var keyInput = KeyInput(environment: self)
    /// The general pasteboard: the window system's clipboard in a live app, memory otherwise.
    private(set) lazy var pasteboard = UIPasteboard(store: (backend as? SDLBackend)?.clipboard ?? PasteboardStore())

    /// The edit menu shown over a text selection (one per device, as UIKit's).
    private(set) lazy var editMenu = EditMenuView()

    /// The on-screen keyboard's frame as shown now, in screen coordinates; nil while it is down.
    public var keyboardFrame: CGRect? { keyboard.visibleFrame }
    /// The letter popped up above a pressed key, if any.
    public var keyboardPopUp: String? { keyboard.view.poppedUp }

    /// Work to do right after the next frame is on screen (e.g. viewDidAppear).
    var afterFrame: [() -> Void] = []
    /// Motion driven frame by frame by views on this device (a scroll view decelerating or bouncing),
    /// keyed by its owner; a step returns false when the motion is over.
    private var motions: [(owner: ObjectIdentifier, serial: Int, step: (CFTimeInterval) -> Bool)] = []
    private var motionSerial = 0
    public private(set) var framesRun = 0

    struct WeakWindow { weak var window: UIWindow? }

    public init(profile: DeviceProfile, backend: Backend) {
        screen = UIScreen(profile: profile)
        self.backend = backend
        compositor = UIKitEnvironment.makeCompositor(screen)
        ScreenScale.current = profile.scale
        ScreenScale.isPad = profile.idiom == .pad
    }

    private static func makeCompositor(_ screen: UIScreen) -> Compositor {
        let b = screen.bounds
        return Compositor(pixelWidth: Int(b.width * screen.scale), pixelHeight: Int(b.height * screen.scale), scale: screen.scale)
    }

    /// Makes this device the one `UIScreen.main`, new windows and app-wide calls refer to, leaving
    /// the other devices as they are (several Simulators alive at once).
    public func makeCurrent() {
        UIKitEnvironment.current = self
        ScreenScale.current = screen.scale
        ScreenScale.isPad = screen.profile.idiom == .pad
    }

    /// Makes this environment the current one, leaving nothing of the previous behind.
    public func activate() {
        UIKitEnvironment.current = self
        CATransaction.reset()
        CALayer.resetGlobalState()
        CADisplayLink.reset()
        GraphicsStack.contexts = []
        GraphicsStack.imageContexts = []
        UIViewAnimationContext.stack = []
        UIViewAnimationContext.animationsEnabled = true
        ScreenScale.current = screen.scale
        ScreenScale.isPad = screen.profile.idiom == .pad
    }

    // MARK: Windows

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }

    public func retain(_ window: UIWindow) { retainedWindows.append(window) }

    /// Live windows (the registry holds them weakly; released ones simply drop out).
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// Visible windows, back to front.
    var visibleWindows: [UIWindow] {
        windows.filter { !$0.isHidden }.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    // MARK: Frames

    /// One turn of the frame loop at the clock's current time.
    public func runFrame() {
        let now = MediaClock.now
        framesRun += 1
        runTimers()
        runMotions(at: now)
        CADisplayLink.fire(now: now, next: now + frameInterval)
        CALayer.tickAnimations(at: now)
        let windows = visibleWindows
        for w in windows { w.runLayoutPass() }
        let roots = windows.map(\.layer) + (windows.isEmpty ? [] : [statusBar.layer])
        statusBar.layer.layoutIfNeeded()
        CALayer.displayPendingLayers()
        CATiledLayer.drawVisibleTilesOfAllLayers()
        CATransaction.flush()
        let damage = compositor.render(roots: roots, at: now)
        backend.present(compositor, damage: damage)
        let after = afterFrame
        afterFrame = []
        for work in after { work() }
        CATransaction.deliverDeferredCallbacks()
    }

    /// Whether a screen point falls on the status bar while it shows (taps there belong to the system).
    func statusBarContains(_ point: CGPoint) -> Bool {
        !visibleWindows.isEmpty && !statusBar.isHidden && statusBar.frame.contains(point)
    }

    /// A mouse wheel turned over `point` (screen points): the innermost scroll view there that can
    /// move that way scrolls (`notches` up and left are positive, as SDL reports them).
    public func scrollWheel(at point: CGPoint, notches: CGPoint) {
        for w in visibleWindows.reversed() where w.isUserInteractionEnabled {
            var v = w.hitTest(w.layer.convert(point, from: nil), with: nil)
            guard v != nil else { continue }
            while let view = v {
                if let sv = view as? UIScrollView, sv.isScrollEnabled, sv.wheelScroll(notches: notches) { return }
                v = view.superview
            }
            return
        }
    }

    // MARK: Per-frame motion

    /// Runs `step` once per frame, from the next frame on, until it returns false or `stopMotion(of:)`.
    /// An owner has one motion at a time: a new one replaces the old.
    func startMotion(of owner: AnyObject, step: @escaping (CFTimeInterval) -> Bool) {
        let id = ObjectIdentifier(owner)
        motions.removeAll { $0.owner == id }
        motionSerial += 1
        motions.append((id, motionSerial, step))
    }

    func stopMotion(of owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        motions.removeAll { $0.owner == id }
    }

    /// Whether the next frame is due at once: something animates or moves frame by frame.
    @_spi(Testing) public var needsNextFrame: Bool {
        CALayer.hasRunningAnimations || CADisplayLink.hasActiveLinks || !afterFrame.isEmpty || !motions.isEmpty
    }

    private func runMotions(at now: CFTimeInterval) {
        for m in motions where !m.step(now) {
            // The step may have replaced its own motion with a new one: remove only this one.
            motions.removeAll { $0.serial == m.serial }
        }
    }

    /// Runs timers and delayed performs that are due, between frames.
    public func runTimers() {
        mainQueue.runDue(now: MediaClock.now)
        MainActorExecutor.shared.runReady()
        scheduler.runDue(now: MediaClock.now)
    }

    /// Sends the main queue's work and Foundation timers started from this thread to this device's
    /// virtual clock (a Simulator), until another device captures them.
    public func captureMainQueue() { mainQueue.startCapturing() }

    /// Lets the real main queue have its work again; callable from a deinit.
    public var mainQueueRelease: @Sendable () -> Void {
        let queue = mainQueue
        return { MainQueue.stopCapturing(queue) }
    }

    /// Whether anything will change without new input: animations, display links, timers, pending layout or drawing.
    public var hasPendingWork: Bool {
        CALayer.hasRunningAnimations || CADisplayLink.hasActiveLinks || !scheduler.isEmpty || !afterFrame.isEmpty
            || !motions.isEmpty
            || !mainQueue.isEmpty
            || gestures.hasUndecidedRecognizers
    }

    public var nextTimerFireTime: CFTimeInterval? {
        [scheduler.nextFireTime, mainQueue.nextFireTime].compactMap { $0 }.min()
    }

    // MARK: Rotation

    /// Turns the interface to follow the device: screen bounds, window frames, safe areas.
    public func rotate(to orientation: UIDeviceOrientation) {
        guard orientation != screen.orientation, orientation != .faceUp, orientation != .faceDown, orientation != .unknown else { return }
        // The interface turns only to an orientation both the app and its root controller support.
        let interface = UIInterfaceOrientation(orientation)
        let app = UIApplication.shared
        var allowed = app.delegate?.application(app, supportedInterfaceOrientationsFor: keyWindow) ?? app.supportedInterfaceOrientations(for: keyWindow)
        if let root = keyWindow?.rootViewController { allowed.formIntersection(root.supportedInterfaceOrientations) }
        guard allowed.contains(UIInterfaceOrientationMask(interface)) else { return }
        let before = screen.traitCollection
        screen.orientation = orientation
        screenGeometryChanged(since: before, duration: 0.3)
    }

    /// The window was resized by hand (a desktop window, as a freeform iPad window is): the screen
    /// takes the new size in points, and the interface follows as it does a rotation.
    public func resizeScreen(to size: CGSize) {
        let size = CGSize(width: max(100, size.width.rounded()), height: max(100, size.height.rounded()))
        guard size != screen.bounds.size else { return }
        let before = screen.traitCollection
        screen.profile = screen.profile.resized(to: size, landscape: screen.orientation.isLandscape)
        // The window follows the pointer: no animation.
        screenGeometryChanged(since: before, duration: 0)
    }

    /// Screen bounds, window frames, safe areas and traits after a rotation or resize.
    private func screenGeometryChanged(since before: UITraitCollection, duration: TimeInterval) {
        let orientation = screen.orientation
        compositor = UIKitEnvironment.makeCompositor(screen)
        // iPhones hide the status bar in landscape; iPads keep it across the top.
        statusBar.frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.profile.statusBarHeight)
        statusBar.isHidden = orientation.isLandscape && screen.profile.idiom == .phone
        let size = screen.bounds.size
        // Controllers hear of the new size first, then everything turns together in one animation.
        let coordinator = SizeTransitionCoordinator(duration: duration)
        for w in windows { w.rootViewController?.viewWillTransition(to: size, with: coordinator) }
        coordinator.run {
            for w in self.windows {
                w.frame = self.screen.bounds
                w.setNeedsLayout()
                w.rootViewController?.view.setNeedsLayout()
                w.layoutIfNeeded()
            }
            self.keyboard.screenChanged()
        }
        let after = screen.traitCollection
        if before.verticalSizeClass != after.verticalSizeClass || before.horizontalSizeClass != after.horizontalSizeClass {
            for w in windows {
                w.rootViewController?.notifyTraitChange(before)
                w.notifyViewsOfTraitChange(before)
            }
        }
    }
}
