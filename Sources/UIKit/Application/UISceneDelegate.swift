import Foundation

/// A scene's life, as its delegate hears it. Every member is optional.
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The activity that brings the scene back as it is, saved as it enters the background; nil saves nothing.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// The scene connected with a saved activity: restore what the user was doing (after `willConnectTo`).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// An activity of this type is about to be handed to the scene (Handoff, a link, a search result).
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Carry on with the activity the user started elsewhere.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    /// The scene's activity was updated (after its responders' `updateUserActivityState(_:)`).
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
