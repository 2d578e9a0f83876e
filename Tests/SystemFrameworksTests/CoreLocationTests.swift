import Foundation
import Testing
import UIKit
import UIKitTesting
import CoreLocation

// Core Location as a "Where am I" chapter uses it: the permission prompt answered by a tap, a
// label that follows the device along a route, regions entered and left, a city's name from the
// geocoder; the device's location set the way the iOS Simulator's Features › Location sets it.

@MainActor @Suite struct CoreLocationTests {
    /// A screen that asks for the location and shows it, as beginners' courses write one.
    final class WhereAmIController: UIViewController, CLLocationManagerDelegate {
        let manager = CLLocationManager()
        let label = UILabel()
        let cityLabel = UILabel()
        var updates: [CLLocation] = []
        var errors: [CLError.Code] = []
        var statuses: [CLAuthorizationStatus] = []
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 30)
            label.text = "Where am I?"
            cityLabel.frame = CGRect(x: 20, y: 240, width: 350, height: 30)
            view.addSubview(label)
            view.addSubview(cityLabel)
            manager.delegate = self
            manager.desiredAccuracy = kCLLocationAccuracyBest
            manager.requestWhenInUseAuthorization()
        }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            statuses.append(manager.authorizationStatus)
            switch manager.authorizationStatus {
            case .authorizedWhenInUse, .authorizedAlways: manager.startUpdatingLocation()
            default: break
            }
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            guard let location = locations.last else { return }
            updates.append(location)
            label.text = String(format: "%.4f, %.4f", location.coordinate.latitude, location.coordinate.longitude)
            CLGeocoder().reverseGeocodeLocation(location) { [weak self] placemarks, _ in
                self?.cityLabel.text = placemarks?.first?.locality
            }
        }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
            if let error = error as? CLError { errors.append(error.code) }
        }

        func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) { events.append("enter \(region.identifier)") }
        func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) { events.append("exit \(region.identifier)") }
        func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) { events.append("start \(region.identifier)") }
    }

    /// Launches an app with `plist` and shows the controller.
    func launch(_ sim: Simulator, plist: String) throws -> WhereAmIController {
        try SystemFrameworksTests.launch(WhereAmIController(), on: sim, infoPlist: plist)
    }

    @Test func thePromptIsAnsweredAndTheLabelFollowsTheRoute() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim, plist: "WhereAmI-Info.plist")
        let alert = try #require(sim.systemAlert)
        #expect(alert.title == "Allow “Where Am I” to use your location?")
        #expect(alert.message == "Your location is shown on the screen.")
        #expect(alert.buttons == ["Allow Once", "Allow While Using App", "Don't Allow"])
        #expect(UIApplication.shared.applicationState == .inactive, "a system alert makes the app inactive, as on iOS")
        // The alert is drawn over the app: a light panel in the middle of a dimmed screen.
        let panel = sim.color(at: CGPoint(x: 196, y: 426)), dimmed = sim.color(at: CGPoint(x: 10, y: 800))
        #expect(panel.r > 220 && dimmed.r < 215, "panel \(panel), dimmed corner \(dimmed)")
        #expect(vc.statuses == [.notDetermined])

        #expect(sim.answerSystemAlert("Allow While Using App"))
        #expect(sim.systemAlert == nil && UIApplication.shared.applicationState == .active)
        #expect(sim.color(at: CGPoint(x: 10, y: 800)).r > 250, "the dimming went with the alert")
        #expect(vc.statuses == [.notDetermined, .authorizedWhenInUse])
        #expect(sim.permission(.location) == true)
        #expect(vc.label.text == "37.7858, -122.4064", "the Simulator's default location")
        #expect(vc.cityLabel.text == "San Francisco")

        // A walk across Prague at 1.5 m/s: a new location every second of the device's clock.
        sim.startRoute([CLLocationCoordinate2D(latitude: 50.0870, longitude: 14.4208),
                        CLLocationCoordinate2D(latitude: 50.0870, longitude: 14.4250)], speed: 1.5)
        sim.settle()
        #expect(vc.label.text == "50.0870, 14.4208")
        let before = vc.updates.count
        sim.advance(by: 10)
        #expect(vc.updates.count == before + 10)
        let last = try #require(vc.updates.last)
        #expect(abs(last.distance(from: CLLocation(latitude: 50.0870, longitude: 14.4208)) - 15) < 0.5)
        #expect(abs(last.course - 90) < 1 && abs(last.speed - 1.5) < 0.01)
        #expect(vc.label.text == String(format: "%.4f, %.4f", last.coordinate.latitude, last.coordinate.longitude))
        sim.advance(by: 300)
        #expect(!sim.isOnRoute)
        #expect(vc.label.text == "50.0870, 14.4250")
        #expect(vc.cityLabel.text == "Prague")
    }

    @Test func refusingGivesDeniedAndNoLocationGivesLocationUnknown() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim, plist: "WhereAmI-Info.plist")
        #expect(sim.answerSystemAlert("Don't Allow"))
        #expect(vc.statuses == [.notDetermined, .denied])
        vc.manager.startUpdatingLocation()
        sim.settle()
        #expect(vc.errors == [.denied] && vc.updates.isEmpty)

        let other = Simulator(device: .iPhone15)
        other.grantPermission(.location)
        other.location = nil
        let second = WhereAmIController()
        other.rootViewController = second
        other.settle()
        #expect(other.systemAlert == nil, "no prompt once the user has decided")
        #expect(second.errors == [.locationUnknown])
        other.location = CLLocationCoordinate2D(latitude: 49.1952, longitude: 16.6080)
        other.settle()
        #expect(second.label.text == "49.1952, 16.6080" && second.cityLabel.text == "Brno")
        #expect(sim.permission(.location) == false, "each device keeps its own answers")
    }

    @Test func withoutAUsageDescriptionThereIsNoPromptAndTheConsoleSaysWhy() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim, plist: "NoUsage-Info.plist")
        #expect(sim.systemAlert == nil)
        #expect(vc.statuses == [.notDetermined])
        #expect(sim.warnings.contains { $0.contains("must contain an “NSLocationWhenInUseUsageDescription” key") }, "\(sim.warnings)")
    }

    @Test func regionsAreEnteredAndLeftAlongAGPXRoute() throws {
        let sim = Simulator(device: .iPhone15)
        sim.grantPermission(.locationAlways)
        sim.location = CLLocationCoordinate2D(latitude: 50.0870, longitude: 14.4208)
        let vc = WhereAmIController()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.manager.authorizationStatus == .authorizedAlways)
        let bridge = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 50.0865, longitude: 14.4114), radius: 100, identifier: "Charles Bridge")
        vc.manager.startMonitoring(for: bridge)
        sim.settle()
        #expect(vc.events == ["start Charles Bridge"])
        #expect(vc.manager.monitoredRegions.contains(bridge))
        try sim.startRoute(gpx: fixtureURL("Walk.gpx"))
        sim.advance(by: 9 * 60)
        #expect(vc.events == ["start Charles Bridge", "enter Charles Bridge"])
        sim.advance(by: 5 * 60)
        #expect(vc.events == ["start Charles Bridge", "enter Charles Bridge", "exit Charles Bridge"])
        sim.advance(by: 15 * 60)
        #expect(vc.label.text == "50.0903, 14.4005", "the GPX file's last waypoint, at its time")

        #expect(throws: (any Error).self) { try sim.startRoute(gpx: fixtureURL("BadTime.gpx")) }
        do { try sim.startRoute(gpx: fixtureURL("BadTime.gpx")) } catch {
            #expect("\(error)".contains("BadTime.gpx") && "\(error)".contains("not an ISO 8601 time"), "\(error)")
        }
    }

    @Test func distancesHeadingsBeaconsAndForwardGeocoding() async throws {
        // Vincenty's own worked example (Flinders Peak to Buninyong, 54 972.271 m on the ellipsoid),
        // as Geoscience Australia publishes it.
        let flinders = CLLocation(latitude: -(37 + 57 / 60.0 + 3.72030 / 3600), longitude: 144 + 25 / 60.0 + 29.52440 / 3600)
        let buninyong = CLLocation(latitude: -(37 + 39 / 60.0 + 10.15610 / 3600), longitude: 143 + 55 / 60.0 + 35.38390 / 3600)
        #expect(abs(flinders.distance(from: buninyong) - 54_972.271) < 0.01)
        #expect(CLLocationCoordinate2DIsValid(flinders.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))

        let sim = Simulator(device: .iPhone15)
        sim.grantPermission(.location)
        final class Compass: NSObject, CLLocationManagerDelegate {
            var headings: [Double] = []
            var ranged: [[Int]] = []
            func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) { headings.append(newHeading.magneticHeading) }
            func locationManager(_ manager: CLLocationManager, didRange beacons: [CLBeacon], satisfying beaconConstraint: CLBeaconIdentityConstraint) {
                ranged.append(beacons.map(\.minor.intValue))
            }
        }
        let compass = Compass()
        let manager = CLLocationManager()
        manager.delegate = compass
        manager.headingFilter = 5
        manager.startUpdatingHeading()
        sim.settle()
        sim.heading = 3
        sim.heading = 90
        sim.settle()
        #expect(compass.headings == [0, 90], "a turn under the heading filter is not reported")

        let uuid = UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!
        sim.placeBeacon(uuid: uuid, major: 1, minor: 7, proximity: .far, accuracy: 8)
        sim.placeBeacon(uuid: uuid, major: 1, minor: 3, proximity: .immediate, accuracy: 0.2)
        manager.startRangingBeacons(satisfying: CLBeaconIdentityConstraint(uuid: uuid, major: 1))
        sim.advance(by: 1.5)
        #expect(compass.ranged.first == [3, 7], "nearest first")

        let geocoder = CLGeocoder()
        var found: [CLPlacemark]?
        geocoder.geocodeAddressString("Cupertino, CA") { placemarks, _ in found = placemarks }
        #expect(geocoder.isGeocoding)
        sim.settle()
        let place = try #require(found?.first)
        #expect(place.locality == "Cupertino" && place.isoCountryCode == "US" && place.timeZone?.identifier == "America/Los_Angeles")
        var failure: Error?
        geocoder.geocodeAddressString("Nowhere-upon-Nothing") { _, error in failure = error }
        sim.settle()
        #expect((failure as? CLError)?.code == .geocodeFoundNoResult)
        #expect((failure as NSError?)?.domain == kCLErrorDomain && (failure as NSError?)?.code == 8)
    }
}
