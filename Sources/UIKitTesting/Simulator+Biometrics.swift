import Foundation
import UIKit
import LocalAuthentication

/// Face ID and Touch ID as the iOS Simulator's Features › Face ID (or Touch ID) menu drives them.
extension Simulator {
    /// Whether a face (Touch ID: a finger) is enrolled; not at first, as in Apple's Simulator.
    public var isBiometryEnrolled: Bool {
        get { DeviceBiometrics.of(environment).isEnrolled }
        set { DeviceBiometrics.of(environment).isEnrolled = newValue }
    }

    /// The device's biometry: Face ID on a device with the sensor housing, else Touch ID.
    public var biometryType: LABiometryType { DeviceBiometrics.of(environment).type }

    /// Whether an app is waiting for a face or finger now.
    public var isWaitingForBiometry: Bool { DeviceBiometrics.of(environment).evaluation != nil }

    /// Presents a matching or a non-matching face (finger) to the sensor, as the Simulator's
    /// "Matching Face" and "Non-matching Face" do, and lets what follows finish.
    public func presentBiometry(matching: Bool) {
        use()
        DeviceBiometrics.of(environment).present(matching: matching)
        runFrame()
        settle()
    }
}
