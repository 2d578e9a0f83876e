//
//  AppDelegate.swift
//  Counter
//
//  A xib-based app, as projects were started before storyboards: the window is made in code.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let counter = CounterViewController(nibName: "CounterViewController", bundle: nil)
        window?.rootViewController = UINavigationController(rootViewController: counter)
        window?.makeKeyAndVisible()
        return true
    }
}
