import Foundation

/// The app's delegate: launch and life-cycle callbacks. Every member is optional.
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration for a new scene; by default the Info.plist manifest's for its role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations the app supports in `window`; by default Info.plist's.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Whether to save the app's state now (state restoration); false by default.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the state saved last time; false by default.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    @available(iOS, deprecated: 13.2, message: "Use application:shouldSaveSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    @available(iOS, deprecated: 13.2, message: "Use application:shouldRestoreSecureApplicationState: instead")
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// Makes a controller that restoration needs and nothing else made.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// Whether the app tells the user itself that an activity of this type is coming (false: UIKit may).
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Carry on with an activity the user started elsewhere; hand the responders that should
    /// `restoreUserActivityState(_:)` to `restorationHandler`. True if the app handled it.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// A Home Screen quick action the person chose (an app without scenes): call
    /// `completionHandler` with whether the app handled it.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        application.supportedInterfaceOrientations(for: window)
    }
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}

    /// `@main` on an app delegate starts the app, as on iOS.
    public static func main() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))
    }
}
