import Foundation
import CoreGraphics
import UIKit

/// Core Location's entry point: asks the user for permission, then reports the device's location,
/// heading, regions and beacons to its delegate on the main thread. It works on the device current
/// when it is made; under a Simulator that device's simulated location (`Simulator.location`).
@preconcurrency @MainActor open class CLLocationManager: NSObject {
    let device: DeviceLocation
    /// The delegate hears of the app's authorization as soon as it is set (as iOS 14 tells a
    /// new manager's delegate), then of locations, errors, headings and regions.
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet { if delegate != nil && !toldInitialAuthorization { tellInitialAuthorization() } }
    }
    /// How precise the locations should be (`kCLLocationAccuracyBest` by default).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// Metres the device must move before a new location is reported (`kCLDistanceFilterNone`: any).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Degrees the heading must turn before a new one is reported (1 by default).
    open var headingFilter: CLLocationDegrees = 1
    open var headingOrientation: CLDeviceOrientation = .portrait
    open var activityType: CLActivityType = .other
    open var pausesLocationUpdatesAutomatically = true
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    /// The most recent location reported; nil until one has been.
    open private(set) var location: CLLocation?
    /// The most recent heading reported; nil until one has been.
    open internal(set) var heading: CLHeading?
    /// The largest region the device can monitor, in metres.
    open var maximumRegionMonitoringDistance: CLLocationDistance { 400 }
    /// The regions this app monitors (on iOS shared by all its managers).
    open var monitoredRegions: Set<CLRegion> { Set(regions.map(\.region)) }
    open var rangedBeaconConstraints: Set<CLBeaconIdentityConstraint> { Set(rangedConstraints) }

    var isUpdatingLocation = false
    var isMonitoringSignificantChanges = false
    var isUpdatingHeading = false
    var wantsOneLocation = false
    private var toldInitialAuthorization = false
    private var lastReportedStatus: CLAuthorizationStatus?
    private var reportedNoLocation = false
    /// Updates just started: the next fix is reported whatever the distance filter says.
    private var needsFirstFix = false
    var lastSignificant: CLLocation?
    var regions: [(region: CLRegion, state: CLRegionState)] = []
    var rangedConstraints: [CLBeaconIdentityConstraint] = []
    var rangingWork: Int?

    public override init() {
        device = DeviceLocation.current
        super.init()
        device.register(self)
    }

    // MARK: What the device can do

    /// Whether location services are on for the device (they are, in Settings, on a Simulator).
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { true }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
        regionClass is CLCircularRegion.Type || regionClass is CLBeaconRegion.Type
    }
    open class func isRangingAvailable() -> Bool { true }
    open class func deferredLocationUpdatesAvailable() -> Bool { false }

    // MARK: Permission

    /// What the user allowed this app.
    open var authorizationStatus: CLAuthorizationStatus { device.authorizationStatus }
    @available(iOS, deprecated: 14.0, message: "Use the authorizationStatus property")
    open class func authorizationStatus() -> CLAuthorizationStatus { DeviceLocation.current.authorizationStatus }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open var isAuthorizedForWidgetUpdates: Bool { authorizationStatus == .authorizedAlways }

    /// Asks the user, once, to let the app use the location while it is in use: the system's
    /// prompt with Info.plist's `NSLocationWhenInUseUsageDescription` (without it, no prompt: the
    /// console says why, as on iOS). The delegate hears the answer.
    open func requestWhenInUseAuthorization() {
        guard authorizationStatus == .notDetermined else { return }
        guard let reason = usageDescription(always: false) else { return }
        LocationPrompt.whenInUse(on: device, reason: reason)
    }

    /// Asks for the location even when the app is not in use: first the when-in-use prompt (as
    /// iOS 13 and later do), then, once the app has when-in-use, the prompt to change to always.
    open func requestAlwaysAuthorization() {
        switch authorizationStatus {
        case .notDetermined:
            guard let reason = usageDescription(always: true) else { return }
            LocationPrompt.whenInUse(on: device, reason: reason)
        case .authorizedWhenInUse where !device.allowedOnce:
            guard let reason = usageDescription(always: true) else { return }
            LocationPrompt.always(on: device, reason: reason)
        default: break
        }
    }

    /// Asks for precise locations for a while; they always are precise here.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                        completion: ((Error?) -> Void)? = nil) {
        completion?(nil)
    }

    /// The description the prompt shows; nil (and the console's message) when Info.plist lacks it.
    private func usageDescription(always: Bool) -> String? {
        let environment = device.environment
        guard environment.hasInfoPlist else { return "" }
        let whenInUse = environment.infoPlistValue(forKey: "NSLocationWhenInUseUsageDescription") as? String
        let alwaysText = environment.infoPlistValue(forKey: "NSLocationAlwaysAndWhenInUseUsageDescription") as? String
        if always {
            guard let whenInUse, !whenInUse.isEmpty, let alwaysText, !alwaysText.isEmpty else {
                locationLog.warning("This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain both “NSLocationAlwaysAndWhenInUseUsageDescription” and “NSLocationWhenInUseUsageDescription” keys with string values explaining to the user how the app uses this data")
                return nil
            }
            return device.authorizationStatus == .notDetermined ? whenInUse : alwaysText
        }
        guard let whenInUse, !whenInUse.isEmpty else {
            locationLog.warning("This app has attempted to access privacy-sensitive data without a usage description. The app's Info.plist must contain an “NSLocationWhenInUseUsageDescription” key with a string value explaining to the user how the app uses this data")
            return nil
        }
        return whenInUse
    }

    private func tellInitialAuthorization() {
        toldInitialAuthorization = true
        device.environment.scheduleSystemWork(after: 0, ambient: false) { [weak self] in self?.authorizationDidChange() }
    }

    /// The delegate hears the status (the first time, and whenever it changes).
    func authorizationDidChange() {
        let status = authorizationStatus
        guard status != lastReportedStatus, let delegate else { return }
        lastReportedStatus = status
        delegate.locationManagerDidChangeAuthorization(self)
        delegate.locationManager(self, didChangeAuthorization: status)
    }

    // MARK: Locations

    /// Reports the location now and whenever the device moves by `distanceFilter`, until stopped.
    /// Without permission the delegate hears `CLError.denied`; with no location, `.locationUnknown`.
    open func startUpdatingLocation() {
        isUpdatingLocation = true
        reportedNoLocation = false
        needsFirstFix = true
        device.refresh()
    }

    open func stopUpdatingLocation() { isUpdatingLocation = false }

    /// Reports one location, then stops (the delegate must handle both updates and failures).
    open func requestLocation() {
        wantsOneLocation = true
        device.refresh()
    }

    open func startMonitoringSignificantLocationChanges() {
        isMonitoringSignificantChanges = true
        lastSignificant = nil
        device.refresh()
    }

    open func stopMonitoringSignificantLocationChanges() { isMonitoringSignificantChanges = false }

    /// Visits are not simulated: nothing is reported.
    open func startMonitoringVisits() {}
    open func stopMonitoringVisits() {}

    /// Something changed on the device (it moved, the user answered, a beacon appeared).
    func deviceDidChange() {
        authorizationDidChange()
        let fix = device.currentFix()
        deliverLocations(fix)
        if device.isAuthorized { updateRegions(fix) }
        headingMayHaveChanged()
    }

    private func deliverLocations(_ fix: CLLocation?) {
        guard isUpdatingLocation || wantsOneLocation || isMonitoringSignificantChanges else { return }
        let status = authorizationStatus
        if status == .notDetermined { return }
        guard device.isAuthorized else {
            wantsOneLocation = false
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
            return
        }
        guard let fix else {
            if wantsOneLocation || !reportedNoLocation {
                wantsOneLocation = false
                reportedNoLocation = true
                delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
            }
            return
        }
        reportedNoLocation = false
        var due = wantsOneLocation
        if isUpdatingLocation {
            if needsFirstFix {
                due = true
            } else if let last = location, distanceFilter > 0 {
                due = due || fix.distance(from: last) >= distanceFilter
            } else {
                due = due || location == nil || location!.coordinate != fix.coordinate
            }
        }
        if isMonitoringSignificantChanges, lastSignificant.map({ fix.distance(from: $0) >= 500 }) ?? true {
            lastSignificant = fix
            due = true
        }
        guard due else { return }
        wantsOneLocation = false
        if isUpdatingLocation { needsFirstFix = false }
        let previous = location
        location = fix
        delegate?.locationManager(self, didUpdateLocations: [fix])
        if let previous { delegate?.locationManager(self, didUpdateTo: fix, from: previous) }
    }

    // MARK: Regions, beacons and the compass

    /// Watches `region`: the delegate hears `didStartMonitoringFor`, then `didEnterRegion` and
    /// `didExitRegion` as the device crosses its edge (not for where it is when monitoring starts:
    /// `requestState(for:)` tells that). Without permission, `monitoringDidFailFor` with
    /// `CLError.regionMonitoringDenied`.
    open func startMonitoring(for region: CLRegion) {
        regions.removeAll { $0.region.identifier == region.identifier }
        device.environment.scheduleSystemWork(after: 0, ambient: false) { [weak self] in
            guard let self else { return }
            guard self.authorizationStatus != .denied && self.authorizationStatus != .restricted else {
                self.delegate?.locationManager(self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
                return
            }
            self.regions.append((region, self.state(of: region, at: self.device.currentFix())))
            self.delegate?.locationManager(self, didStartMonitoringFor: region)
        }
    }

    open func stopMonitoring(for region: CLRegion) {
        regions.removeAll { $0.region.identifier == region.identifier }
    }

    /// Tells the delegate, soon, whether the device is inside `region` (`didDetermineState`).
    open func requestState(for region: CLRegion) {
        device.environment.scheduleSystemWork(after: 0, ambient: false) { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, didDetermineState: self.state(of: region, at: self.device.currentFix()), for: region)
        }
    }

    /// Reports the beacons that match `constraint` each second, nearest first.
    open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {
        if !rangedConstraints.contains(constraint) { rangedConstraints.append(constraint) }
        scheduleRanging(after: 0)
    }

    open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {
        rangedConstraints.removeAll { $0 == constraint }
    }

    @available(iOS, deprecated: 13.0, renamed: "startRangingBeacons(satisfying:)")
    open func startRangingBeacons(in region: CLBeaconRegion) { startRangingBeacons(satisfying: region.beaconIdentityConstraint) }
    @available(iOS, deprecated: 13.0, renamed: "stopRangingBeacons(satisfying:)")
    open func stopRangingBeacons(in region: CLBeaconRegion) { stopRangingBeacons(satisfying: region.beaconIdentityConstraint) }

    /// Reports the heading now and whenever it turns by `headingFilter`.
    open func startUpdatingHeading() {
        isUpdatingHeading = true
        heading = nil
        device.refresh()
    }

    open func stopUpdatingHeading() { isUpdatingHeading = false }
    open func dismissHeadingCalibrationDisplay() {}
}

let locationLog = diagnosticsLogger(label: "OpenUIKit.CoreLocation")
