//
//  AppDelegate.swift
//  Reminder
//
//  Created by Student on 02/11/2020.
//

import UIKit
import UserNotifications

@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {



    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The delegate has to be set before the app finishes launching,
        // otherwise a tap on a notification that launched the app is missed.
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            if granted {
                print("Yay! Notifications allowed")
            } else {
                print("D'oh, notifications not allowed")
            }
        }
        registerCategories()
        return true
    }

    func registerCategories() {
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
        let done = UNNotificationAction(identifier: "done", title: "Done", options: [.destructive])
        let category = UNNotificationCategory(identifier: ReminderScheduler.categoryIdentifier, actions: [snooze, done], intentIdentifiers: [], options: [])
        UNUserNotificationCenter.current().setNotificationCategories([category])
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
    }

    // MARK: UNUserNotificationCenterDelegate

    // Show the banner even when the app is open.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let text = response.notification.request.content.body

        switch response.actionIdentifier {
        case "snooze":
            ReminderScheduler.schedule(text, after: 5 * 60)
        case "done":
            print("Reminder done: \(text)")
        case UNNotificationDefaultActionIdentifier:
            // The user tapped the notification itself: tell the screen to show it.
            NotificationCenter.default.post(name: .reminderOpened, object: nil, userInfo: ["text": text])
        default:
            break
        }

        completionHandler()
    }

}

