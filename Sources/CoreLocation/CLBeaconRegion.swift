import Foundation

/// The region where beacons with given identifiers can be heard.
open class CLBeaconRegion: CLRegion, @unchecked Sendable {
    public let beaconIdentityConstraint: CLBeaconIdentityConstraint
    public var uuid: UUID { beaconIdentityConstraint.uuid }
    public var major: NSNumber? { beaconIdentityConstraint.major.map { NSNumber(value: $0) } }
    public var minor: NSNumber? { beaconIdentityConstraint.minor.map { NSNumber(value: $0) } }
    @available(*, deprecated, renamed: "uuid")
    public var proximityUUID: UUID { uuid }
    /// Whether entering and leaving is reported while the screen is on.
    open var notifyEntryStateOnDisplay = false

    public init(beaconIdentityConstraint: CLBeaconIdentityConstraint, identifier: String) {
        self.beaconIdentityConstraint = beaconIdentityConstraint
        super.init(identifier: identifier)
    }
    public convenience init(uuid: UUID, identifier: String) {
        self.init(beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid), identifier: identifier)
    }
    public convenience init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.init(beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid, major: major), identifier: identifier)
    }
    public convenience init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.init(beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid, major: major, minor: minor), identifier: identifier)
    }
    @available(*, deprecated, renamed: "init(uuid:identifier:)")
    public convenience init(proximityUUID: UUID, identifier: String) { self.init(uuid: proximityUUID, identifier: identifier) }
    @available(*, deprecated, renamed: "init(uuid:major:minor:identifier:)")
    public convenience init(proximityUUID: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.init(uuid: proximityUUID, major: major, minor: minor, identifier: identifier)
    }
}
