import Foundation
@_spi(Testing) @_spi(OpenUIKit) import UIKit
@_spi(OpenUIKit) @_spi(Testing) import QuartzCore
@_spi(Testing) import UIKitTesting
import XCUIAutomation
import MasterDetail

/// `ui-test-step`: one XCUITest step on the planets app — `app.tables.cells.staticTexts["Mars"].tap()`
/// with its query, the touch and the frames until the app is idle, then back — each timed against a
/// full-screen memcpy; and `ui-test-suite`: the wall time of launching the app and walking every
/// planet's screen and back, as a UI test suite would, printed in seconds.
@MainActor func runUITestStep() {
    XCUIApplication.registerApp(delegate: MasterDetailAppDelegate.self, bundleIdentifier: "bench.Planets", infoPlist: nil)
    let app = XCUIApplication(bundleIdentifier: "bench.Planets")
    app.launch()
    let bytes = app.device.environment.compositor.bytesPerRow * app.device.environment.compositor.pixelHeight
    var steps: [Double] = []
    for _ in 0..<30 {
        let t0 = nowNanos()
        app.tables.cells.staticTexts["Mars"].tap()
        steps.append(Double(nowNanos() - t0) / 1e6)
        app.navigationBars.buttons["BackButton"].tap()
    }
    report("ui-test-step", steps, memcpy: memcpyTimes(bytes: bytes, runs: 60))
    app.terminate()

    let start = nowNanos()
    let suite = XCUIApplication(bundleIdentifier: "bench.Planets")
    suite.launch()
    var checked = 0
    for planet in PlanetListViewController.planets.map(\.name) {
        suite.tables.cells.staticTexts[planet].tap()
        if suite.navigationBars[planet].waitForExistence(timeout: 2) { checked += 1 }
        suite.navigationBars.buttons["BackButton"].tap()
    }
    suite.terminate()
    let seconds = Double(nowNanos() - start) / 1e9
    print(String(format: "bench ui-test-suite: launch and %d planet screens there and back in %.2f s wall time", checked, seconds))
}
