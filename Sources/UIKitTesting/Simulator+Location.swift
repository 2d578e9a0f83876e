import Foundation
import UIKit
import CoreLocation

/// Where the simulated device is, as the iOS Simulator's Features › Location sets it: a place,
/// a route travelled at a speed or at a GPX file's times, or None; and its compass and beacons.
extension Simulator {
    /// Where the device is; nil is the Simulator's "None" (updates fail with
    /// `CLError.locationUnknown`). A new device is at San Francisco (37.785834, -122.406417).
    public var location: CLLocationCoordinate2D? {
        get { DeviceLocation.of(environment).coordinate }
        set {
            use()
            DeviceLocation.of(environment).set(newValue)
            runFrame()
        }
    }

    /// The device travels from point to point at `speed` metres per second (20, `simctl`'s
    /// default), reporting where it is each second of the device's clock.
    public func startRoute(_ coordinates: [CLLocationCoordinate2D], speed: CLLocationSpeed = 20) {
        use()
        DeviceLocation.of(environment).start(LocationRoute(coordinates, speed: speed))
        runFrame()
    }

    /// The device travels along a GPX file's waypoints or track points, at its times (or at `speed`
    /// where it gives none), as an Xcode scheme's GPX location does. Throws an error naming the file.
    public func startRoute(gpx url: URL, speed: CLLocationSpeed = 20) throws {
        use()
        DeviceLocation.of(environment).start(try LocationRoute(gpx: url, speed: speed))
        runFrame()
    }

    /// The device stops where it is.
    public func stopRoute() {
        use()
        DeviceLocation.of(environment).stopRoute()
    }

    /// Whether the device is still travelling a route.
    public var isOnRoute: Bool { DeviceLocation.of(environment).isOnRoute }

    /// Degrees from magnetic north the top of the device points to.
    public var heading: CLLocationDirection {
        get { DeviceLocation.of(environment).magneticHeading }
        set {
            use()
            DeviceLocation.of(environment).setHeading(newValue)
            runFrame()
        }
    }

    /// The device hears a beacon (or hears it again, nearer or farther).
    public func placeBeacon(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue,
                            proximity: CLProximity = .near, accuracy: CLLocationAccuracy = 1.5) {
        use()
        DeviceLocation.of(environment).place(SimulatedBeacon(uuid: uuid, major: major, minor: minor, proximity: proximity, accuracy: accuracy))
        runFrame()
    }

    /// The device hears no beacons.
    public func removeBeacons() {
        use()
        DeviceLocation.of(environment).removeBeacons()
        runFrame()
    }
}
