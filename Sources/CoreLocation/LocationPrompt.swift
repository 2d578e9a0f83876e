import Foundation
import UIKit

/// The system's location prompts, worded as iOS 17 words them; the answer is the device's.
@MainActor enum LocationPrompt {
    /// "Allow “App” to use your location?" — Allow Once, Allow While Using App, Don't Allow.
    static func whenInUse(on device: DeviceLocation, reason: String) {
        guard device.prompt == nil else { return }
        let environment = device.environment
        device.prompt = SystemAlert(on: environment, title: "Allow “\(environment.appDisplayName)” to use your location?",
                                    message: reason, buttons: ["Allow Once", "Allow While Using App", "Don't Allow"]) { [weak device] choice in
            guard let device else { return }
            device.prompt = nil
            switch choice {
            case 0: device.allowedOnce = true
            case 1: environment.privacy.decide("location", allowed: true)
            default: environment.privacy.decide("location", allowed: false)
            }
            device.authorizationChanged()
        }
    }

    /// "Allow “App” to also use your location even when you are not using the app?"
    static func always(on device: DeviceLocation, reason: String) {
        guard device.prompt == nil else { return }
        let environment = device.environment
        device.prompt = SystemAlert(on: environment,
                                    title: "Allow “\(environment.appDisplayName)” to also use your location even when you are not using the app?",
                                    message: reason, buttons: ["Keep Only While Using", "Change to Always Allow"]) { [weak device] choice in
            guard let device else { return }
            device.prompt = nil
            if choice == 1 { environment.privacy.decide("location-always", allowed: true) }
            device.authorizationChanged()
        }
    }
}
