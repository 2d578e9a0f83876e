//
//  ReminderScheduler.swift
//  Reminder
//
//  Created by Student on 02/11/2020.
//

import Foundation
import UserNotifications

extension Notification.Name {
    static let reminderOpened = Notification.Name("ReminderOpened")
}

struct ReminderScheduler {

    static let categoryIdentifier = "REMINDER"

    /// Schedules a local notification with `text` that fires `seconds` from now.
    static func schedule(_ text: String, after seconds: TimeInterval, completion: ((Error?) -> Void)? = nil) {
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        content.body = text
        content.sound = UNNotificationSound.default
        content.categoryIdentifier = categoryIdentifier

        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)

        UNUserNotificationCenter.current().add(request) { error in
            if let error = error {
                print("Could not schedule the reminder: \(error)")
            }
            completion?(error)
        }
    }
}
