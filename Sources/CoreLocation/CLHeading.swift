import Foundation

/// Which way the device points: degrees from magnetic and from true north.
open class CLHeading: NSObject, NSCopying, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection
    /// Negative when the device's location is unknown (true north needs it).
    public let trueHeading: CLLocationDirection
    /// The largest error in degrees; negative: invalid.
    public let headingAccuracy: CLLocationDirection
    public let x: CLHeadingComponentValue
    public let y: CLHeadingComponentValue
    public let z: CLHeadingComponentValue
    public let timestamp: Date

    init(magnetic: CLLocationDirection, trueHeading: CLLocationDirection, timestamp: Date) {
        magneticHeading = magnetic
        self.trueHeading = trueHeading
        headingAccuracy = 5
        // A field of about 45 µT, pointing to magnetic north in the device's frame.
        let radians = magnetic * .pi / 180
        x = -45 * sin(radians)
        y = 45 * cos(radians)
        z = -30
        self.timestamp = timestamp
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override var description: String {
        "magneticHeading \(String(format: "%.2f", magneticHeading)) trueHeading \(String(format: "%.2f", trueHeading)) accuracy \(String(format: "%.2f", headingAccuracy))"
    }
}
