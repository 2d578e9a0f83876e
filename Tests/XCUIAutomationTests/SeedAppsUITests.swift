import XCTest
import UIKit
import XCUIAutomation
import KeyboardRecipe
import PopoverCoordinates

/// UI tests of the course's seed apps: the keyboard recipe keeps its field above the keyboard, and
/// the popover chapter shows where the screen was tapped.
final class SeedAppsUITests: XCTestCase {
    @MainActor override func setUp() async throws {
        XCUIApplication.registerApp(delegate: KeyboardRecipeAppDelegate.self, bundleIdentifier: "seed.KeyboardRecipe", infoPlist: nil)
        XCUIApplication.registerApp(delegate: PopoverCoordinatesAppDelegate.self, bundleIdentifier: "seed.Popover", infoPlist: nil)
    }

    @MainActor func testTheFieldStaysAboveTheKeyboard() async throws {
        let app = XCUIApplication(bundleIdentifier: "seed.KeyboardRecipe")
        app.launch()
        let field = app.textFields["Enter some text here"]
        XCTAssertTrue(field.isHittable)
        field.tap()
        XCTAssertTrue(app.keyboards.element.waitForExistence(timeout: 1))
        XCTAssertTrue(field.isHittable, "scrolled above the keyboard: \(field.frame) keyboard \(app.keyboards.element.frame)")
        XCTAssertLessThanOrEqual(field.frame.maxY, app.keyboards.element.frame.minY)
        field.typeText("Hello")
        XCTAssertEqual(field.value as? String, "Hello")
        app.keys["done"].tap()
        XCTAssertTrue(app.keyboards.element.waitForNonExistence(timeout: 1), "Return hides the keyboard")
    }

    @MainActor func testATapShowsItsCoordinatesInAPopover() async throws {
        let app = XCUIApplication(bundleIdentifier: "seed.Popover")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPadPro11"
        app.launch()
        XCTAssertFalse(app.popovers.element.exists)
        app.coordinate(withNormalizedOffset: CGVector(dx: 0.25, dy: 0.5)).tap()
        let popover = app.popovers.element
        XCTAssertTrue(popover.waitForExistence(timeout: 1))
        let fields = popover.textFields
        XCTAssertEqual(fields.count, 2)
        XCTAssertEqual(fields.element(boundBy: 0).value as? String, "x=208.5")
        XCTAssertEqual(fields.element(boundBy: 1).value as? String, "y=597")
    }
}
