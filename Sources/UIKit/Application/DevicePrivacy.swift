import Foundation

/// What the user decided about the app's access to the device's private data and hardware, by
/// service, as Settings › Privacy keeps it: a framework asks before it prompts, and records the
/// answer a prompt got. A test decides ahead with `Simulator.grantPermission`, as
/// `xcrun simctl privacy grant` does. The services are named as simctl names them
/// ("location", "location-always", "photos", "contacts", "camera", "microphone", "motion") and
/// "notifications", "faceid".
@preconcurrency @MainActor package final class DevicePrivacy {
    private var decisions: [String: Bool] = [:]

    package init() {}

    /// True: allowed; false: refused; nil: never asked.
    package func decision(for service: String) -> Bool? { decisions[service] }

    package func decide(_ service: String, allowed: Bool?) { decisions[service] = allowed }

    /// Every service forgotten, as `simctl privacy reset all` does.
    package func reset() { decisions = [:] }
}
