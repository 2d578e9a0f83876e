import Foundation
import UIKit

/// A delivered notification shown as iOS shows it: a banner that slides down from the top of the
/// screen, over the app, in a window of its own; it goes up again after a few seconds. A tap opens
/// the notification, a swipe up dismisses it, a long press shows its category's actions.
@preconcurrency @MainActor package final class NotificationBanner {
    /// How long a banner stays (iOS shows one for about five seconds).
    static let showing: TimeInterval = 5
    /// Left and right of the banner, points.
    static let margin: CGFloat = 8

    package let notification: UNNotification
    private unowned let device: DeviceNotifications
    private let window: UIWindow
    package let view: NotificationBannerView
    private var hideWork: Int?
    private var gone = false

    init(notification: UNNotification, device: DeviceNotifications) {
        self.notification = notification
        self.device = device
        let environment = device.environment
        let screen = environment.screen.bounds
        let width = min(screen.width, 500) - 2 * Self.margin
        let actions = device.category(of: notification)?.actions ?? []
        let view = environment.asCurrent {
            NotificationBannerView(notification: notification, appName: environment.appDisplayName, actions: actions, width: width)
        }
        self.view = view
        let top = Self.topInset(environment)
        window = environment.openSystemWindow(frame: CGRect(x: (screen.width - width) / 2, y: top, width: width, height: view.frame.height),
                                              level: UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 10),
                                              root: environment.asCurrent { BannerHostController(banner: view) })
        view.onTap = { [weak self] in self?.open() }
        view.onSwipeUp = { [weak self] in self?.dismiss(byUser: true) }
        view.onLongPress = { [weak self] in self?.expand() }
        view.onAction = { [weak self] identifier in self?.choose(identifier) }
        // Slides down from above the screen.
        view.transform = CGAffineTransform(translationX: 0, y: -(top + view.frame.height + 10))
        UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: []) {
            self.view.transform = .identity
        }
        scheduleHide()
    }

    /// Below the status bar's notch or island, as iOS places banners.
    private static func topInset(_ environment: UIKitEnvironment) -> CGFloat {
        let bar = environment.screen.profile.statusBarHeight
        return bar > 40 ? bar : 8
    }

    private func scheduleHide() {
        if let hideWork { device.environment.cancelSystemWork(hideWork) }
        hideWork = device.environment.scheduleSystemWork(after: Self.showing, ambient: true) { [weak self] in
            self?.dismiss(byUser: false)
        }
    }

    /// The user tapped the banner: it goes, the app opens the notification.
    package func open() {
        guard !gone else { return }
        remove(animated: false)
        device.respond(to: notification, action: UNNotificationDefaultActionIdentifier)
    }

    /// The banner shows its category's actions below it (a long press), and stays until one is chosen.
    package func expand() {
        guard !gone, !view.isExpanded, !view.actions.isEmpty else { return }
        if let hideWork { device.environment.cancelSystemWork(hideWork) }
        hideWork = nil
        view.isExpanded = true
        var frame = window.frame
        frame.size.height = view.frame.height
        window.frame = frame
    }

    /// The user chose an action (or, `text` given, answered a text-input action).
    package func choose(_ identifier: String, text: String? = nil) {
        guard !gone else { return }
        remove(animated: false)
        device.respond(to: notification, action: identifier, text: text)
    }

    /// The banner goes up; dismissed by the user, a category with `.customDismissAction` hears it.
    package func dismiss(byUser: Bool) {
        guard !gone else { return }
        remove(animated: true)
        if byUser, device.category(of: notification)?.options.contains(.customDismissAction) == true {
            device.respond(to: notification, action: UNNotificationDismissActionIdentifier)
        }
    }

    private func remove(animated: Bool) {
        gone = true
        if let hideWork { device.environment.cancelSystemWork(hideWork) }
        device.banners.removeAll { $0 === self }
        let window = self.window, environment = device.environment
        let finish = { environment.closeSystemWindow(window) }
        guard animated else { finish(); return }
        UIView.animate(withDuration: 0.3, animations: {
            self.view.transform = CGAffineTransform(translationX: 0, y: -(window.frame.maxY + 10))
        }, completion: { _ in finish() })
    }
}

/// The controller of a banner's window: it holds the banner and nothing else.
private final class BannerHostController: UIViewController {
    private let banner: NotificationBannerView
    init(banner: NotificationBannerView) {
        self.banner = banner
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
        let root = UIView()
        root.backgroundColor = .clear
        root.addSubview(banner)
        view = root
    }
}
