import UIKit

/// The app delegate an Xcode app target of the keyboard recipe has: a window with the recipe's screen in a navigation controller.
public final class KeyboardRecipeAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: KeyboardRecipeViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
