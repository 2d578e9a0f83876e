import UIKit

/// The app delegate an Xcode app target of the sketch lesson has: a window with the sketch (a triple tap takes the last line back).
public final class SketchAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = SketchViewController(version: .tripleTapDelayed)
        window?.makeKeyAndVisible()
        return true
    }
}
