// Added to the ported FaceLock package by PortToolTests: a Face ID lesson's app (Swift 4, Xcode 9
// storyboard with a navigation controller and an unwind segue), driven as a person uses it on a
// device whose face the test enrols and presents as the iOS Simulator's Features › Face ID does.
import Foundation
import UIKit
import UIKitTesting
import LocalAuthentication
import Testing
@testable import FaceLock

@MainActor @Suite(.serialized) struct FaceLockDriver {
    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-facelock-\(name).png"))
        }
    }

    /// Taps the app's alert button `title` and lets the alert go.
    func dismissAlert(_ sim: Simulator, _ nav: UINavigationController, with title: String = "OK") throws {
        sim.tap(on: try #require(sim.view(withText: title)))
        sim.settle()
        #expect(nav.presentedViewController == nil)
    }

    @Test func faceIDUnlocksTheSecretsAfterAFaceThatDidNotMatch() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let lock = try #require(nav.topViewController as? LockViewController)
        #expect(lock.statusLabel.text == "Locked" && nav.isNavigationBarHidden, "the lock screen hides the navigation bar")
        // Its dark background under a light status bar (the controller's preferredStatusBarStyle).
        #expect(sim.color(at: CGPoint(x: 30, y: 400)).isClose(to: RGBA(r: 28, g: 31, b: 46), tolerance: 6))
        #expect(sim.biometryType == .faceID, "an iPhone 15 has Face ID")

        // As in Apple's Simulator no face is enrolled at first: the app shows LAError's message.
        sim.tap(on: lock.unlockButton)
        sim.settle()
        let unavailable = try #require(nav.presentedViewController as? UIAlertController)
        #expect(unavailable.title == "Biometry unavailable")
        #expect(unavailable.message == "No identities are enrolled.")
        #expect(sim.systemAlert == nil)
        try shot(sim, "not-enrolled")
        try dismissAlert(sim, nav)

        // Features › Face ID › Enrolled; the first use asks with the Info.plist's usage description.
        sim.isBiometryEnrolled = true
        sim.tap(on: lock.unlockButton)
        sim.settle()
        let prompt = try #require(sim.systemAlert)
        #expect(prompt.title == "Do you want to allow “Face Lock” to use Face ID?")
        #expect(prompt.message == "Face Lock uses Face ID to keep your notes private.")
        #expect(prompt.buttons == ["Don't Allow", "OK"])
        #expect(sim.answerSystemAlert("OK"))
        #expect(sim.isWaitingForBiometry, "the scanning panel shows")
        try shot(sim, "scanning")

        // Non-matching Face: iOS offers another try.
        sim.presentBiometry(matching: false)
        let retry = try #require(sim.systemAlert)
        #expect(retry.title == "Face Not Recognized")
        #expect(retry.buttons.contains("Try Face ID Again"))
        try shot(sim, "not-recognized")
        #expect(sim.answerSystemAlert("Try Face ID Again"))
        #expect(sim.isWaitingForBiometry)
        #expect(nav.topViewController === lock, "still locked")

        // Matching Face: the reply, on the main queue, performs the segue to the notes.
        sim.presentBiometry(matching: true)
        sim.settle()
        let secrets = try #require(nav.topViewController as? SecretsViewController)
        #expect(lock.statusLabel.text == "Unlocked")
        #expect(secrets.tableView.numberOfRows(inSection: 0) == 4)
        #expect(sim.view(withText: "Locker code: 4521") != nil && sim.view(withText: "Secrets") != nil)
        #expect(secrets.navigationItem.hidesBackButton && !nav.isNavigationBarHidden)
        #expect(sim.permission(.faceID) == true)
        try shot(sim, "secrets")

        // "Lock" unwinds to the lock screen.
        sim.tap(on: try #require(sim.view(withText: "Lock")))
        sim.settle()
        #expect(nav.topViewController === lock && lock.statusLabel.text == "Locked" && nav.isNavigationBarHidden)
        try shot(sim, "locked-again")
    }

    @Test func cancellingAndLeavingTheAppLockAgain() throws {
        let sim = Simulator(device: .iPhone15)
        sim.isBiometryEnrolled = true
        sim.grantPermission(.faceID)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let lock = try #require(nav.topViewController as? LockViewController)

        sim.tap(on: lock.unlockButton)
        sim.settle()
        #expect(sim.systemAlert == nil, "allowed before: straight to the scan")
        sim.presentBiometry(matching: false)
        #expect(sim.answerSystemAlert("Cancel"))
        let failed = try #require(nav.presentedViewController as? UIAlertController)
        #expect(failed.title == "Authentication failed" && failed.message == "Canceled by user.")
        try dismissAlert(sim, nav)

        sim.tap(on: lock.unlockButton)
        sim.settle()
        sim.presentBiometry(matching: true)
        sim.settle()
        #expect(nav.topViewController is SecretsViewController)
        // Home: the didEnterBackground observer performs the unwind segue, so the notes never show in the app switcher.
        sim.enterBackground()
        sim.settle()
        #expect(nav.topViewController === lock && lock.statusLabel.text == "Locked")
    }
}
