// Added to the ported Reminder package by PortToolTests: a local-notifications lesson's app
// (Swift 5, Xcode 12 with a scene delegate, the notification centre's delegate set in the app
// delegate as courses set it), driven on the device's clock: the permission prompt, a reminder a
// minute ahead delivered in the background and tapped, another in front snoozed from its banner.
import Foundation
import UIKit
import UIKitTesting
import UserNotifications
import Testing
@testable import Reminder

@MainActor @Suite(.serialized) struct ReminderDriver {
    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-reminder-\(name).png"))
        }
    }

    func pendingRequests(_ sim: Simulator) -> [UNNotificationRequest] {
        var pending: [UNNotificationRequest] = []
        UNUserNotificationCenter.current().getPendingNotificationRequests { pending = $0 }
        sim.settle()
        return pending
    }

    /// Types `text` into the field and taps "Remind me" (the first segment: in 1 minute).
    func remind(_ sim: Simulator, _ vc: ViewController, of text: String) throws {
        sim.tap(on: vc.reminderTextField)
        sim.type(text)
        sim.tap(on: try #require(sim.view(withText: "Remind me")))
        sim.settle()
    }

    @Test func aReminderIsDeliveredOpenedAndSnoozed() throws {
        let sim = Simulator(device: .iPhone15)
        sim.launch(AppDelegate())
        sim.settle()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let vc = try #require((scene.delegate as? SceneDelegate)?.window?.rootViewController as? ViewController)

        // didFinishLaunching asked for permission.
        let prompt = try #require(sim.systemAlert)
        #expect(prompt.title == "“Reminder” Would Like to Send You Notifications")
        #expect(prompt.buttons == ["Don't Allow", "Allow"])
        #expect(sim.answerSystemAlert("Allow"))
        #expect(sim.permission(.notifications) == true)

        // Remind me with nothing typed asks for the text.
        sim.tap(on: try #require(sim.view(withText: "Remind me")))
        sim.settle()
        #expect(vc.statusLabel.text == "Type what to remind you of first." && sim.pendingNotificationCount == 0)

        try remind(sim, vc, of: "Water the plants")
        #expect(vc.statusLabel.text == "OK! I'll remind you in 1 minute.")
        #expect(vc.reminderTextField.text == "" && !vc.reminderTextField.isFirstResponder)
        #expect(sim.pendingNotificationCount == 1)

        // Home: the app goes to the background and the device's clock runs a minute.
        sim.enterBackground()
        sim.advance(by: 59)
        #expect(sim.notificationBanner == nil, "not due yet")
        sim.advance(by: 1.5)
        let banner = try #require(sim.notificationBanner)
        #expect(banner.title == "Reminder" && banner.body == "Water the plants")
        #expect(sim.pendingNotificationCount == 0 && sim.deliveredNotifications.count == 1)
        #expect(sim.playedNotificationSounds == [nil], "UNNotificationSound.default")
        try shot(sim, "background-banner")

        // A tap on the banner opens the app on the reminder.
        #expect(sim.tapNotificationBanner())
        #expect(UIApplication.shared.applicationState == .active)
        #expect(vc.reminderLabel.text == "Don't forget: Water the plants", "didReceive posted it, the #selector observer showed it")
        #expect(sim.view(withText: "Don't forget: Water the plants") != nil)
        try shot(sim, "opened")

        // In front, willPresent answers [.banner, .sound]: a second reminder shows its banner over the app.
        try remind(sim, vc, of: "Call Mum")
        sim.advance(by: 60.5)
        let front = try #require(sim.notificationBanner)
        #expect(front.title == "Reminder" && front.body == "Call Mum")
        #expect(sim.playedNotificationSounds == [nil, nil])
        try shot(sim, "foreground-banner")

        // Long press, Snooze: the app's delegate schedules it again five minutes on.
        #expect(sim.chooseNotificationAction("Snooze"))
        #expect(sim.notificationBanner == nil)
        let pending = pendingRequests(sim)
        #expect(pending.count == 1)
        let snoozed = try #require(pending.first)
        #expect(snoozed.content.body == "Call Mum" && snoozed.content.categoryIdentifier == "REMINDER")
        let trigger = try #require(snoozed.trigger as? UNTimeIntervalNotificationTrigger)
        #expect(trigger.timeInterval == 300 && !trigger.repeats)
        let due = try #require(trigger.nextTriggerDate())
        #expect(abs(due.timeIntervalSince(sim.date) - 300) < 1, "five minutes ahead of the device's clock")

        sim.advance(by: 301)
        #expect(sim.notificationBanner?.body == "Call Mum", "back after five minutes")
        #expect(sim.chooseNotificationAction("Done"))
        #expect(sim.pendingNotificationCount == 0, "Done schedules nothing")
    }
}
