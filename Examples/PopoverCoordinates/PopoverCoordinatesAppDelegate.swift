import UIKit

/// The app delegate an Xcode app target of the popover chapter has: a window with the coordinates screen in a navigation controller.
public final class PopoverCoordinatesAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: CoordinatesViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
