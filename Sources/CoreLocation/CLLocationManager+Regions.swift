import Foundation
import UIKit

// How a location manager reports regions entered and left, beacons heard and the compass.
extension CLLocationManager {

    func headingMayHaveChanged() {
        guard isUpdatingHeading, device.isAuthorized || authorizationStatus == .notDetermined else { return }
        let new = device.heading()
        if let old = heading, headingFilter > 0 {
            let turn = abs((new.magneticHeading - old.magneticHeading + 540).truncatingRemainder(dividingBy: 360) - 180)
            guard turn >= headingFilter else { return }
        } else if let old = heading, old.magneticHeading == new.magneticHeading {
            return
        }
        heading = new
        delegate?.locationManager(self, didUpdateHeading: new)
    }

    func state(of region: CLRegion, at fix: CLLocation?) -> CLRegionState {
        if let beaconRegion = region as? CLBeaconRegion {
            let heard = device.beacons.contains { beaconRegion.beaconIdentityConstraint.matches(uuid: $0.uuid, major: $0.major, minor: $0.minor) }
            return heard ? .inside : .outside
        }
        guard let fix else { return .unknown }
        return region.holds(fix.coordinate) ? .inside : .outside
    }

    /// Regions whose edge the device crossed since the last look.
    func updateRegions(_ fix: CLLocation?) {
        for i in regions.indices {
            let (region, old) = regions[i]
            let new = state(of: region, at: fix)
            guard new != old, new != .unknown else { continue }
            regions[i].state = new
            if new == .inside && region.notifyOnEntry && old == .outside { delegate?.locationManager(self, didEnterRegion: region) }
            if new == .outside && region.notifyOnExit && old == .inside { delegate?.locationManager(self, didExitRegion: region) }
        }
    }

    func scheduleRanging(after delay: TimeInterval) {
        if let rangingWork { device.environment.cancelSystemWork(rangingWork) }
        rangingWork = device.environment.scheduleSystemWork(after: delay, ambient: true) { [weak self] in
            guard let self, !self.rangedConstraints.isEmpty else { return }
            let order: [CLProximity] = [.immediate, .near, .far, .unknown]
            for constraint in self.rangedConstraints {
                guard self.device.isAuthorized else {
                    self.delegate?.locationManager(self, didFailRangingFor: constraint, error: CLError(.denied))
                    continue
                }
                let heard = self.device.beacons
                    .filter { constraint.matches(uuid: $0.uuid, major: $0.major, minor: $0.minor) }
                    .sorted { (order.firstIndex(of: $0.proximity) ?? 3, $0.accuracy) < (order.firstIndex(of: $1.proximity) ?? 3, $1.accuracy) }
                    .map { CLBeacon(uuid: $0.uuid, major: $0.major, minor: $0.minor, proximity: $0.proximity, accuracy: $0.accuracy,
                                    rssi: Self.rssi(at: $0.accuracy), timestamp: self.device.environment.clock.date) }
                self.delegate?.locationManager(self, didRange: heard, satisfying: constraint)
            }
            self.scheduleRanging(after: 1)
        }
    }

    /// A plausible signal strength for a beacon this far away (-59 dBm at a metre).
    private static func rssi(at metres: CLLocationAccuracy) -> Int {
        metres <= 0 ? 0 : Int((-59 - 20 * log10(metres)).rounded())
    }
}
