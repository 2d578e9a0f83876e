import UIKit

/// The app delegate an Xcode app target of the view switcher has: a window with the switch view controller as its root.
public final class ViewSwitcherAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = SwitchViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
