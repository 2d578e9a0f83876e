import Foundation
import Testing
import UIKit
import UIKitTesting
import LocalAuthentication

// A Face ID lock screen as courses write one: an Unlock button that asks LAContext, the system's
// Face ID prompt on first use, the scanning panel, a face that matches or does not.

@MainActor @Suite struct LocalAuthenticationTests {
    final class LockController: UIViewController {
        let button = UIButton(type: .system)
        let label = UILabel()
        var lastError: LAError.Code?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 30)
            label.text = "Locked"
            button.setTitle("Unlock", for: .normal)
            button.frame = CGRect(x: 100, y: 600, width: 200, height: 44)
            button.addTarget(self, action: LockController.unlock, for: .touchUpInside)
            view.addSubview(label)
            view.addSubview(button)
        }

        func unlock() {
            let context = LAContext()
            var error: NSError?
            guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
                label.text = error?.localizedDescription
                return
            }
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") { success, error in
                DispatchQueue.main.async {
                    self.lastError = (error as? LAError)?.code
                    self.label.text = success ? "Unlocked" : "Locked"
                }
            }
        }
    }

    func lockScreen(_ sim: Simulator, plist: String = "FaceLock-Info.plist") throws -> LockController {
        try SystemFrameworksTests.launch(LockController(), on: sim, infoPlist: plist)
    }

    @Test func aMatchingFaceUnlocksAfterTheFirstUsePrompt() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try lockScreen(sim)
        #expect(sim.biometryType == .faceID)
        sim.tap(on: vc.button)
        sim.settle()
        #expect(vc.label.text == "No identities are enrolled.", "Apple's Simulator starts with no face enrolled")

        sim.isBiometryEnrolled = true
        sim.tap(on: vc.button)
        sim.settle()
        let prompt = try #require(sim.systemAlert)
        #expect(prompt.title == "Do you want to allow “Face Lock” to use Face ID?")
        #expect(prompt.message == "Face ID unlocks your notes." && prompt.buttons == ["Don't Allow", "OK"])
        #expect(sim.answerSystemAlert("OK"))
        #expect(sim.isWaitingForBiometry && UIApplication.shared.applicationState == .inactive)
        // The scanning panel: a rounded square of material in the middle of the screen.
        let middle = sim.color(at: CGPoint(x: 196, y: 426 - 60)), outside = sim.color(at: CGPoint(x: 196, y: 300))
        #expect(middle != outside, "the panel is drawn: \(middle) against \(outside)")
        #expect(sim.view(withText: "Face ID") != nil)

        sim.presentBiometry(matching: true)
        #expect(vc.label.text == "Unlocked" && !sim.isWaitingForBiometry)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(sim.permission(.faceID) == true)
    }

    @Test func aFaceThatDoesNotMatchIsOfferedAnotherTryThenCancelled() throws {
        let sim = Simulator(device: .iPhone15)
        sim.isBiometryEnrolled = true
        sim.grantPermission(.faceID)
        let vc = try lockScreen(sim)
        sim.tap(on: vc.button)
        sim.settle()
        #expect(sim.systemAlert == nil, "allowed before: no prompt")
        sim.presentBiometry(matching: false)
        let retry = try #require(sim.systemAlert)
        #expect(retry.title == "Face Not Recognized")
        #expect(retry.buttons == ["Try Face ID Again", "Enter Password", "Cancel"])
        #expect(sim.answerSystemAlert("Try Face ID Again"))
        #expect(sim.isWaitingForBiometry)
        sim.presentBiometry(matching: false)
        #expect(sim.answerSystemAlert("Cancel"))
        #expect(vc.label.text == "Locked" && vc.lastError == .userCancel)

        sim.tap(on: vc.button)
        sim.settle()
        sim.presentBiometry(matching: false)
        #expect(sim.answerSystemAlert("Enter Password"))
        #expect(vc.lastError == .userFallback)
    }

    @Test func refusingFaceIDAndAMissingUsageDescription() throws {
        let sim = Simulator(device: .iPhone15)
        sim.isBiometryEnrolled = true
        let vc = try lockScreen(sim)
        sim.tap(on: vc.button)
        sim.settle()
        #expect(sim.answerSystemAlert("Don't Allow"))
        #expect(vc.lastError == .biometryNotAvailable)
        sim.tap(on: vc.button)
        sim.settle()
        #expect(vc.label.text == "User has denied the use of biometry for this app.")

        let other = Simulator(device: .iPhone15)
        other.isBiometryEnrolled = true
        let forgetful = try lockScreen(other, plist: "NoUsage-Info.plist")
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        other.tap(on: forgetful.button)
        other.settle()
        #expect(failures == ["This app has crashed because it attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an NSFaceIDUsageDescription key with a string value explaining to the user how the app uses this data."])
    }

    @Test func aHomeButtonPhoneAsksForTouchID() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.isBiometryEnrolled = true
        let vc = try lockScreen(sim)
        #expect(sim.biometryType == .touchID)
        sim.tap(on: vc.button)
        sim.settle()
        let alert = try #require(sim.systemAlert)
        #expect(alert.title == "Touch ID for “Face Lock”" && alert.message == "Unlock your notes")
        #expect(alert.buttons == ["Enter Password", "Cancel"])
        sim.presentBiometry(matching: true)
        #expect(vc.label.text == "Unlocked" && sim.systemAlert == nil)
    }
}
