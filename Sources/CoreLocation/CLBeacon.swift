import Foundation

/// A beacon heard while ranging: who it is and how near.
open class CLBeacon: NSObject, @unchecked Sendable {
    public let uuid: UUID
    public let major: NSNumber
    public let minor: NSNumber
    public let proximity: CLProximity
    /// Metres, roughly; negative when unknown.
    public let accuracy: CLLocationAccuracy
    /// The signal strength in decibels (0 when unknown).
    public let rssi: Int
    public let timestamp: Date
    @available(*, deprecated, renamed: "uuid")
    public var proximityUUID: UUID { uuid }

    init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, proximity: CLProximity,
         accuracy: CLLocationAccuracy, rssi: Int, timestamp: Date) {
        self.uuid = uuid
        self.major = NSNumber(value: major)
        self.minor = NSNumber(value: minor)
        self.proximity = proximity
        self.accuracy = accuracy
        self.rssi = rssi
        self.timestamp = timestamp
    }
}
