import Foundation
import UIKit

/// One `evaluatePolicy` under way: the Face ID prompt (first use), the scanning panel or the Touch
/// ID alert, the retries after a face that does not match, and the reply.
@preconcurrency @MainActor package final class BiometricEvaluation {
    private unowned let device: DeviceBiometrics
    private let policy: LAPolicy
    private let reason: String
    private let fallbackTitle: String?
    private let cancelTitle: String
    private var reply: ((Bool, (any Error)?) -> Void)?
    private var attempts = 0
    private var hud: BiometryHUD?
    private var alert: SystemAlert?
    /// Waiting for a face or finger (not for the user to answer an alert).
    private var scanning = false

    init(device: DeviceBiometrics, policy: LAPolicy, reason: String, fallbackTitle: String?, cancelTitle: String?,
         reply: @escaping (Bool, (any Error)?) -> Void) {
        self.device = device
        self.policy = policy
        self.reason = reason
        // nil: the default fallback; an empty title hides the button, as on iOS.
        let fallback = fallbackTitle ?? "Enter Password"
        self.fallbackTitle = fallback.isEmpty || policy == .deviceOwnerAuthentication ? nil : fallback
        self.cancelTitle = cancelTitle ?? "Cancel"
        self.reply = reply
    }

    private var environment: UIKitEnvironment { device.environment }

    func start() {
        guard device.type == .faceID, environment.privacy.decision(for: "faceid") == nil else { return scan() }
        // The first use of Face ID asks, with Info.plist's reason (without it: iOS's crash).
        guard let usage = environment.requireUsageDescription("NSFaceIDUsageDescription") else {
            return finish(false, LAError(.biometryNotAvailable, "No NSFaceIDUsageDescription in Info.plist."))
        }
        alert = SystemAlert(on: environment, title: "Do you want to allow “\(environment.appDisplayName)” to use Face ID?",
                            message: usage, buttons: ["Don't Allow", "OK"], preferred: 1) { [weak self] choice in
            guard let self else { return }
            self.alert = nil
            self.environment.privacy.decide("faceid", allowed: choice == 1)
            if choice == 1 { self.scan() } else {
                self.finish(false, LAError(.biometryNotAvailable, "User has denied the use of biometry for this app."))
            }
        }
    }

    /// Face ID shows its panel; Touch ID its alert ("Touch ID for “App”"); both wait for the sensor.
    private func scan() {
        scanning = true
        if device.type == .faceID {
            hud = BiometryHUD(on: environment)
            return
        }
        let title = attempts == 0 ? "Touch ID for “\(environment.appDisplayName)”" : "Try Again"
        offerChoices(title: title, message: reason, retry: nil)
    }

    func presented(matching: Bool) {
        guard scanning else { return }
        if matching {
            scanning = false
            device.failures = 0
            hud?.showSuccess()
            alert?.dismissQuietly()
            alert = nil
            // The panel shows its tick a moment before the app hears.
            environment.scheduleSystemWork(after: 0.5, ambient: false) { [weak self] in
                self?.hud?.remove()
                self?.finish(true, nil)
            }
            return
        }
        attempts += 1
        device.failures += 1
        scanning = false
        hud?.remove()
        hud = nil
        alert?.dismissQuietly()
        alert = nil
        if device.failures >= DeviceBiometrics.lockoutAfter { return finish(false, LAError(.biometryLockout)) }
        if attempts >= DeviceBiometrics.attemptsPerEvaluation { return finish(false, LAError(.authenticationFailed)) }
        if device.type == .faceID {
            offerChoices(title: "Face Not Recognized", message: "Try Again", retry: "Try Face ID Again")
        } else {
            scan()
        }
    }

    /// An alert: try again (Face ID), the fallback, cancel.
    private func offerChoices(title: String, message: String, retry: String?) {
        var buttons: [String] = []
        if let retry { buttons.append(retry) }
        if let fallbackTitle { buttons.append(fallbackTitle) }
        buttons.append(cancelTitle)
        let cancel = buttons.count - 1
        alert = SystemAlert(on: environment, title: title, message: message, buttons: buttons, cancel: cancel) { [weak self] choice in
            guard let self else { return }
            self.alert = nil
            if choice == cancel {
                self.finish(false, LAError(.userCancel))
            } else if retry != nil && choice == 0 {
                self.scan()
            } else {
                self.finish(false, LAError(.userFallback))
            }
        }
        if retry == nil { scanning = true }
    }

    /// The app cancelled (`invalidate()`), or another evaluation took over.
    func cancel(_ code: LAError.Code) {
        hud?.remove()
        alert?.dismissQuietly()
        alert = nil
        finish(false, LAError(code))
    }

    private func finish(_ success: Bool, _ error: LAError?) {
        scanning = false
        hud?.remove()
        hud = nil
        guard let reply else { return }
        self.reply = nil
        device.ended(self)
        // iOS replies on a queue of its own, after the panel has gone.
        environment.scheduleSystemWork(after: 0, ambient: false) { reply(success, error) }
    }
}
