import Foundation
@_spi(Testing) import UIKit
import QuartzCore
import CoreGraphics

/// A headless device for tests: its own window, screen, clock, first responder and pending
/// performs. Everything between calls happens as in a live app — the same event path and
/// frame loop — driven by a virtual clock that moves only when told.
@preconcurrency @MainActor public final class Simulator {
    /// A device model: screen size in points, scale, safe areas.
    public struct Device: Sendable, Hashable {
        package let profile: DeviceProfile
        public var name: String { profile.name }
        public static let iPhone15 = Device(profile: .iPhone15)
        public static let iPhoneSE = Device(profile: .iPhoneSE)
        public static let iPadPro11 = Device(profile: .iPadPro11)
        /// Regular width in landscape: a split view expands when it turns.
        public static let iPhone15ProMax = Device(profile: .iPhone15ProMax)

        package init(profile: DeviceProfile) { self.profile = profile }

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
    package let environment: UIKitEnvironment
    /// Frames on a fixed 1/60 s grid from the device's start, timers between them.
    var clock = VirtualClockDriver(start: 1000)
    private let releaseMainQueue: @Sendable () -> Void
    private let power: DevicePower
    /// The device's own folder in the temporary directory (its Documents, Library and tmp).
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKit-Simulator-\(UUID().uuidString)")
    /// Fingers put down so far, and the one `touchMove`/`touchUp` use when none is named.
    var fingers = 0
    var currentFinger: Int?

    /// UIKit's warnings and errors logged while this device was driven, or about its own views and
    /// controllers ("Attempt to present …"), oldest first: what Xcode's console shows for one simulator.
    public var warnings: [String] { environment.console.messages }

    /// A new device with its own virtual clock, windows, animations, timers and console. It becomes
    /// the current device; every other Simulator keeps its clock, animations and work as they are.
    public init(device: Device = .iPhone15) {
        self.device = device
        environment = UIKitEnvironment(profile: device.profile, backend: HeadlessBackend(), virtualClockStart: clock.start)
        environment.activate()
        environment.captureMainQueue()
        releaseMainQueue = environment.mainQueueRelease
        power = environment.power
        // A new device has no app launched on it; the application object is the process's one.
        let app = UIApplication.shared
        if app.applicationState != .active { app.becomeActive() }
        window = UIWindow(frame: environment.screen.bounds)
        environment.retain(window)
        environment.documentsDirectory = home.appendingPathComponent("Documents")
        environment.libraryDirectory = home.appendingPathComponent("Library")
        clock.paintsOnDemand = true
        runFrame()
    }

    /// This device's documents folder (a fresh temporary one): where "Save to Files" writes.
    public var documentsDirectory: URL { environment.documentsDirectory }

    deinit {
        releaseMainQueue()
        power.turnOff()
        // The device's home (its Documents, Library and tmp) goes with it.
        try? FileManager.default.removeItem(at: home)
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
    public var now: CFTimeInterval { environment.clock.now }

    /// Whether every frame of `advance` and `settle` is painted as it runs, as on a device. Off to
    /// begin with: frames that only move animations leave their painting until the call returns, or
    /// until code runs that may need the screen — every frame's work is done, in the same order and
    /// number, and what a test reads afterwards (pixels, screenshots, snapshots) is the same, byte
    /// for byte, for a fraction of the cost.
    public var paintsEveryFrame: Bool {
        get { !clock.paintsOnDemand }
        set { clock.paintsOnDemand = !newValue }
    }

    /// Whether `advance` runs the frames that would find nothing to do (for OpenUIKit's tests, which
    /// compare both ways). Off to begin with: after a frame that leaves nothing for the next — nothing
    /// animates, no code is due, nothing waits for layout or drawing — the frames before the next
    /// timer are left out, as iOS draws no frame while nothing changes. The timers, callbacks and
    /// pixels a test sees are the same.
    package var runsIdleFrames: Bool {
        get { !clock.skipsIdleFrames }
        set { clock.skipsIdleFrames = !newValue }
    }

    // MARK: Time

    /// Moves the clock forward, running every timer and delayed perform at its time and a frame every
    /// 1/60 s while anything changes (a frame that would find nothing to do is left out, as on iOS).
    public func advance(by seconds: TimeInterval) {
        use()
        clock.advance(environment, by: seconds)
    }

    /// Advances until nothing is animating and no timer or perform is pending, at most `limit` seconds.
    public func settle(limit: TimeInterval = 30) {
        use()
        clock.settle(environment, limit: limit)
    }

    /// Runs `body` (input and time, as one step of a UI test) with the painting of its frames left
    /// until it returns, when painting on demand: nothing reads the screen in between but code the
    /// app runs, before which what waits is painted, so the screen afterwards is the same.
    package func leavingPaintingUntilDone(_ body: () -> Void) {
        use()
        let outer = clock.beginDeferring(environment)
        body()
        use()
        clock.endDeferring(environment, outer: outer)
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
        clock.runFrame(environment)
    }

    /// This simulator's device becomes the current one (`UIScreen.main`, new windows), so that
    /// two simulators can be driven in turn.
    func use() { environment.makeCurrent() }
    // MARK: Device events

    /// Turns the device and lets the 0.3 s rotation animation finish.
    public func rotate(to orientation: UIDeviceOrientation) {
        use()
        environment.rotate(to: orientation)
        runFrame()
        advance(by: 0.35)
    }

    /// The screen takes `size` in points, as a desktop window resized by hand does (a freeform iPad
    /// window): the interface lays out again as it does on a rotation, without the animation.
    public func resizeScreen(to size: CGSize) {
        use()
        environment.resizeScreen(to: size)
        runFrame()
    }

    /// The battery as `UIDevice` reports it while the app monitors it (a full battery on its charger
    /// to begin with); a change posts UIDevice's battery notifications.
    public func setBattery(level: Float, state: UIDevice.BatteryState) {
        use()
        environment.device.setBattery(level: level, state: state)
    }

    /// Something comes near the proximity sensor, or goes away; heard while the app monitors it (an iPhone only).
    public func setProximity(near: Bool) {
        use()
        environment.device.setProximity(near: near)
    }

    /// The user's text size on this device (Settings › Accessibility › Display & Text Size): setting
    /// it changes the traits of every controller and view, as iOS does — text-style fonts in views
    /// that adjust take their new size, lists reload, `UIContentSizeCategory.didChangeNotification`
    /// is posted — and runs a frame. `.large` to begin with.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { environment.contentSizeCategory }
        set {
            use()
            environment.setContentSizeCategory(newValue)
            runFrame()
        }
    }

