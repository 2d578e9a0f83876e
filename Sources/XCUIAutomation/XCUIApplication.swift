@_implementationOnly import CAppRegistration
import Foundation
import UIKit
import UIKitTesting

/// The app under test, launched in this process on a headless device (a `Simulator`): the app
/// registered with `registerApp(delegate:bundleIdentifier:infoPlist:)`, started as
/// `UIApplicationMain` starts it, its screen queried and touched through the element API. Time is
/// the device's virtual clock: waiting never sleeps.
@preconcurrency @MainActor open class XCUIApplication: XCUIElement {
    /// An app a UI test can launch.
    struct Registration {
        let delegate: (UIResponder & UIApplicationDelegate).Type
        let bundleIdentifier: String
        let infoPlist: URL?
    }

    /// The apps registered in this test process (iOS's installed apps), first registered first.
    private static var registered: [Registration] = []
    /// Whether the test target's registration hook has been looked for (once per process).
    private static var askedTestTarget = false
    /// The app launched last and still running: what `XCUIScreen` and `XCUIDevice` act on.
    static var launched: XCUIApplication?

    /// Registers the app under test, once per test process before the first launch: its app
    /// delegate's class, bundle identifier and Info.plist (nil: none).
    public static func registerApp(delegate: (UIResponder & UIApplicationDelegate).Type, bundleIdentifier: String, infoPlist: URL?) {
        registered.removeAll { $0.bundleIdentifier == bundleIdentifier }
        registered.append(Registration(delegate: delegate, bundleIdentifier: bundleIdentifier, infoPlist: infoPlist))
    }

    private let requestedIdentifier: String?
    /// Arguments for the app: `-key value` pairs are its `UserDefaults` argument domain, as on iOS
    /// (`UserDefaults.standard.bool(forKey: "UITests")` after `["-UITests", "YES"]`), and the app
    /// reads them all in `ProcessInfo.processInfo.launchArguments` (Linux cannot change a running
    /// process's `arguments`; `uikit-port` rewrites an app's reads of them to `launchArguments`).
    public var launchArguments: [String] = []
    /// Variables the app sees in `ProcessInfo.processInfo.environment`; `OPENUIKIT_DEVICE` names
    /// the device (`iPhone15`, the default, `iPhoneSE`, `iPadPro11`, `iPhone15ProMax`).
    public var launchEnvironment: [String: String] = [:]
    public internal(set) var state: State = .notRunning
    private var simulator: Simulator?
    /// The environment variables the launch replaced, put back at `terminate()`.
    private var replacedEnvironment: [String: String?] = [:]

    public enum State: UInt, Sendable {
        case unknown = 0, notRunning = 1, runningBackgroundSuspended = 2, runningBackground = 3, runningForeground = 4
    }

    /// The app registered (the only one, or the first).
    public init() {
        requestedIdentifier = nil
        super.init(application: nil, query: nil, pick: .root)
    }

    /// The registered app with this bundle identifier.
    public init(bundleIdentifier: String) {
        requestedIdentifier = bundleIdentifier
        super.init(application: nil, query: nil, pick: .root)
    }

    private var registration: Registration? {
        // A ported UI test target registers its app through a hook uikit-port writes, called
        // before the first launch: the tests themselves stay as Xcode has them.
        if !Self.askedTestTarget {
            Self.askedTestTarget = true
            _ = openuikit_call_ui_test_app_registration()
        }
        guard let id = requestedIdentifier else { return Self.registered.first }
        return Self.registered.first { $0.bundleIdentifier == id }
    }

    /// The headless device the app runs on (a new one at each launch).
    public var device: Simulator {
        if let simulator { return simulator }
        let made = Simulator(device: .iPhone15)
        simulator = made
        return made
    }

    /// A fresh launch: any running copy is terminated, a new device is made, and the app starts as
    /// `UIApplicationMain` starts it, with the launch arguments and environment.
    public func launch() {
        guard let registration else {
            TestFailure.record("Failed to launch \(requestedIdentifier ?? "the app"): no app is registered"
                + (requestedIdentifier.map { " with bundle identifier '\($0)'" } ?? "")
                + ". Call XCUIApplication.registerApp(delegate:bundleIdentifier:infoPlist:) first.")
            return
        }
        if state != .notRunning { terminate() }
        for (key, value) in launchEnvironment {
            replacedEnvironment[key] = ProcessInfo.processInfo.environment[key]
            setenv(key, value, 1)
        }
        // "-key value" pairs reach UserDefaults' argument domain, as on iOS.
        UserDefaults.standard.setVolatileDomain(Self.argumentDefaults(launchArguments), forName: UserDefaults.argumentDomain)
        let sim = Simulator(device: Self.device(named: launchEnvironment["OPENUIKIT_DEVICE"]))
        simulator = sim
        // `-AppleLanguages (cs, en)` and `-AppleLocale cs_CZ` are the device's languages and region, as on iOS.
        let defaults = Self.argumentDefaults(launchArguments)
        if let languages = (defaults["AppleLanguages"] as? String).map(Self.propertyListArray), !languages.isEmpty {
            sim.preferredLanguages = languages
        }
        if let locale = defaults["AppleLocale"] as? String, let region = Locale(identifier: locale).region?.identifier {
            sim.region = region
        }
        // The executable's name first, as iOS gives it: the bundle identifier's last part.
        let executable = registration.bundleIdentifier.split(separator: ".").last.map(String.init) ?? registration.bundleIdentifier
        sim.environment.launchArguments = [executable] + launchArguments
        let delegate = registration.delegate.init(coder: NSCoder())!
        sim.launch(delegate, infoPlist: registration.infoPlist, searchesResources: false)
        state = .runningForeground
        Self.launched = self
        waitForIdle()
    }

