import Foundation
import UIKit

/// A device's Face ID or Touch ID, as the iOS Simulator's Features › Face ID menu simulates it:
/// whether a face (or finger) is enrolled, and, while an app waits for one, a matching or
/// non-matching face presented by the test (`Simulator.presentBiometry(matching:)`). Not enrolled
/// at first, as in Apple's Simulator; the device has no passcode set. Each device has its own.
@preconcurrency @MainActor package final class DeviceBiometrics {
    /// Failed matches in a row after which biometry locks out until a success.
    static let lockoutAfter = 5
    /// Failed matches in one evaluation after which it fails with `authenticationFailed`.
    static let attemptsPerEvaluation = 3

    package unowned let environment: UIKitEnvironment
    package var isEnrolled = false
    /// Failed matches since the last success.
    var failures = 0
    /// The evaluation waiting for a face or finger, if any.
    package private(set) var evaluation: BiometricEvaluation?

    init(environment: UIKitEnvironment) { self.environment = environment }

    package static func of(_ environment: UIKitEnvironment) -> DeviceBiometrics {
        environment.service(DeviceBiometrics.self) { DeviceBiometrics(environment: $0) }
    }

    /// Face ID on a device with the sensor housing (a notch or the Dynamic Island), else Touch ID.
    package var type: LABiometryType { environment.screen.profile.statusBarHeight > 40 ? .faceID : .touchID }

    /// Why the policy cannot be evaluated now; nil when it can.
    func obstacle(for policy: LAPolicy) -> LAError? {
        switch policy {
        case .deviceOwnerAuthenticationWithWatch, .deviceOwnerAuthenticationWithWristDetection:
            return LAError(.companionNotAvailable, "No companion device available.")
        case .deviceOwnerAuthentication:
            // No passcode is set on a simulated device, so the passcode cannot stand in.
            if let biometric = obstacle(for: .deviceOwnerAuthenticationWithBiometrics) {
                return biometric.code == .biometryLockout ? biometric : LAError(.passcodeNotSet)
            }
            return nil
        default:
            if type == .faceID && environment.privacy.decision(for: "faceid") == false {
                return LAError(.biometryNotAvailable, "User has denied the use of biometry for this app.")
            }
            guard isEnrolled else { return LAError(.biometryNotEnrolled) }
            if failures >= Self.lockoutAfter { return LAError(.biometryLockout) }
            return nil
        }
    }

    func begin(_ evaluation: BiometricEvaluation) {
        self.evaluation = evaluation
        evaluation.start()
    }

    func ended(_ evaluation: BiometricEvaluation) {
        if self.evaluation === evaluation { self.evaluation = nil }
    }

    /// A face or finger is presented to the sensor.
    package func present(matching: Bool) {
        evaluation?.presented(matching: matching)
    }
}
