import Foundation

/// A latitude and longitude in degrees.
public struct CLLocationCoordinate2D: Sendable, Equatable, Hashable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether the coordinate is on the Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180 && !coord.latitude.isNaN && !coord.longitude.isNaN
}
