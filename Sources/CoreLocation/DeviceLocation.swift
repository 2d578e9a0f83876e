import Foundation
import UIKit

/// A device's location hardware as the iOS Simulator simulates it: where the device is (a
/// coordinate, a route it travels at a speed, or nowhere: "Location: None"), which way it
/// points, the beacons it hears, and the location managers its app made. Each device has its
/// own; a test sets it through `Simulator.location`, `startRoute`, `heading` and `placeBeacon`.
@preconcurrency @MainActor package final class DeviceLocation {
    /// Where a new device is: San Francisco, the iOS Simulator's custom location.
    package static let simulatorDefault = CLLocationCoordinate2D(latitude: 37.785834, longitude: -122.406417)
    /// Routes report a new position each second, as the Simulator's do.
    package static let routeInterval: TimeInterval = 1

    package unowned let environment: UIKitEnvironment
    /// Where the device is; nil: nowhere (the Simulator's "None"), and updates fail.
    package private(set) var coordinate: CLLocationCoordinate2D? = DeviceLocation.simulatorDefault
    package private(set) var altitude: CLLocationDistance = 0
    private var course: CLLocationDirection = -1
    private var speed: CLLocationSpeed = -1
    /// Degrees from magnetic north the top of the device points to.
    package private(set) var magneticHeading: CLLocationDirection = 0
    /// "Allow Once": authorized until the app leaves the foreground.
    var allowedOnce = false
    private var route: LocationRoute?
    private var routeWork: Int?
    private var managers: [WeakManager] = []
    private var backgroundObserver: (any NSObjectProtocol)?
    package private(set) var beacons: [SimulatedBeacon] = []
    /// Others on the device that follow its movement (location-triggered notifications).
    private var movementObservers: [Int: (CLLocationCoordinate2D?) -> Void] = [:]
    /// The location prompt showing, if any (one at a time, as iOS shows it).
    var prompt: SystemAlert?

    private struct WeakManager { weak var manager: CLLocationManager? }

    package init(environment: UIKitEnvironment) {
        self.environment = environment
        backgroundObserver = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.allowedOnce, UIKitEnvironment.current === self.environment else { return }
                // "Allow Once" lasts while the app is in use.
                self.allowedOnce = false
                self.authorizationChanged()
            }
        }
    }

    /// The location hardware of `environment`.
    package static func of(_ environment: UIKitEnvironment) -> DeviceLocation {
        environment.service(DeviceLocation.self) { DeviceLocation(environment: $0) }
    }

    static var current: DeviceLocation { of(UIKitEnvironment.current) }

    // MARK: What the app is allowed

    package var authorizationStatus: CLAuthorizationStatus {
        let privacy = environment.privacy
        if privacy.decision(for: "location-always") == true { return .authorizedAlways }
        switch privacy.decision(for: "location") {
        case true?: return .authorizedWhenInUse
        case false?: return .denied
        case nil: return allowedOnce ? .authorizedWhenInUse : .notDetermined
        }
    }

    package var isAuthorized: Bool { authorizationStatus == .authorizedWhenInUse || authorizationStatus == .authorizedAlways }

    /// Every manager hears that the app's authorization changed, and those updating start or fail.
    package func authorizationChanged() {
        for manager in liveManagers { manager.authorizationDidChange() }
        refresh()
    }

    // MARK: Where the device is

    /// Puts the device at `coordinate` (nil: no location), ending any route.
    package func set(_ coordinate: CLLocationCoordinate2D?, altitude: CLLocationDistance = 0) {
        stopRoute()
        self.coordinate = coordinate
        self.altitude = altitude
        course = -1
        speed = -1
        refresh()
    }

    /// The device travels along `route`, reporting a position each second until its end.
    package func start(_ route: LocationRoute) {
        stopRoute()
        self.route = route
        move(to: 0)
    }

    package func stopRoute() {
        if let routeWork { environment.cancelSystemWork(routeWork) }
        routeWork = nil
        route = nil
    }

    package var isOnRoute: Bool { route != nil }

    private func move(to elapsed: TimeInterval) {
        guard let route else { return }
        let point = route.position(at: elapsed)
        coordinate = point.coordinate
        course = point.course
        speed = point.speed
        refresh()
        guard elapsed < route.duration else {
            self.route = nil
            routeWork = nil
            return
        }
        routeWork = environment.scheduleSystemWork(after: Self.routeInterval, ambient: true) { [weak self] in
            self?.move(to: elapsed + Self.routeInterval)
        }
    }

    package func setHeading(_ degrees: CLLocationDirection) {
        magneticHeading = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        for manager in liveManagers { manager.headingMayHaveChanged() }
    }

    /// A location as a fix reports it now; nil when the device has none.
    func currentFix() -> CLLocation? {
        guard let coordinate else { return nil }
        return CLLocation(coordinate: coordinate, altitude: altitude, horizontalAccuracy: 5, verticalAccuracy: 5,
                          course: course, courseAccuracy: course < 0 ? -1 : 10, speed: speed,
                          speedAccuracy: speed < 0 ? -1 : 1, timestamp: environment.clock.date)
    }

    func heading() -> CLHeading {
        let trueHeading = coordinate == nil ? -1 : magneticHeading
        return CLHeading(magnetic: magneticHeading, trueHeading: trueHeading, timestamp: environment.clock.date)
    }

    // MARK: Beacons

    package func place(_ beacon: SimulatedBeacon) {
        beacons.removeAll { $0.uuid == beacon.uuid && $0.major == beacon.major && $0.minor == beacon.minor }
        beacons.append(beacon)
        refresh()
    }

    package func removeBeacons() {
        beacons = []
        refresh()
    }

    // MARK: Managers

    func register(_ manager: CLLocationManager) {
        managers.removeAll { $0.manager == nil }
        managers.append(WeakManager(manager: manager))
    }

    private var liveManagers: [CLLocationManager] { managers.compactMap(\.manager) }

    /// Tells every manager the device's state may have changed, on the device's clock, as
    /// Core Location's callbacks arrive from its daemon: soon, never inside the call that caused them.
    private var refreshPending = false
    func refresh() {
        guard !refreshPending else { return }
        refreshPending = true
        environment.scheduleSystemWork(after: 0, ambient: false) { [weak self] in
            guard let self else { return }
            self.refreshPending = false
            for manager in self.liveManagers { manager.deviceDidChange() }
            for observer in self.movementObservers.values { observer(self.coordinate) }
        }
    }

    /// Calls `handler` with where the device is whenever it may have moved; returns an identifier.
    package func observeMovement(_ handler: @escaping (CLLocationCoordinate2D?) -> Void) -> Int {
        let id = (movementObservers.keys.max() ?? 0) + 1
        movementObservers[id] = handler
        return id
    }
}
