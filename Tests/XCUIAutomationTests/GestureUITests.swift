import XCTest
import UIKit
import XCUIAutomation

/// The multi-finger gestures and the device itself, as UI tests use them: pinch, rotate, double
/// and two-finger taps on a photo; turning the device; the Home button and coming back.
final class GestureUITests: XCTestCase {
    @MainActor override func setUp() async throws {
        XCUIApplication.registerApp(delegate: PhotoViewerAppDelegate.self, bundleIdentifier: "com.example.Photos", infoPlist: nil)
    }

    @MainActor func testPinchRotateAndTaps() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.Photos")  // this target registers several apps
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        let photo = app.images["photo"]
        XCTAssertEqual(photo.label, "Harbour at dusk")
        let status = app.staticTexts["status"]
        XCTAssertEqual(status.label, "Portrait 1.0x 0°")
        let before = photo.frame

        photo.pinch(withScale: 2, velocity: 1)
        let zoomed = Double(status.label.split(separator: " ")[1].dropLast()) ?? 0
        XCTAssertGreaterThan(zoomed, 1.5, status.label)
        XCTAssertGreaterThan(photo.frame.width, before.width * 1.4, "the picture grew: \(photo.frame)")

        photo.rotate(.pi / 2, withVelocity: 1)
        let degrees = Double(status.label.split(separator: " ")[2].dropLast()) ?? 0
        XCTAssertEqual(degrees, 90, accuracy: 20, status.label)

        photo.doubleTap()
        XCTAssertEqual(status.label, "Portrait 1.0x 0°", "a double tap resets it")
        XCTAssertEqual(photo.frame, before)

        XCTAssertFalse(app.staticTexts["f/2.8, 1/120 s"].exists)
        photo.twoFingerTap()
        XCTAssertTrue(app.staticTexts["f/2.8, 1/120 s"].exists, "a two-finger tap shows the info")
        photo.twoFingerTap()
        XCTAssertFalse(app.staticTexts["f/2.8, 1/120 s"].exists)

        // The queries over what is there, every way.
        XCTAssertEqual(app.windows.element.children(matching: .any).count, 1, "the window holds the controller's view")
        XCTAssertEqual(app.staticTexts.allElementsBoundByIndex.map(\.label), ["Portrait 1.0x 0°"])
    }

    @MainActor func testTurningTheDeviceAndGoingHome() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.Photos")  // this target registers several apps
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        XCTAssertEqual(XCUIDevice.shared.orientation, .portrait)
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(XCUIDevice.shared.orientation, .landscapeLeft)
        XCTAssertEqual(app.staticTexts["status"].label, "Landscape 1.0x 0°")
        XCTAssertGreaterThan(app.windows.element.frame.width, app.windows.element.frame.height)
        let photo = app.images["photo"]
        XCTAssertTrue(photo.isHittable)
        XCTAssertEqual(photo.frame.midX, app.windows.element.frame.midX, accuracy: 1, "laid out again, centred")
        XCUIDevice.shared.orientation = .portrait
        XCTAssertEqual(app.staticTexts["status"].label, "Portrait 1.0x 0°")

        XCUIDevice.shared.press(.home)
        XCTAssertEqual(app.state, .runningBackground)
        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.images["photo"].isHittable)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
    }
}
