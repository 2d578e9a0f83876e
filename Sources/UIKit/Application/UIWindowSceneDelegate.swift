import Foundation

/// A window scene's delegate: it keeps the scene's main window (UIKit sets it when the scene's
/// configuration names a storyboard).
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    /// A Home Screen quick action the person chose while the app was running: call
    /// `completionHandler` with whether the app handled it.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}
}
