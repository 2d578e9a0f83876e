//
//  AppDelegate.swift
//  Journal
//
//  Written for Swift 4 and Xcode 9, as the book's chapter on table views has it.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let store = Store()
    private(set) var activations = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        store.open()
        NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive(_:)),
                                               name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
        return true
    }

    @objc func didBecomeActive(_ notification: NSNotification) {
        if notification.name == NSNotification.Name.UIApplicationDidBecomeActive {
            activations += 1
        }
    }
}
