//
//  AppDelegate.swift
//  Habits — a book-style app of Objective-C habits: selectors performed, menus, peeks, KVO.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    var backgroundTask = UIBackgroundTaskIdentifier.invalid
    var expired = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HabitsViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundTask = application.beginBackgroundTask {
            self.expired = true
            application.endBackgroundTask(self.backgroundTask)
            self.backgroundTask = .invalid
        }
    }
}
