import Foundation
import QuartzCore
import CoreGraphics

/// One device: its screen, windows, first responder, keyboard, pasteboard, console and the app
/// launched on it, with its frame loop (`FrameLoop`: clock, pipeline, timers) and backend. A live
/// app has one; each Simulator makes its own, and devices alive at once share nothing.
/// The frame itself is in `UIKitEnvironment+Frame`, rotation and resizing in `+ScreenGeometry`.
@preconcurrency @MainActor package final class UIKitEnvironment {
    /// The device the code runs for: the one a Simulator call made current (a live app has one).
    /// `UIScreen.main`, new windows, timers and `CACurrentMediaTime()` go by it. The only static
    /// that names a device; everything else reaches its device through a window.
    public private(set) static var current: UIKitEnvironment = {
        let device = UIKitEnvironment(profile: .iPhone15, backend: HeadlessBackend())
        device.publishAsCurrent()
        return device
    }()

    public let screen: UIScreen
    /// Time and the work frames run: clock, layer pipeline, timers, main queue, motions.
    let loop: FrameLoop
    let gestures = GestureArena()
    /// Accessibility settings, what the app posted to assistive technologies, VoiceOver's cursor.
    public private(set) lazy var accessibility = DeviceAccessibility(environment: self)
    /// The app's `UIAppearance` proxies on this device.
    let appearance = AppearanceRegistry()
    /// The desktop's colour scheme this device follows (a live app's, when the portal answers).
    var desktopAppearance: DesktopColorScheme?
    /// Fingers from the backend or the Simulator.
    public private(set) lazy var touchInput = TouchInput(device: self)
    public internal(set) var compositor: Compositor
    public var backend: Backend
    /// What was logged while this device was driven, or about its objects.
    public let console = DiagnosticsConsole()
    /// The app launched on this device: its Info.plist, scenes and storyboard window.
    let launch = LaunchState()
    private var windowRefs: [WeakWindow] = []
    /// Windows the device itself keeps alive (a Simulator's window, as a scene keeps its windows).
    private var retainedWindows: [UIWindow] = []
    weak var keyWindow: UIWindow?
    weak var firstResponder: UIResponder?
    public var firstResponderForTesting: UIResponder? { firstResponder }
    /// The arguments the app on this device is launched with, as a UI test gives them (the
    /// executable's name first); nil: the process's.
    package var launchArguments: [String]? {
        get { launch.arguments }
        set { launch.arguments = newValue }
    }
    /// Drawn over every window, as the system draws its status bar.
    private(set) lazy var statusBar: StatusBarView = {
        let bar = StatusBarView(screen: screen)
        bar.environment = self
        bar.layer.isRenderRoot = true
        bar.layer.hostPipeline = loop.pipeline
        bar.setNeedsDisplay()
        return bar
    }()

    /// What `UIDevice.current` says about this device.
    package private(set) lazy var device = UIDevice(environment: self)
    /// Which way the device is held; the interface follows it when the app and its root controller allow.
    var deviceOrientation: UIDeviceOrientation = .portrait
    /// The user's languages and region (`UIKitEnvironment+Locale`).
    package internal(set) var locale = DeviceLocale()

    /// The scene the windows of an app without a scene manifest join when they become key.
    private(set) lazy var implicitScene: UIWindowScene = {
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        scene.device = self
        session.scene = scene
        scene.activationState = .foregroundActive
        return scene
    }()
    /// What `UIWindowScene.statusBarManager` reports.
    private(set) lazy var statusBarManager = UIStatusBarManager(environment: self)
    /// The bar at the bottom of a device without a Home button; nil on one with a button.
    /// The controllers that last decided the status bar's visibility and style and the home
    /// indicator: the chrome asks again when one of them changes (`syncChrome`).
    var chromeDeciders: [ObjectIdentifier?] = []
    private(set) lazy var homeIndicator: HomeIndicatorView? = {
        guard screen.profile.hasHomeIndicator else { return nil }
        let bar = HomeIndicatorView(screen: screen)
        bar.layer.isRenderRoot = true
        bar.layer.hostPipeline = loop.pipeline
        return bar
    }()

    /// The on-screen keyboard, in its own window above this device's windows.
    private(set) lazy var keyboard = KeyboardController(environment: self)

    /// Keys and text from a hardware keyboard or a test, on their way to the first responder.
    public private(set) lazy var keyInput = KeyInput(environment: self)
    /// The general pasteboard: the window system's clipboard in a live app, memory otherwise.
    private(set) lazy var pasteboard = UIPasteboard(store: backend.clipboard ?? PasteboardStore())
    /// Where "Save to Files" writes when no save dialog chooses: the user's Documents folder for a
    /// live app; a Simulator gives each device a folder of its own.
    public var documentsDirectory: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
    /// Where the app's own files that are not the user's documents go (its saved state): a live app
    /// uses `$XDG_DATA_HOME` (`~/.local/share`)/OpenUIKit/<bundle identifier>/Library; a Simulator,
    /// a Library folder beside its Documents.
    public var libraryDirectory: URL?
    /// URLs the app opened with `UIApplication.open`, oldest first.
    public internal(set) var openedURLs: [URL] = []
    /// The recognizers the hovering pointer is over now (UIHoverGestureRecognizer).
    var hovered: [WeakRecognizer] = []
    /// The words the user taught this device's spelling checker (`UITextChecker.learnWord`).
    var learnedWords: Set<String> = []
    /// The app's objects registered for state restoration on this device.
    let restorableObjects = RestorableObjects()
    /// The app's system sounds (AudioToolbox): those it created, and what it played.
    package private(set) lazy var systemSounds = SystemSoundLibrary(environment: self)
    /// Whether the device is on (a Simulator turns it off as it goes away).
    package let power = DevicePower()
    /// Whether this is a live app's device (`UIApplicationMain` outside a Simulator, in a window or
    /// headless): frameworks that reach other processes (Multipeer Connectivity over loopback) do so
    /// only from it, and never from a Simulator's.
    package internal(set) var isLive = false
    /// What the frameworks beside UIKit keep on this device, by type (`UIKitEnvironment+Services`).
    var services: [ObjectIdentifier: AnyObject] = [:]
    /// What the user allowed or refused this device's app (locations, photos, notifications …).
    package private(set) lazy var privacy = DevicePrivacy()
    /// The system's alerts showing now (permission prompts), the oldest first.
    package internal(set) var systemAlerts: [SystemAlert] = []
    /// The device's photo library (the Simulator's sample photos to begin with), which the image picker shows.
    package private(set) lazy var photoLibrary = PhotoLibrary()

    /// The edit menu shown over a text selection (one per device, as UIKit's).
    private(set) lazy var editMenu = EditMenuView()
    /// The menu controller apps show that menu with (`UIMenuController.shared`).
    private(set) lazy var menuController = UIMenuController()
    /// The key-value observations made on this device, checked at each run-loop turn.
    let keyValueObservers = KeyValueObservers()

    /// The on-screen keyboard's frame as shown now, in screen coordinates; nil while it is down.
    public var keyboardFrame: CGRect? { keyboard.visibleFrame }
    /// The letter popped up above a pressed key, if any.
    public var keyboardPopUp: String? { keyboard.view.poppedUp }

    struct WeakWindow { weak var window: UIWindow? }

    /// A device with its own clock: real, or (with `virtualClockStart`) virtual from that time.
    public init(profile: DeviceProfile, backend: Backend, virtualClockStart: CFTimeInterval? = nil) {
        screen = UIScreen(profile: profile)
        self.backend = backend
        loop = FrameLoop(clock: MediaClock(virtualStart: virtualClockStart))
        compositor = UIKitEnvironment.makeCompositor(screen)
        // Text layers draw with UIKit's text system (QuartzCore has none of its own).
        if CATextLayer.typesetter == nil { CATextLayer.typesetter = TextLayerTypesetter() }
    }

    static func makeCompositor(_ screen: UIScreen) -> Compositor {
        let b = screen.bounds
        return Compositor(pixelWidth: Int(b.width * screen.scale), pixelHeight: Int(b.height * screen.scale), scale: screen.scale)
    }

    // MARK: The device the code runs for

    /// Makes this device the one `UIScreen.main`, new windows, timers, the main queue and the
    /// console go by, leaving the other devices exactly as they are.
    public func makeCurrent() {
        UIKitEnvironment.current = self
        TraitResolution.invalidate()
        publishAsCurrent()
    }

    /// Points the lower layers' views of "the current device" at this one: its clock and pipeline
    /// (QuartzCore), its console (logging), its screen (image lookups from any thread), its main queue.
    private func publishAsCurrent() {
        loop.pipeline.makeCurrent()
        DiagnosticsTap.route(to: console)
        ScreenScale.current = screen.scale
        ScreenScale.isPad = screen.profile.idiom == .pad
        CurrentTextSize.category = screen.contentSizeCategory
        CurrentLocale.settings = locale
        publishColorTraits()
        loop.becameCurrent()
    }

    /// Makes this new device current and clears what a previous test may have left on the main
    /// thread's call stack (open transactions, animation blocks, graphics contexts): state of no
    /// device. Other devices keep their clocks, animations and work.
    public func activate() {
        CATransaction.reset()
        GraphicsStack.contexts = []
        GraphicsStack.imageContexts = []
        UIViewAnimationContext.stack = []
        UIViewAnimationContext.animationsEnabled = true
        UIKitEnvironment.current = self
        publishAsCurrent()
    }

    /// Logs a warning on this device's console (and through swift-log), whichever device is current.
    func warn(_ message: String) {
        uikitLog.warning("\(message)", metadata: [DiagnosticsTap.consoleKey: "\(console.id)"])
    }

    // MARK: Windows

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
        window.layer.hostPipeline = loop.pipeline
    }

    public func retain(_ window: UIWindow) { retainedWindows.append(window) }
    /// Lets go of a window `retain` kept (a system alert's, once answered).
    package func release(_ window: UIWindow) { retainedWindows.removeAll { $0 === window } }

    /// The app quit: its windows close (hidden and let go), no window is key, nothing is first responder.
    public func closeWindows(except kept: UIWindow) {
        firstResponder?.resignFirstResponder()
        for w in windows where w !== kept { w.isHidden = true }
        retainedWindows.removeAll { $0 !== kept }
        if keyWindow !== kept { keyWindow = nil }
    }

    /// Live windows (the registry holds them weakly; released ones simply drop out).
    public var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// Visible windows, back to front.
    var visibleWindows: [UIWindow] {
        windows.filter { !$0.isHidden }.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// Whether a screen point falls on the status bar while it shows (taps there belong to the system).
    func statusBarContains(_ point: CGPoint) -> Bool {
        !visibleWindows.isEmpty && screen.statusBarShown && statusBar.frame.contains(point)
    }

    /// The status bar was tapped: the one visible view in the key window that scrolls to the top
    /// for it does (with two or more, none does, as on iOS).
    func statusBarTapped() {
        guard let window = keyWindow, !window.isHidden else { return }
        var found: [UIView] = []
        func visit(_ v: UIView) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            if v.scrollsToTopOnStatusBarTap, v.convert(v.bounds, to: window).intersects(window.bounds) { found.append(v) }
            for s in v.subviews { visit(s) }
        }
        visit(window)
        if found.count == 1 { found[0].statusBarTapped() }
    }

    /// A mouse wheel turned over `point` (screen points): the innermost view there that scrolls
    /// that way takes it (`notches` up and left are positive, as SDL reports them).
    public func scrollWheel(at point: CGPoint, notches: CGPoint) {
        for w in visibleWindows.reversed() where w.isUserInteractionEnabled {
            let p = w.layer.convert(point, from: nil)
            var v = w.hitTest(p, with: nil)
            guard v != nil else { continue }
            // A notch is a scroll view's wheel step; a fraction of one comes from a trackpad's smooth scrolling.
            let step = UIScrollView.wheelStep
            let delta = CGPoint(x: notches.x * step, y: notches.y * step)
            let discrete = notches.x.rounded() == notches.x && notches.y.rounded() == notches.y
            while let view = v {
                for g in view.attachedRecognizers where g.isEnabled {
                    if g.scroll(by: delta, at: p, type: discrete ? .discrete : .continuous) { return }
                }
                if view.scrollWheel(notches: notches) { return }
                v = view.superview
            }
            return
        }
    }
}
