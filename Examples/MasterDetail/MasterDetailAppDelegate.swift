import UIKit

/// The app delegate an Xcode app target of the master/detail app has: a window with the split view.
public final class MasterDetailAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = MasterDetailSplit()
        window?.makeKeyAndVisible()
        return true
    }
}
