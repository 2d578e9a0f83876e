import UIKit

extension UIScene.ConnectionOptions {
    /// The notification the user opened to launch the app. Apps here are not launched from a
    /// notification (a tapped banner reaches the running app's delegate), so it is nil.
    public var notificationResponse: UNNotificationResponse? { nil }
}
