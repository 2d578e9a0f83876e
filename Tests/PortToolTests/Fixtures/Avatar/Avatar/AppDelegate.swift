//
//  AppDelegate.swift
//  Avatar
//
//  Created for Swift 4 and the iOS 11 SDK.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: ProfileViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
