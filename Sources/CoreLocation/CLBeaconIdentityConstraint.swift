import Foundation

/// Which beacons to range: a UUID, and optionally a major and a minor value.
open class CLBeaconIdentityConstraint: NSObject, NSCopying, @unchecked Sendable {
    public let uuid: UUID
    public let major: CLBeaconMajorValue?
    public let minor: CLBeaconMinorValue?

    public init(uuid: UUID) { self.uuid = uuid; major = nil; minor = nil }
    public init(uuid: UUID, major: CLBeaconMajorValue) { self.uuid = uuid; self.major = major; minor = nil }
    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) {
        self.uuid = uuid
        self.major = major
        self.minor = minor
    }

    /// Whether a beacon with these identifiers is one of those the constraint names.
    func matches(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) -> Bool {
        uuid == self.uuid && (self.major == nil || self.major == major) && (self.minor == nil || self.minor == minor)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLBeaconIdentityConstraint else { return false }
        return other.uuid == uuid && other.major == major && other.minor == minor
    }
    open override var hash: Int { uuid.hashValue ^ Int(major ?? 0) << 16 ^ Int(minor ?? 0) }
}
