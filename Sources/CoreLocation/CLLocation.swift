import Foundation

/// A position on the Earth, with its accuracy, altitude, course and speed, and when it was measured.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    /// Metres above mean sea level.
    public let altitude: CLLocationDistance
    /// Metres above the WGS 84 ellipsoid.
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty in metres; negative: the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from true north; negative: unknown.
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Metres per second; negative: unknown.
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date
    /// The floor of a building, where known.
    public let floor: CLFloor?

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        floor = nil
        super.init()
    }

    /// The distance in metres to `location`, along the Earth's curvature (the WGS 84 ellipsoid).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        GeodesicDistance.metres(coordinate, location.coordinate)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let lat = String(format: "%+.8f", coordinate.latitude), lon = String(format: "%+.8f", coordinate.longitude)
        return "<\(lat),\(lon)> +/- \(String(format: "%.2f", horizontalAccuracy))m (speed \(String(format: "%.2f", speed)) mps / course \(String(format: "%.2f", course))) @ \(timestamp)"
    }
}
