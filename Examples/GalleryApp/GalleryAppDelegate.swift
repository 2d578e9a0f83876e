import UIKit

/// The Gallery as an app: a window whose root lists the demonstrations.
public final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: GalleryViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
