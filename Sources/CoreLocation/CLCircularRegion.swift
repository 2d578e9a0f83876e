import Foundation

/// A circle on the Earth: a centre and a radius in metres.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether the coordinate is in the circle.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        GeodesicDistance.metres(center, coordinate) <= radius
    }

    override func holds(_ coordinate: CLLocationCoordinate2D) -> Bool { contains(coordinate) }

    open override var description: String {
        "CLCircularRegion (identifier:'\(identifier)', center:<\(String(format: "%+.8f", center.latitude)),\(String(format: "%+.8f", center.longitude))>, radius:\(String(format: "%.2f", radius))m)"
    }
}
