// Added to the ported WhereAmI package by PortToolTests: a Core Location lesson's app (Swift 5,
// storyboard from Xcode 10), launched from its Info.plist on a device whose location the test
// sets as the iOS Simulator's Features › Location does, and answered as a person answers the prompt.
import Foundation
import UIKit
import UIKitTesting
import CoreLocation
import Testing
@testable import WhereAmI

@MainActor @Suite(.serialized) struct WhereAmIDriver {
    func launch(_ sim: Simulator) throws -> ViewController {
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        return try #require(delegate.window?.rootViewController as? ViewController)
    }

    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-whereami-\(name).png"))
        }
    }

    /// The label as the app formats a coordinate.
    func text(_ c: CLLocationCoordinate2D) -> String { String(format: "%.4f, %.4f", c.latitude, c.longitude) }

    @Test func allowedItShowsWhereTheDeviceIsAndFollowsADrive() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        // viewDidLoad asked: the system's prompt, worded from the Info.plist's display name and usage string.
        let prompt = try #require(sim.systemAlert)
        #expect(prompt.title == "Allow “Where Am I” to use your location?")
        #expect(prompt.message == "Where Am I shows your coordinates and the city you are in.")
        #expect(prompt.buttons == ["Allow Once", "Allow While Using App", "Don't Allow"])
        #expect(vc.coordinatesLabel.text == "--" && vc.cityLabel.text == "Finding you...", "nothing known before the answer")
        try shot(sim, "prompt")

        #expect(sim.answerSystemAlert("Allow While Using App"))
        #expect(sim.systemAlert == nil && sim.permission(.location) == true)
        // didChangeAuthorization started the updates: the Simulator's custom location, then its city.
        #expect(vc.coordinatesLabel.text == "37.7858, -122.4064")
        #expect(vc.cityLabel.text == "San Francisco")
        #expect(vc.distanceLabel.text == "Walked 0 m")
        #expect(sim.view(withText: "San Francisco") != nil)

        // A drive from there to Daly City at 25 m/s (90 km/h): a new position every second.
        let start = CLLocationCoordinate2D(latitude: 37.785834, longitude: -122.406417)
        let end = CLLocationCoordinate2D(latitude: 37.6879, longitude: -122.4702)
        sim.startRoute([start, end], speed: 25)
        sim.settle()
        var shown: [String] = []
        for _ in 0..<5 {
            sim.advance(by: 1)
            let here = try #require(sim.location)
            #expect(vc.coordinatesLabel.text == text(here), "the label follows the device each second")
            shown.append(vc.coordinatesLabel.text ?? "")
        }
        #expect(Set(shown).count == 5, "five seconds, five places: \(shown)")
        sim.advance(by: 5)
        let walked = vc.distanceWalked
        #expect(abs(walked - 250) < 2, "ten seconds at 25 m/s: \(walked)")
        #expect(vc.distanceLabel.text == String(format: "Walked %.0f m", walked))
        #expect(vc.cityLabel.text == "San Francisco")
        try shot(sim, "driving")

        sim.advance(by: 600)
        #expect(!sim.isOnRoute)
        #expect(vc.coordinatesLabel.text == "37.6879, -122.4702")
        #expect(vc.cityLabel.text == "Daly City", "reverse geocoded at the end of the route")
        let direct = CLLocation(latitude: start.latitude, longitude: start.longitude).distance(from: CLLocation(latitude: end.latitude, longitude: end.longitude))
        #expect(abs(vc.distanceWalked - direct) < 10, "the legs add up to the way driven: \(vc.distanceWalked) of \(direct)")

        // "Locate me" starts counting again from here.
        sim.tap(on: vc.locateButton)
        sim.advance(by: 1.5)
        #expect(vc.distanceLabel.text == "Walked 0 m")
        // The storyboard's runtime attribute rounds the blue button; its corner shows the white behind.
        let button = vc.locateButton.convert(vc.locateButton.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: button.minX + 20, y: button.midY)).isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 12))
        #expect(sim.color(at: CGPoint(x: button.minX + 1, y: button.minY + 1)).r > 240, "a rounded corner")
        try shot(sim, "daly-city")
    }

    @Test func refusedItSaysSoAndTheButtonPointsToSettings() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        #expect(sim.answerSystemAlert("Don't Allow"))
        #expect(sim.permission(.location) == false)
        #expect(vc.coordinatesLabel.text == "Location access denied")
        #expect(vc.cityLabel.text == "Turn on Location in Settings")
        #expect(vc.previousLocation == nil, "no location reached the app")

        sim.tap(on: vc.locateButton)
        sim.settle()
        let alert = try #require(vc.presentedViewController as? UIAlertController)
        #expect(alert.title == "Location Access Disabled")
        #expect(sim.view(withText: "Open Settings") != nil && sim.view(withText: "Cancel") != nil)
        #expect(sim.systemAlert == nil, "the app's own alert, not the system's: iOS asks only once")
        try shot(sim, "denied")
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(vc.presentedViewController == nil)
    }
}
