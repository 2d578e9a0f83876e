import Foundation
import UIKit

/// What the user allowed the app on this device, and the system's permission alerts, as a test
/// decides and answers them (Apple's `xcrun simctl privacy grant`, or a tap on the alert).
extension Simulator {
    /// The private data and hardware an app asks permission for, named as `simctl privacy` names them.
    public enum PrivacyService: String, CaseIterable, Sendable {
        /// Location while the app is in use.
        case location
        /// Location always, in the background too.
        case locationAlways = "location-always"
        case notifications
        case faceID = "faceid"
        case photos
        case contacts
        case camera
        case microphone
        case motion
    }

    /// The app is allowed `service` without being asked (no prompt will show).
    public func grantPermission(_ service: PrivacyService) {
        use()
        environment.privacy.decide(service.rawValue, allowed: true)
        if service == .locationAlways { environment.privacy.decide(PrivacyService.location.rawValue, allowed: true) }
        runFrame()
    }

    /// The app is refused `service` (as if the user had answered Don't Allow).
    public func revokePermission(_ service: PrivacyService) {
        use()
        environment.privacy.decide(service.rawValue, allowed: false)
        runFrame()
    }

    /// The app will be asked again for every service, as after `simctl privacy reset all`.
    public func resetPermissions() {
        use()
        environment.privacy.reset()
        runFrame()
    }

    /// Whether the user allowed `service`: true, false, or nil when never asked.
    public func permission(_ service: PrivacyService) -> Bool? {
        environment.privacy.decision(for: service.rawValue)
    }

    /// The system alert showing (a permission prompt): its title, message and buttons; nil when none shows.
    public var systemAlert: (title: String, message: String?, buttons: [String])? {
        use()
        runFrame()
        return environment.systemAlerts.last.map { ($0.title, $0.message, $0.buttons) }
    }

    /// Taps the button titled `button` of the system alert showing, as a person answers it, and
    /// lets the alert go and the app hear the answer. False when no alert has that button.
    @discardableResult
    public func answerSystemAlert(_ button: String) -> Bool {
        use()
        runFrame()
        guard environment.systemAlerts.last?.buttons.contains(button) == true, let view = view(withText: button) else { return false }
        tap(on: view)
        settle()
        return true
    }

    /// The date and time the device's clock shows; setting it moves the device's calendar (what
    /// calendar-triggered notifications wait for) without moving its uptime.
    public var date: Date {
        get { environment.clock.date }
        set {
            use()
            environment.clock.setDate(newValue)
            runFrame()
        }
    }
}
