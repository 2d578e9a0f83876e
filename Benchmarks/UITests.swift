import Foundation
import UIKit
import QuartzCore
import UIKitTesting
import XCUIAutomation
import MasterDetail
import KeyboardRecipe
import PopoverCoordinates
import ViewSwitcher
import Sketch
import HierarchyBrowser
import StoryboardFruit

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

/// `ui-test-suites`: the course's seed apps driven as their UI test suites drive them (Tests/
/// XCUIAutomationTests), each from launch to terminate, printed as wall time per app and in all.
@MainActor func runSeedUITestSuites() {
    let flows: [(name: String, delegate: (UIResponder & UIApplicationDelegate).Type, device: String, infoPlist: URL?, steps: (XCUIApplication) -> Bool)] = [
        ("keyboard", KeyboardRecipeAppDelegate.self, "iPhone15", nil, { app in
            let field = app.textFields["Enter some text here"]
            field.tap()
            field.typeText("Hello")
            app.keys["done"].tap()
            return field.value as? String == "Hello"
        }),
        ("popover", PopoverCoordinatesAppDelegate.self, "iPadPro11", nil, { app in
            app.coordinate(withNormalizedOffset: CGVector(dx: 0.25, dy: 0.5)).tap()
            return app.popovers.element.waitForExistence(timeout: 1)
        }),
        ("view switcher", ViewSwitcherAppDelegate.self, "iPhoneSE", nil, { app in
            app.toolbars.buttons["Switch Views"].tap()
            app.toolbars.buttons["Switch Views"].tap()
            return app.toolbars.buttons["Switch Views"].isHittable
        }),
        ("sketch", SketchAppDelegate.self, "iPhoneSE", nil, { app in
            app.coordinate(withNormalizedOffset: CGVector(dx: 0.2, dy: 0.3))
                .press(forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.7)))
            app.tap(withNumberOfTaps: 3, numberOfTouches: 1)
            return true
        }),
        ("hierarchy browser", HierarchyBrowserAppDelegate.self, "iPhoneSE", nil, { app in
            app.tables.cells.staticTexts["3 items"].tap()
            app.tables.cells.staticTexts["2"].swipeLeft()
            app.tables.buttons["Delete"].tap()
            app.navigationBars.buttons["BackButton"].tap()
            return app.tables.cells.staticTexts["2 items"].exists
        }),
        ("storyboard fruit", FruitAppDelegate.self, "iPhone15", FruitListController.infoPlist, { app in
            app.navigationBars["Fruit"].buttons["Add"].tap()
            app.textFields["Name of the fruit"].typeText("Fig")
            app.navigationBars["New Fruit"].buttons["Save"].tap()
            app.cells.staticTexts["Cherry"].tap()
            app.buttons["About"].tap()
            return app.cells.count == 0 || app.staticTexts["Made from a storyboard, on Linux."].exists
        }),
    ]
    var parts: [String] = []
    var total = 0.0
    for flow in flows {
        let start = nowNanos()
        XCUIApplication.registerApp(delegate: flow.delegate, bundleIdentifier: "bench.\(flow.name)", infoPlist: flow.infoPlist)
        let app = XCUIApplication(bundleIdentifier: "bench.\(flow.name)")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = flow.device
        app.launch()
        let ok = flow.steps(app)
        app.terminate()
        let seconds = Double(nowNanos() - start) / 1e9
        total += seconds
        parts.append(String(format: "%@ %.2f s%@", flow.name, seconds, ok ? "" : " (a step failed)"))
    }
    print(String(format: "bench ui-test-suites: the 6 seed apps launched and driven in %.2f s wall time (%@)", total, parts.joined(separator: ", ")))
}
