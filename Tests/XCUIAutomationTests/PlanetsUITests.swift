import XCTest
import UIKit
import XCUIAutomation
import MasterDetail

/// A UI test of the planets app, written as an iOS team writes one; the registration is the one
/// line Linux needs beyond iOS.
final class PlanetsUITests: XCTestCase {
    @MainActor override func setUp() async throws {
        continueAfterFailure = false
        XCUIApplication.registerApp(delegate: MasterDetailAppDelegate.self, bundleIdentifier: "com.example.Planets", infoPlist: nil)
    }

    @MainActor func testTheListShowsEveryPlanetAndOpensOne() async throws {
        // (This target has two apps: each test names its own. A target with one says XCUIApplication().)
        let app = XCUIApplication(bundleIdentifier: "com.example.Planets")
        app.launch()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.navigationBars["Planets"].exists)
        XCTAssertEqual(app.tables.cells.count, 8)
        XCTAssertEqual(app.tables.cells.element(boundBy: 3).label, "Mars")
        XCTAssertTrue(app.tables.cells.staticTexts["Mars"].isHittable)

        app.tables.cells.staticTexts["Mars"].tap()
        XCTAssertTrue(app.navigationBars["Mars"].waitForExistence(timeout: 2))
        let fact = app.staticTexts.matching(NSPredicate { element, _ in
            (element as? XCUIElementAttributes)?.label.hasPrefix("The red planet") ?? false
        }).firstMatch
        XCTAssertTrue(fact.exists)
        XCTAssertFalse(app.navigationBars["Planets"].exists, "the list is under the detail")

        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["Planets"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.navigationBars["Mars"].waitForNonExistence(timeout: 2))
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
    }

    @MainActor func testScrollingTheListAndScreenshots() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.Planets")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        XCTAssertEqual(XCUIScreen.main.screenshot().image.size, CGSize(width: 375, height: 667))
        let table = app.tables.element
        XCTAssertEqual(table.elementType, .table)
        let neptune = table.cells.staticTexts["Neptune"]
        XCTAssertTrue(neptune.exists)
        table.swipeUp()
        XCTAssertTrue(neptune.isHittable)
        let shot = app.cells.element(boundBy: 0).screenshot()
        XCTAssertEqual(shot.image.size.width, 375)
        XCTAssertFalse(shot.pngRepresentation.isEmpty)
        XCTAssertTrue(app.debugDescription.contains("Cell"), app.debugDescription)
    }
}
