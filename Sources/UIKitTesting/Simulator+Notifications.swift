import Foundation
import UIKit
import UserNotifications

/// The app's notifications on this device as a person sees and handles them: banners at the top
/// of the screen, tapped, swiped away or long pressed for their actions; and what the
/// Notification Centre and the app's icon show.
extension Simulator {
    private var notifications: DeviceNotifications { DeviceNotifications.of(environment) }

    /// The banner showing (the newest), if any: its title and body as drawn.
    public var notificationBanner: (title: String, body: String)? {
        use()
        runFrame()
        return notifications.banners.last.map { ($0.view.titleLabel.text ?? "", $0.view.bodyLabel.text ?? "") }
    }

    /// The banner's view, to look at or tap.
    public var notificationBannerView: UIView? { notifications.banners.last?.view }

    /// Taps the banner showing, as a person opens a notification; false when none shows.
    @discardableResult
    public func tapNotificationBanner() -> Bool {
        use()
        guard let banner = notifications.banners.last else { return false }
        tap(on: banner.view)
        settle()
        return true
    }

    /// Swipes the banner showing up and away; false when none shows.
    @discardableResult
    public func swipeNotificationBannerAway() -> Bool {
        use()
        guard let banner = notifications.banners.last else { return false }
        let center = screenPoint(of: banner.view)
        drag(from: center, to: CGPoint(x: center.x, y: center.y - 80), duration: 0.15)
        settle()
        return true
    }

    /// Long presses the banner showing and taps the action titled `title` (of its category), as a
    /// person does; `text` answers a text-input action. False when no banner offers that action.
    @discardableResult
    public func chooseNotificationAction(_ title: String, text: String? = nil) -> Bool {
        use()
        guard let banner = notifications.banners.last,
              let index = banner.view.actions.firstIndex(where: { $0.title == title }) else { return false }
        let center = screenPoint(of: banner.view)
        touchDown(at: center)
        advance(by: 0.6)
        touchUp(at: center)
        settle()
        if let text {
            banner.choose(banner.view.actions[index].identifier, text: text)
        } else {
            tap(on: banner.view.actionButtons[index])
        }
        settle()
        return true
    }

    /// The notifications the Notification Centre holds for the app, oldest first.
    public var deliveredNotifications: [UNNotification] { notifications.delivered }

    /// How many requests wait for their trigger.
    public var pendingNotificationCount: Int { notifications.center.pendingCount }

    /// The number on the app's icon (0: none).
    public var appIconBadge: Int { UIApplication.shared.applicationIconBadgeNumber }

    /// The sounds notifications played, oldest first (nil name: the default sound).
    public var playedNotificationSounds: [String?] { notifications.playedSounds.map { $0.named?.rawValue } }
}
