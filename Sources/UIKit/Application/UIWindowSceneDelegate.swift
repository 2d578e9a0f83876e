import Foundation

/// A window scene's delegate: it keeps the scene's main window (UIKit sets it when the scene's
/// configuration names a storyboard).
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
