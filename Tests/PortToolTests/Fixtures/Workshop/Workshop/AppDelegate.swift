//
//  AppDelegate.swift
//  Workshop — a book-style app of the iPad-era extras: user activities and state restoration,
//  the pointer, hiding bars, paste and spring loading, skinned steppers and patterns.
//
//  Like Apple's "Restoring your app's state" sample it runs on iOS 12 and later: on iOS 13 and
//  later the scene delegate saves and restores a user activity; on iOS 12 (no scenes) UIKit
//  preserves the controllers that have restoration identifiers and the objects registered here.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let workbench = Workbench()
    var continuedTypes: [String] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Not a view controller, yet it comes back: UIKit restores it by its identifier.
        UIApplication.registerObject(forStateRestoration: workbench, restorationIdentifier: "workbench")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    // MARK: State restoration (iOS 12)

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        return true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        return true
    }

    // MARK: Handoff (iOS 12)

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        continuedTypes.append(userActivityType)
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == Workbench.activityType,
              let nav = window?.rootViewController as? UINavigationController else { return false }
        nav.popToRootViewController(animated: false)
        restorationHandler(nav.viewControllers)
        return true
    }

    // MARK: UISceneSession Lifecycle

    @available(iOS 13.0, *)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