    /// Quits the app (it saves its state as iOS apps do when quitting) and puts the test
    /// process's environment back.
    public func terminate() {
        guard state != .notRunning else { return }
        simulator?.terminate()
        simulator?.environment.launchArguments = nil
        state = .notRunning
        for (key, value) in replacedEnvironment {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        replacedEnvironment = [:]
        UserDefaults.standard.removeVolatileDomain(forName: UserDefaults.argumentDomain)
        if Self.launched === self { Self.launched = nil }
    }

    /// Brings the app to the foreground, launching it if it is not running.
    public func activate() {
        switch state {
        case .notRunning, .unknown: launch()
        case .runningBackground, .runningBackgroundSuspended:
            device.enterForeground()
            state = .runningForeground
            waitForIdle()
        case .runningForeground: break
        }
    }

    /// Waits on the device's clock, at most `timeout` seconds, until the app is in `state`.
    public func wait(for state: State, timeout: TimeInterval) -> Bool {
        waitOnClock(timeout: timeout) { self.state == state }
    }

    /// The defaults a launch's arguments set: each `-key value` pair (a value that reads as a
    /// number or YES/NO becomes one).
    static func argumentDefaults(_ arguments: [String]) -> [String: Any] {
        var out: [String: Any] = [:]
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a.hasPrefix("-"), a.count > 1, i + 1 < arguments.count, !arguments[i + 1].hasPrefix("-") {
                let v = arguments[i + 1]
                out[String(a.dropFirst())] = v == "YES" ? true : v == "NO" ? false : Int(v).map { $0 as Any } ?? Double(v).map { $0 as Any } ?? v
                i += 2
            } else {
                i += 1
            }
        }
        return out
    }

    /// An old-style property list array as a launch argument writes it: `(cs, "en-GB")`.
    static func propertyListArray(_ text: String) -> [String] {
        let inner = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "()"))
        return inner.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\""))) }
            .filter { !$0.isEmpty }
    }

    static func device(named name: String?) -> Simulator.Device {
        switch name {
        case "iPhoneSE": .iPhoneSE
        case "iPadPro11": .iPadPro11
        case "iPhone15ProMax": .iPhone15ProMax
        default: .iPhone15
        }
    }

    // MARK: What elements rely on

    /// The tree of what is on screen now.
    func snapshot() -> AutomationNode {
        guard state != .notRunning, let simulator else {
            return AutomationNode(object: nil, type: .application, frame: .zero)
        }
        return AutomationNode.snapshot(of: simulator.environment, screen: simulator.screen.bounds)
    }

    /// Lets animations, transitions and due timers finish, as XCUITest waits for an idle app.
    func waitForIdle() {
        guard state == .runningForeground, let simulator else { return }
        simulator.settle()
    }

    /// Advances the device's clock a tenth of a second at a time until `done` or `timeout` passed.
    func waitOnClock(timeout: TimeInterval, until done: () -> Bool) -> Bool {
        var waited: TimeInterval = 0
        while true {
            if done() { return true }
            guard waited < timeout, let simulator else { return false }
            simulator.advance(by: 0.1)
            waited += 0.1
        }
    }

    /// Where a finger touches the element: its activation point, in the screen's coordinates.
    func touchPoint(of node: AutomationNode) -> CGPoint {
        node.object?.accessibilityActivationPoint ?? CGPoint(x: node.frame.midX, y: node.frame.midY)
    }

    /// Whether a finger at the element's touch point reaches it: on screen, and the frontmost view
    /// there is its view (or inside it).
    func hits(_ node: AutomationNode) -> Bool {
        guard let simulator else { return false }
        let p = touchPoint(of: node)
        guard simulator.screen.bounds.contains(p) else { return false }
        let view = (node.object as? UIView) ?? ((node.object as? UIAccessibilityElement)?.accessibilityContainer as? UIView)
        // The application itself is hittable while it runs in front (`app.tap()` touches its middle).
        guard let view else { return node.object != nil || node.type == .application }
        guard let front = Self.frontmostView(at: p, in: simulator.environment.accessibilityWindows) else { return false }
        return front === view || front.isDescendant(of: view)
    }

    /// The frontmost shown view under a screen point, whether or not it takes touches.
    static func frontmostView(at point: CGPoint, in windows: [UIWindow]) -> UIView? {
        func visit(_ v: UIView, _ p: CGPoint) -> UIView? {
            guard !v.isHidden, v.alpha > 0.01 else { return nil }
            let inside = v.bounds.contains(p)
            if v.clipsToBounds && !inside { return nil }
            for sub in v.subviews.reversed() {
                if let hit = visit(sub, v.convert(p, to: sub)) { return hit }
            }
            return inside ? v : nil
        }
        // The window a touch there goes to (the keyboard's lets touches outside its keys through),
        // then the frontmost view in it, touchable or not (a label is hit where it shows).
        for window in windows.reversed() {
            let p = window.convert(point, from: nil)
            guard window.hitTest(p, with: nil) != nil else { continue }
            return visit(window, p)
        }
        return nil
    }

    func sizeClass(vertical: Bool) -> SizeClass {
        guard let traits = simulator?.window.traitCollection else { return .unspecified }
        let c = vertical ? traits.verticalSizeClass : traits.horizontalSizeClass
        return c == .compact ? .compact : c == .regular ? .regular : .unspecified
    }
}
