import Foundation
import UIKit
import CoreLocation

/// A device's notification centre, as iOS keeps it for the app: what the user allowed, the
/// requests waiting for their trigger, what was delivered, the categories, the banner showing.
/// Triggers fire on the device's clock (a Simulator's virtual one): a notification 60 s ahead is
/// delivered when the test advances 60 s. Each device has its own.
@preconcurrency @MainActor package final class DeviceNotifications {
    package unowned let environment: UIKitEnvironment
    /// The app's centre on this device (`UNUserNotificationCenter.current()`).
    package private(set) lazy var center = UNUserNotificationCenter(device: self)
    /// What the user allowed the last time the app asked.
    var grantedOptions: UNAuthorizationOptions = [.alert, .sound, .badge]
    var provisional = false
    struct Pending {
        let request: UNNotificationRequest
        let added: Date
        var next: Date?
        var work: Int?
        var regionState: CLRegionState = .unknown
    }
    var pending: [Pending] = []
    package private(set) var delivered: [UNNotification] = []
    var categories: Set<UNNotificationCategory> = []
    /// Sounds played with notifications, oldest first.
    package private(set) var playedSounds: [UNNotificationSound] = []
    /// The banners showing, the newest last.
    package internal(set) var banners: [NotificationBanner] = []
    var prompt: SystemAlert?
    private var movementObserver: Int?

    init(environment: UIKitEnvironment) { self.environment = environment }

    package static func of(_ environment: UIKitEnvironment) -> DeviceNotifications {
        environment.service(DeviceNotifications.self) { DeviceNotifications(environment: $0) }
    }

    static var current: DeviceNotifications { of(UIKitEnvironment.current) }

    package var authorizationStatus: UNAuthorizationStatus {
        switch environment.privacy.decision(for: "notifications") {
        case true?: return .authorized
        case false?: return .denied
        case nil: return provisional ? .provisional : .notDetermined
        }
    }

    var canDeliver: Bool { authorizationStatus == .authorized || authorizationStatus == .provisional }

    // MARK: Scheduling

    func schedule(_ request: UNNotificationRequest) {
        remove(pendingWithIdentifiers: [request.identifier])
        let now = environment.clock.date
        var entry = Pending(request: request, added: now)
        (request.trigger as? UNTimeIntervalNotificationTrigger)?.scheduledAt = now
        pending.append(entry)
        if let trigger = request.trigger as? UNLocationNotificationTrigger {
            entry.regionState = DeviceLocation.of(environment).coordinate.map { Self.holds(trigger.region, $0) ? .inside : .outside } ?? .unknown
            pending[pending.count - 1] = entry
            watchMovement()
            return
        }
        arm(request.identifier, after: now)
    }

    /// Schedules the delivery of the pending request's next trigger date.
    private func arm(_ identifier: String, after date: Date) {
        guard let i = pending.firstIndex(where: { $0.request.identifier == identifier }) else { return }
        let entry = pending[i]
        let next = entry.request.trigger?.nextDate(added: entry.added, after: date) ?? environment.clock.date
        pending[i].next = next
        let delay = next.timeIntervalSince(environment.clock.date)
        // A notification at once is work a test waits for; one ahead keeps time on the clock.
        pending[i].work = environment.scheduleSystemWork(after: delay, ambient: entry.request.trigger != nil) { [weak self] in
            self?.fire(identifier, at: next)
        }
    }

    func remove(pendingWithIdentifiers identifiers: [String]) {
        for entry in pending where identifiers.contains(entry.request.identifier) {
            if let work = entry.work { environment.cancelSystemWork(work) }
        }
        pending.removeAll { identifiers.contains($0.request.identifier) }
    }

    func removeAllPending() { remove(pendingWithIdentifiers: pending.map(\.request.identifier)) }

    func remove(deliveredWithIdentifiers identifiers: [String]) {
        delivered.removeAll { identifiers.contains($0.request.identifier) }
    }

    func removeAllDelivered() { delivered = [] }

    private func fire(_ identifier: String, at date: Date) {
        guard let entry = pending.first(where: { $0.request.identifier == identifier }) else { return }
        if entry.request.trigger?.repeats == true { arm(identifier, after: date) } else { remove(pendingWithIdentifiers: [identifier]) }
        deliver(UNNotification(date: environment.clock.date, request: entry.request))
    }

    /// Location triggers: the device crossed a region's edge.
    private func watchMovement() {
        guard movementObserver == nil else { return }
        movementObserver = DeviceLocation.of(environment).observeMovement { [weak self] coordinate in
            self?.moved(to: coordinate)
        }
    }

    private func moved(to coordinate: CLLocationCoordinate2D?) {
        let location = DeviceLocation.of(environment)
        for entry in pending {
            guard let trigger = entry.request.trigger as? UNLocationNotificationTrigger, let coordinate else { continue }
            let state: CLRegionState = Self.holds(trigger.region, coordinate) ? .inside : .outside
            guard let i = pending.firstIndex(where: { $0.request.identifier == entry.request.identifier }) else { continue }
            let old = pending[i].regionState
            pending[i].regionState = state
            guard old != state, old != .unknown, location.isAuthorized else { continue }
            let crossed = (state == .inside && trigger.region.notifyOnEntry) || (state == .outside && trigger.region.notifyOnExit)
            guard crossed else { continue }
            if !trigger.repeats { remove(pendingWithIdentifiers: [entry.request.identifier]) }
            deliver(UNNotification(date: environment.clock.date, request: entry.request))
        }
    }

    private static func holds(_ region: CLRegion, _ coordinate: CLLocationCoordinate2D) -> Bool {
        (region as? CLCircularRegion)?.contains(coordinate) ?? false
    }

    // MARK: Delivery

    /// In front, the delegate decides how the notification shows (nothing without one); in the
    /// background it shows as the user allowed: a banner, the Notification Centre, sound, badge.
    private func deliver(_ notification: UNNotification) {
        guard canDeliver else { return }
        if UIApplication.shared.applicationState == .active {
            guard let delegate = center.delegate else { return }
            delegate.userNotificationCenter(center, willPresent: notification) { [weak self] options in
                MainActor.assumeIsolated { self?.present(notification, options) }
            }
        } else {
            present(notification, [.banner, .list, .sound, .badge])
        }
    }

    private func present(_ notification: UNNotification, _ options: UNNotificationPresentationOptions) {
        let content = notification.request.content
        let quiet = authorizationStatus == .provisional
        if !options.isDisjoint(with: [.list, .banner, .alert]) { delivered.append(notification) }
        if !quiet && grantedOptions.contains(.alert) && !options.isDisjoint(with: [.banner, .alert]) {
            banners.append(NotificationBanner(notification: notification, device: self))
        }
        if !quiet && grantedOptions.contains(.sound) && options.contains(.sound), let sound = content.sound { playedSounds.append(sound) }
        if grantedOptions.contains(.badge) && options.contains(.badge), let badge = content.badge {
            UIApplication.shared.applicationIconBadgeNumber = badge.intValue
        }
    }

    /// The user opened the notification or chose one of its actions: the app comes to the front
    /// (for opening, or an action with `.foreground`) and the delegate hears the response.
    func respond(to notification: UNNotification, action identifier: String, text: String? = nil) {
        let action = category(of: notification)?.actions.first { $0.identifier == identifier }
        let opens = identifier == UNNotificationDefaultActionIdentifier || action?.options.contains(.foreground) == true
        if opens && UIApplication.shared.applicationState != .active { UIApplication.shared.becomeActive() }
        let response: UNNotificationResponse = text.map {
            UNTextInputNotificationResponse(notification: notification, actionIdentifier: identifier, userText: $0)
        } ?? UNNotificationResponse(notification: notification, actionIdentifier: identifier)
        if identifier != UNNotificationDismissActionIdentifier { delivered.removeAll { $0 === notification } }
        center.delegate?.userNotificationCenter(center, didReceive: response) {}
    }

    func category(of notification: UNNotification) -> UNNotificationCategory? {
        categories.first { $0.identifier == notification.request.content.categoryIdentifier }
    }
}
