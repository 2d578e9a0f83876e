import Foundation
import UIKit

/// The Home Screen's quick actions, as a person uses them: touching and holding the app's icon,
/// then choosing an action.
extension Simulator {
    /// The quick actions touching and holding the app's icon shows: Info.plist's
    /// `UIApplicationShortcutItems`, then the app's `shortcutItems`, at most four.
    public var quickActions: [UIApplicationShortcutItem] {
        HomeScreenQuickActions.of(environment).shown(on: environment)
    }

    /// The person goes to the Home Screen (if the app is in front), touches and holds the app's
    /// icon and chooses the action of `type`: the app comes back to the foreground and is handed
    /// the action. False when the Home Screen shows no such action or no app is running.
    @discardableResult
    public func performQuickAction(_ type: String) -> Bool {
        use()
        let app = UIApplication.shared
        guard app.delegate != nil, let item = quickActions.first(where: { $0.type == type }) else { return false }
        if app.applicationState != .background {
            app.enterBackground()
            runFrame()
        }
        app.performQuickAction(item)
        runFrame()
        settle()
        return true
    }

    /// Launches the app as choosing its quick action of `type` on the Home Screen does: with
    /// scenes, the action is `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)`;
    /// without, it is the launch options' `.shortcutItem`, and the delegate's
    /// `application(_:performActionFor:completionHandler:)` follows when both launch methods return true.
    public func launch(_ delegate: UIApplicationDelegate, infoPlist: URL? = nil, quickAction type: String) {
        use()
        HomeScreenQuickActions.of(environment).launchingType = type
        launch(delegate, infoPlist: infoPlist)
    }
}
