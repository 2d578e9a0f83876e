import Foundation

/// One instance of the app's user interface (iOS 13). The app makes one at launch when its
/// Info.plist has a scene manifest, connects it to its delegate and moves it through the
/// activation states, telling the delegate and posting the notifications as iOS does.
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// What the system passes a scene as it connects (URLs, activities: none on Linux). The
    /// activities are typed as iOS types them, so `connectionOptions.userActivities.first ??
    /// session.stateRestorationActivity` compiles as on iOS.
    @preconcurrency @MainActor open class ConnectionOptions: NSObject {
        public let urlContexts: Set<AnyHashable> = []
        public let userActivities: Set<NSUserActivity> = []
        /// The Home Screen quick action the person chose to launch the app, if they did.
        public let shortcutItem: UIApplicationShortcutItem?
        init(shortcutItem: UIApplicationShortcutItem? = nil) {
            self.shortcutItem = shortcutItem
            super.init()
        }
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene shows.
    public let session: UISceneSession
    /// Retained, as iOS retains a scene's delegate.
    open var delegate: UISceneDelegate?
    open internal(set) var activationState: ActivationState = .unattached
    open var title: String!

    /// Made by UIKit (and by the `UISceneClassName` the configuration names).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    public required init?(coder: NSCoder) { fatalError("a scene is made by the application") }

    /// Moves to `state`, telling the delegate each step on the way (inactive between active and background).
    func move(to state: ActivationState) {
        while activationState != state {
            switch (activationState, state) {
            case (.foregroundActive, _):
                delegate?.sceneWillResignActive(self)
                post(UIScene.willDeactivateNotification)
                activationState = .foregroundInactive
            case (.foregroundInactive, .background):
                delegate?.sceneDidEnterBackground(self)
                activationState = .background
                post(UIScene.didEnterBackgroundNotification)
                StateRestoration.saveActivity(of: self)
            case (.foregroundInactive, _):
                activationState = .foregroundActive
                delegate?.sceneDidBecomeActive(self)
                post(UIScene.didActivateNotification)
            case (.background, _), (.unattached, _):
                delegate?.sceneWillEnterForeground(self)
                post(UIScene.willEnterForegroundNotification)
                activationState = .foregroundInactive
            }
        }
    }

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }
}
