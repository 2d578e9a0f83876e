//
//  Workbench.swift
//  Workshop
//

import UIKit

/// The model: how many planks are sawn. Not a view or a view controller, yet restorable: the app
/// delegate registers it, and UIKit saves and restores it with the controllers (iOS 12).
class Workbench: NSObject, UIStateRestoring {
    static let activityType = "org.example.Workshop.project"

    var planks = 0
    var finishedRestoring = false

    func encodeRestorableState(with coder: NSCoder) {
        coder.encode(planks, forKey: "planks")
    }

    func decodeRestorableState(with coder: NSCoder) {
        planks = coder.decodeInteger(forKey: "planks")
    }

    func applicationFinishedRestoringState() {
        finishedRestoring = true
    }
}
