import Foundation
import Testing
import UIKit
import UIKitTesting
import UserNotifications

// Local notifications as a reminder app schedules them: permission asked with the system's alert,
// a reminder a minute ahead delivered at 60 s of the device's clock, its banner drawn and tapped,
// actions from a long press, what shows while the app is in front.

@MainActor @Suite struct UserNotificationsTests {
    /// A reminder screen as courses write one: a button that schedules "Stretch!" a minute ahead.
    final class ReminderController: UIViewController, UNUserNotificationCenterDelegate {
        let button = UIButton(type: .system)
        var granted: Bool?
        var responses: [String] = []
        var presented: [String] = []
        var showInFront: UNNotificationPresentationOptions = []
        var addError: Error?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            button.setTitle("Remind me", for: .normal)
            button.frame = CGRect(x: 100, y: 400, width: 200, height: 44)
            button.addTarget(self, action: ReminderController.schedule, for: .touchUpInside)
            view.addSubview(button)
            let center = UNUserNotificationCenter.current()
            center.delegate = self
            let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
            let done = UNNotificationAction(identifier: "done", title: "Done", options: [.destructive])
            center.setNotificationCategories([UNNotificationCategory(identifier: "reminder", actions: [snooze, done], intentIdentifiers: [])])
            center.requestAuthorization(options: [.alert, .sound, .badge]) { [weak self] granted, _ in self?.granted = granted }
        }

        func schedule() {
            let content = UNMutableNotificationContent()
            content.title = "Stretch!"
            content.body = "You have been sitting for an hour."
            content.sound = .default
            content.badge = 1
            content.categoryIdentifier = "reminder"
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger)) { [weak self] error in
                self?.addError = error
            }
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            presented.append(notification.request.identifier)
            completionHandler(showInFront)
        }

        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping () -> Void) {
            responses.append(response.actionIdentifier)
            completionHandler()
        }
    }

    func allowedReminder(_ sim: Simulator) throws -> ReminderController {
        let vc = ReminderController()
        sim.rootViewController = vc
        sim.settle()
        let alert = try #require(sim.systemAlert)
        #expect(alert.title.hasSuffix("” Would Like to Send You Notifications"))
        #expect(alert.message == "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.")
        #expect(alert.buttons == ["Don't Allow", "Allow"])
        #expect(sim.answerSystemAlert("Allow"))
        #expect(vc.granted == true)
        return vc
    }

    @Test func aReminderAMinuteAheadIsDeliveredAtSixtySecondsAndTapped() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try allowedReminder(sim)
        sim.tap(on: vc.button)
        sim.settle()
        #expect(vc.addError == nil && sim.pendingNotificationCount == 1)
        sim.enterBackground()
        sim.advance(by: 59.9)
        #expect(sim.notificationBanner == nil)
        sim.advance(by: 0.2)
        sim.advance(by: 0.5)
        let banner = try #require(sim.notificationBanner)
        #expect(banner.title == "Stretch!" && banner.body == "You have been sitting for an hour.")
        #expect(sim.pendingNotificationCount == 0 && sim.deliveredNotifications.count == 1)
        #expect(sim.appIconBadge == 1 && sim.playedNotificationSounds == [nil])
        // Drawn at the top of the screen, below the Dynamic Island: a light panel with the blue icon.
        let bannerView = try #require(sim.notificationBannerView)
        let frame = bannerView.convert(bannerView.bounds, to: nil).offsetBy(dx: bannerView.window!.frame.minX, dy: bannerView.window!.frame.minY)
        #expect(abs(frame.minY - 54) < 1 && abs(frame.minX - 8) < 1 && abs(frame.width - 377) < 1)
        let icon = sim.color(at: CGPoint(x: frame.minX + 20, y: frame.midY))
        #expect(icon.b > 200 && icon.r < 80, "the app's icon \(icon)")

        #expect(sim.tapNotificationBanner())
        #expect(UIApplication.shared.applicationState == .active, "opening the notification brings the app to the front")
        #expect(vc.responses == [UNNotificationDefaultActionIdentifier])
        #expect(sim.notificationBanner == nil && sim.deliveredNotifications.isEmpty)
    }

    @Test func inFrontTheDelegateDecidesAndActionsComeFromALongPress() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try allowedReminder(sim)
        sim.tap(on: vc.button)
        sim.advance(by: 61)
        #expect(vc.presented == ["stretch"] && sim.notificationBanner == nil, "not shown: the delegate answered []")
        #expect(sim.deliveredNotifications.isEmpty)

        vc.showInFront = [.banner, .list]
        sim.tap(on: vc.button)
        sim.advance(by: 61)
        #expect(sim.notificationBanner?.title == "Stretch!")
        #expect(sim.chooseNotificationAction("Snooze"))
        #expect(vc.responses == ["snooze"])
        #expect(sim.notificationBanner == nil)

        // A banner nobody touches goes up again after a few seconds.
        sim.tap(on: vc.button)
        sim.advance(by: 61)
        #expect(sim.notificationBanner != nil)
        sim.advance(by: 6)
        // Acting on the second took it from the Notification Centre; the third stays there.
        #expect(sim.notificationBanner == nil && sim.deliveredNotifications.count == 1)
    }

    @Test func refusedNotificationsCannotBeScheduled() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = ReminderController()
        sim.rootViewController = vc
        sim.settle()
        #expect(sim.answerSystemAlert("Don't Allow"))
        #expect(vc.granted == false)
        sim.tap(on: vc.button)
        sim.settle()
        #expect((vc.addError as? UNError)?.code == .notificationsNotAllowed)
        #expect((vc.addError as NSError?)?.domain == UNErrorDomain)
        #expect(sim.pendingNotificationCount == 0)
        var settings: UNNotificationSettings?
        UNUserNotificationCenter.current().getNotificationSettings { settings = $0 }
        sim.settle()
        #expect(settings?.authorizationStatus == .denied && settings?.alertSetting == .disabled)
    }

    @Test func aCalendarTriggerFiresAtNineOnTheDevicesClockAndRepeats() throws {
        let sim = Simulator(device: .iPhone15)
        sim.grantPermission(.notifications)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        sim.date = try #require(calendar.date(from: DateComponents(year: 2026, month: 5, day: 1, hour: 8, minute: 59, second: 30)))
        let content = UNMutableNotificationContent()
        content.title = "Good morning"
        let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9, minute: 0), repeats: true)
        #expect(trigger.nextTriggerDate() == calendar.date(from: DateComponents(year: 2026, month: 5, day: 1, hour: 9)))
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "morning", content: content, trigger: trigger))
        sim.enterBackground()
        sim.advance(by: 31)
        #expect(sim.deliveredNotifications.map(\.request.identifier) == ["morning"])
        #expect(trigger.nextTriggerDate() == calendar.date(from: DateComponents(year: 2026, month: 5, day: 2, hour: 9)), "tomorrow's")
        #expect(sim.pendingNotificationCount == 1, "a repeating trigger stays pending")
        // Every minute, on the minute: delivered again a minute later.
        let everyMinute = UNCalendarNotificationTrigger(dateMatching: DateComponents(second: 0), repeats: true)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "minute", content: content, trigger: everyMinute))
        sim.advance(by: 120)
        #expect(sim.deliveredNotifications.map(\.request.identifier) == ["morning", "minute", "minute"])

        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        _ = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
        #expect(failures == ["time interval must be at least 60 if repeating"])
    }
}
