import UIKit

/// The app delegate an Xcode app target of the hierarchy browser has: a window with the browser over a few strings and a nested list.
public final class HierarchyBrowserAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// What the browser shows: strings, and a list of three inside.
    public static let items: [SelectionItem] = [.leaf("a"), .leaf("b"), .list([.leaf("1"), .leaf("2"), .leaf("3")]), .leaf("c"), .leaf("d")]

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: SelectionVC(items: HierarchyBrowserAppDelegate.items))
        window?.makeKeyAndVisible()
        return true
    }
}