    /// The device's languages, most preferred first, as BCP 47 tags (Settings › General › Language
    /// & Region): what `Locale.preferredLanguages` answers, and which `.lproj` folder
    /// `NSLocalizedString`, `String(localized:)` and storyboards read. `["en-US"]` to begin with.
    /// iOS relaunches the app when the language changes: set it before `launch`, or launch again.
    public var preferredLanguages: [String] {
        get { environment.locale.preferredLanguages }
        set {
            use()
            environment.setLocale(DeviceLocale(preferredLanguages: newValue, region: environment.locale.region))
        }
    }

    /// The device's region (`"CZ"`, `"GB"`): with the first preferred language it makes
    /// `Locale.current` (`cs_CZ`). `"US"` to begin with.
    public var region: String {
        get { environment.locale.region }
        set {
            use()
            environment.setLocale(DeviceLocale(preferredLanguages: environment.locale.preferredLanguages, region: newValue))
        }
    }

    /// Light or dark, as the user sets it in Control Center: setting it changes the traits of every
    /// controller and view — dynamic colours resolve again in backgrounds and drawings, the system's
    /// own controls, bars, keyboard, alerts and menus turn dark — and runs a frame. `.light` to begin with.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { environment.userInterfaceStyle }
        set {
            use()
            environment.setUserInterfaceStyle(newValue)
            runFrame()
        }
    }

    /// Increase Contrast (`.high`) or not (`.normal`, to begin with): the system colours take their
    /// high-contrast values; runs a frame.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { environment.accessibilityContrast }
        set {
            use()
            environment.setAccessibilityContrast(newValue)
            runFrame()
        }
    }

    public func simulateMemoryWarning() {
        use()
        UIApplication.shared.receiveMemoryWarning()
        runFrame()
    }

    /// The user leaves the app: it resigns active and enters the background (its state is saved, if
    /// its delegate agrees to state restoration), as pressing Home does.
    public func enterBackground() {
        use()
        UIApplication.shared.enterBackground()
        runFrame()
    }

    /// The user comes back to the app: it enters the foreground and becomes active.
    public func enterForeground() {
        use()
        UIApplication.shared.becomeActive()
        runFrame()
    }

    /// The system hands the app an activity the user started on another device or in another app
    /// (Handoff, a universal link, a Spotlight result): the foreground scene's delegate hears
    /// `scene(_:continue:)`, an app without scenes `application(_:continue:restorationHandler:)`.
    public func continueUserActivity(_ activity: NSUserActivity) {
        use()
        UIApplication.shared.continueUserActivity(activity)
        runFrame()
    }

    /// The app quits as iOS ends a suspended app: to the background first (its state saved),
    /// `applicationWillTerminate`, then its windows close. The device keeps its files (Documents,
    /// Library, the saved state), so a later `launch` is a relaunch: the app reopens where it was
    /// when it restores its state.
    public func terminate() {
        use()
        let app = UIApplication.shared
        app.enterBackground()
        app.terminate()
        environment.closeWindows(except: window)
        app.delegate = nil
        app.forgetLaunch()
        runFrame()
    }

    /// Launches an app on this device as `UIApplicationMain` does with `delegate`: its Info.plist
    /// (found in the app's resource bundle, or at `infoPlist`) gives the launch screen, the main
    /// storyboard's window or the scene with its storyboard, then `willFinishLaunching`,
    /// `didFinishLaunching` and activation, in iOS's order. The next `Simulator` starts unlaunched.
    public func launch(_ delegate: UIApplicationDelegate, infoPlist: URL? = nil) {
        launch(delegate, infoPlist: infoPlist, searchesResources: true)
    }

    /// As `launch(_:infoPlist:)`; with `searchesResources` false and no `infoPlist`, the app
    /// launches with no Info.plist at all (what `XCUIApplication.registerApp(…, infoPlist: nil)` says).
    public func launch(_ delegate: UIApplicationDelegate, infoPlist: URL?, searchesResources: Bool) {
        use()
        UIApplication.shared.launch(with: delegate, infoPlist: infoPlist, searchesResources: searchesResources)
        runFrame()
    }
}
