import Foundation
import QuartzCore

/// The one application object: its delegate, state, windows, and the life-cycle notifications.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The direction of the app's language: right to left when the process's locale reads so
    /// (Arabic, Hebrew, Persian, Urdu…).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = UIApplication.localeDirection { didSet { TraitResolution.invalidate() } }

    public enum State: Int, Sendable { case active, inactive, background }

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The Home Screen quick action that launched the app (an app without scenes).
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The interface turned (iOS 2–13): posted around a rotation, with the old orientation as
    /// `statusBarOrientationUserInfoKey` (an `NSNumber` of its raw value).
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// What the saved state's coder says about when and where it was written (iOS 6).
    nonisolated public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    nonisolated public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    nonisolated public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    nonisolated public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    private static var _shared: UIApplication?

    /// The application object, created on first use.
    public class var shared: UIApplication {
        if let s = _shared { return s }
        let s = UIApplication()
        _shared = s
        return s
    }

    /// Retained, as UIApplicationMain retains the delegate it creates.
    open var delegate: UIApplicationDelegate?
    open private(set) var applicationState: State = .inactive
    open var isIdleTimerDisabled = false
    /// The user's text size on the current device.
    open var preferredContentSizeCategory: UIContentSizeCategory { UIKitEnvironment.current.screen.contentSizeCategory }
    /// Interface Builder files read so far, by path, with the modification date they were read at:
    /// the process reads each once, as iOS keeps a loaded nib's contents.
    var nibDocuments: [String: (date: Date?, document: NibDocument)] = [:]
    /// Where nibs named with a nil bundle are looked for (found once).
    var nibSearchBundles: [Bundle]?
    /// Nib and storyboard files looked up by bundle and name, found or not.
    var nibLookups: [String: (URL, Bundle)?] = [:]
    /// The names in each bundle's folders, by bundle path, read once (`NibFolderIndex`).
    var nibFolderIndexes: [String: NibFolderIndex] = [:]
    open var applicationIconBadgeNumber = 0
    /// Actions already reported for a sender of the wrong type (`NibValue.senderMismatch`), once each.
    var reportedSenderMismatches: Set<String> = []

    open var windows: [UIWindow] { UIKitEnvironment.current.windows }

    @available(*, deprecated, message: "Use the key window of a window scene")
    open var keyWindow: UIWindow? { UIKitEnvironment.current.keyWindow }

    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Actions

    /// Sends `action` to `target` or, when `target` is nil, up the responder chain: from the first
    /// responder (or from `sender` when nothing is first responder) to the first responder that can
    /// perform it — with method references, the first of the method's type. True when one got it.
    @discardableResult
    open func sendAction<T: AnyObject, S>(_ action: @escaping (T) -> (S) -> Void, to target: T?,
                                          from sender: Any?, for event: UIEvent?) -> Bool {
        deliver(Selector(action), to: target, from: sender) { receiver in
            guard let t = receiver as? T, let s = sender as? S else { return false }
            action(t)(s)
            return true
        }
    }

    /// `sendAction(_:to:from:for:)` for an action that takes no sender.
    @discardableResult
    open func sendAction<T: AnyObject>(_ action: @escaping (T) -> () -> Void, to target: T?,
                                       from sender: Any?, for event: UIEvent?) -> Bool {
        deliver(Selector(action), to: target, from: sender) { receiver in
            guard let t = receiver as? T else { return false }
            action(t)()
            return true
        }
    }

    /// Finds the receiver of a nil-targeted action and hands it to `perform`.
    func deliver(_ selector: Selector, to target: AnyObject?, from sender: Any?, startingAt view: UIView? = nil,
                 perform: (AnyObject) -> Bool) -> Bool {
        if let target { return perform(target) }
        let start = (view?.responderEnvironment ?? (sender as? UIResponder)?.responderEnvironment ?? UIKitEnvironment.current).firstResponder
            ?? (sender as? UIResponder) ?? view
        guard let receiver = start?.target(forAction: selector, withSender: sender) else { return false }
        return perform(receiver as AnyObject)
    }

    /// Routes an event to the windows its touches are in.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        var windows: [UIWindow] = []
        for t in event.touchSet { if let w = t.window, !windows.contains(where: { $0 === w }) { windows.append(w) } }
        for w in windows { w.sendEvent(event) }
    }

    // MARK: Life cycle

    /// What launching made on the device the code runs for (each device launches the app anew).
    private var launched: LaunchState { UIKitEnvironment.current.launch }
    /// The app's Info.plist, read at launch (nil without one).
    var info: AppInfo? {
        get { launched.info }
        set { launched.info = newValue }
    }
    /// The window UIKit made for the main storyboard, if it made one.
    var storyboardWindow: UIWindow? {
        get { launched.storyboardWindow }
        set { launched.storyboardWindow = newValue }
    }
    /// The scenes connected now (a scene-based app has one on a phone).
    open internal(set) var connectedScenes: Set<UIScene> {
        get { launched.connectedScenes }
        set { launched.connectedScenes = newValue }
    }
    /// The sessions of the app's scenes.
    open internal(set) var openSessions: Set<UISceneSession> {
        get { launched.openSessions }
        set { launched.openSessions = newValue }
    }
    /// Whether the app uses scenes (its Info.plist has a scene manifest): the app delegate then
    /// hears no foreground and background callbacks; the scenes' delegates do.
    var usesScenes: Bool { info?.hasSceneManifest == true }

    /// Launches with `delegate`, as iOS does: the launch screen shows; the main storyboard's
    /// window is made (a non-scene app); will/didFinishLaunching; a scene-based app's scene
    /// connects; the app becomes active. `infoPlist` overrides where the Info.plist is found.
    /// With `searchesResources` false and no `infoPlist`, the app has no Info.plist (a UI test's app
    /// registered with none), even if a resource bundle holds one.
    @_spi(Testing) public func launch(with delegate: UIApplicationDelegate?, infoPlist: URL? = nil, searchesResources: Bool = true) {
        self.delegate = delegate
        applicationState = .inactive
        connectedScenes = []
        openSessions = []
        rememberLaunchedModule(of: delegate)
        info = infoPlist != nil || searchesResources ? loadInfo(infoPlist) : nil
        registerAppFonts()
        let launchScreen = showLaunchScreen()
        if !usesScenes { loadMainStoryboard() }
        // A quick action that launches an app with scenes is its connection options' (below).
        let quickAction = takeLaunchingQuickAction()
        let options: [LaunchOptionsKey: Any]? = quickAction.flatMap { usesScenes ? nil : [.shortcutItem: $0] }
        let willFinish = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        StateRestoration.restore(self, on: UIKitEnvironment.current)
        let didFinish = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        if let w = delegate?.window, w.isHidden, w.rootViewController != nil { w.makeKeyAndVisible() }
        if usesScenes { connectScene(shortcutItem: quickAction) }
        UIKitEnvironment.current.startInAllowedOrientation()
        launchScreen?.isHidden = true
        // Without scenes the delegate is handed the action too, unless a launch method said no.
        if let quickAction, !usesScenes, willFinish, didFinish { deliverQuickAction(quickAction) }
        becomeActive()
    }

    package func becomeActive() {
        guard applicationState != .active else { return }
        enterForeground()
        applicationState = .active
        for s in connectedScenes { s.move(to: .foregroundActive) }
        if !usesScenes { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// From the background to the foreground, still inactive: `applicationWillEnterForeground` (or
    /// each scene's `sceneWillEnterForeground`). What the system hands the app as it opens (a
    /// quick action) comes between this and `becomeActive()`.
    package func enterForeground() {
        guard applicationState == .background else { return }
        if !usesScenes { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        applicationState = .inactive
        for s in connectedScenes { s.move(to: .foregroundInactive) }
    }

    /// The app stays in front but loses the user's attention: a system alert (a permission prompt)
    /// covers it, as on iOS. `becomeActive()` gives it back.
    package func resignActive() {
        guard applicationState == .active else { return }
        if !usesScenes { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        applicationState = .inactive
        for s in connectedScenes { s.move(to: .foregroundInactive) }
    }

    package func enterBackground() {
        guard applicationState != .background else { return }
        if applicationState == .active {
            if !usesScenes { delegate?.applicationWillResignActive(self) }
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
        applicationState = .background
        for s in connectedScenes { s.move(to: .background) }
        if !usesScenes { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        // The app's state is saved as it goes to the background, as iOS saves it.
        StateRestoration.save(self, on: UIKitEnvironment.current)
        expireBackgroundTasks()
    }

    /// The orientations Info.plist lists (`~ipad` on an iPad); all but upside down on a phone
    /// and all on an iPad when it lists none.
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        let pad = (window?.screen ?? UIScreen.main).traitCollection.userInterfaceIdiom == .pad
        return info?.supportedOrientations(pad: pad) ?? (pad ? .all : .allButUpsideDown)
    }

    /// The status bar's style when controllers do not decide it (Info.plist's `UIStatusBarStyle`).
    @available(*, deprecated, message: "Use -[UIViewController preferredStatusBarStyle]")
    open var statusBarStyle: UIStatusBarStyle { info?.statusBarStyle ?? .default }
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var isStatusBarHidden: Bool { UIKitEnvironment.current.statusBarManager.isStatusBarHidden }
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { UIKitEnvironment.current.statusBarManager.statusBarFrame }
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    open var statusBarOrientation: UIInterfaceOrientation { UIInterfaceOrientation(UIKitEnvironment.current.screen.orientation) }

    /// The app delegate first, then every observer (every live view controller among them).
    package func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
    }

    package func terminate() {
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }
}

extension UIApplication {
    static var localeDirection: UIUserInterfaceLayoutDirection {
        let lang = ProcessInfo.processInfo.environment["LANG"] ?? ""
        let rtl = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv"]
        return rtl.contains(where: { lang.hasPrefix($0 + "_") || lang == $0 }) ? .rightToLeft : .leftToRight
    }
}
