import UIKit

/// The Gallery as an app: a window whose root lists the demonstrations.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: GalleryViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
