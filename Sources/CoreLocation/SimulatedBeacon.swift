import Foundation

/// A beacon the simulated device hears (`Simulator.placeBeacon`).
package struct SimulatedBeacon: Sendable {
    package let uuid: UUID
    package let major: CLBeaconMajorValue
    package let minor: CLBeaconMinorValue
    package let proximity: CLProximity
    /// Metres, roughly.
    package let accuracy: CLLocationAccuracy

    package init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, proximity: CLProximity, accuracy: CLLocationAccuracy) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
        self.proximity = proximity
        self.accuracy = accuracy
    }
}
