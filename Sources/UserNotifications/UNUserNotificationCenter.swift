import Foundation
import UIKit

/// The app's notifications on the device: permission, scheduling local notifications, what is
/// pending and delivered, categories, the badge. `current()` is the centre of the device current
/// when it is asked for (under a Simulator, that device's). Completion handlers are called on the
/// main thread, soon after, on the device's clock.
@preconcurrency @MainActor open class UNUserNotificationCenter: NSObject {
    unowned let device: DeviceNotifications
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// Content extensions are not run here.
    open var supportsContentExtensions: Bool { false }

    init(device: DeviceNotifications) {
        self.device = device
        super.init()
    }

    /// The app's notification centre on the current device.
    open class func current() -> UNUserNotificationCenter { DeviceNotifications.current.center }

    // MARK: Permission

    /// Asks the user, once, to allow notifications: the system's alert ("“App” Would Like to Send
    /// You Notifications"); `.provisional` allows quiet delivery without asking. `completionHandler`
    /// gets whether they are allowed.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        let environment = device.environment
        switch device.authorizationStatus {
        case .notDetermined where options.contains(.provisional):
            device.provisional = true
            device.grantedOptions = options
            later { completionHandler(true, nil) }
        case .notDetermined, .provisional:
            guard device.prompt == nil else { return }
            device.prompt = SystemAlert(on: environment, title: "“\(environment.appDisplayName)” Would Like to Send You Notifications",
                                        message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
                                        buttons: ["Don't Allow", "Allow"], preferred: 1) { [weak self] choice in
                guard let self else { return }
                self.device.prompt = nil
                environment.privacy.decide("notifications", allowed: choice == 1)
                if choice == 1 { self.device.grantedOptions = options }
                completionHandler(choice == 1, nil)
            }
        case .denied:
            later { completionHandler(false, nil) }
        default:
            later { completionHandler(true, nil) }
        }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(status: device.authorizationStatus, options: device.grantedOptions)
        later { completionHandler(settings) }
    }

    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in getNotificationSettings { continuation.resume(returning: $0) } }
    }

    // MARK: Requests

    /// Schedules a request (replacing a pending one with its identifier). Without permission the
    /// completion gets `UNError.notificationsNotAllowed`, as on iOS.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        guard device.canDeliver else {
            later { completionHandler?(UNError(.notificationsNotAllowed)) }
            return
        }
        device.schedule(request)
        later { completionHandler?(nil) }
    }

    open func add(_ request: UNNotificationRequest) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            add(request) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let requests = device.pending.map(\.request)
        later { completionHandler(requests) }
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await withCheckedContinuation { continuation in getPendingNotificationRequests { continuation.resume(returning: $0) } }
    }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        device.remove(pendingWithIdentifiers: identifiers)
    }

    open func removeAllPendingNotificationRequests() { device.removeAllPending() }

    /// How many requests wait for their trigger (for `Simulator`).
    package var pendingCount: Int { device.pending.count }

    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let delivered = device.delivered
        later { completionHandler(delivered) }
    }

    open func deliveredNotifications() async -> [UNNotification] {
        await withCheckedContinuation { continuation in getDeliveredNotifications { continuation.resume(returning: $0) } }
    }

    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        device.remove(deliveredWithIdentifiers: identifiers)
    }

    open func removeAllDeliveredNotifications() { device.removeAllDelivered() }

    // MARK: Categories and the badge

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { device.categories = categories }

    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        let categories = device.categories
        later { completionHandler(categories) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> {
        await withCheckedContinuation { continuation in getNotificationCategories { continuation.resume(returning: $0) } }
    }

    /// Sets the number on the app's icon (iOS 16).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        UIApplication.shared.applicationIconBadgeNumber = newBadgeCount
        later { completionHandler?(nil) }
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        setBadgeCount(newBadgeCount, withCompletionHandler: nil)
    }

    /// Completion handlers run after the call returns, as the notification daemon answers.
    private func later(_ work: @escaping () -> Void) {
        device.environment.scheduleSystemWork(after: 0, ambient: false, work)
    }
}
