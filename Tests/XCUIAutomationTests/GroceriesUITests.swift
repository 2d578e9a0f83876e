import XCTest
import UIKit
import XCUIAutomation

/// The groceries app, tested as an iOS team tests it: log in with the keyboard, delete a row by
/// swipe, answer an alert (directly and through an interruption monitor), set a switch, a slider
/// and a time on the picker wheels, and page the carousel.
final class GroceriesUITests: XCTestCase {
    @MainActor override func setUp() async throws {
        XCUIApplication.registerApp(delegate: GroceriesAppDelegate.self, bundleIdentifier: "com.example.Groceries", infoPlist: nil)
    }

    @MainActor private func launchAndLogIn() -> XCUIApplication {
        let app = XCUIApplication(bundleIdentifier: "com.example.Groceries")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        let username = app.textFields["username"]
        XCTAssertEqual(username.placeholderValue, "Username")
        username.tap()
        username.typeText("ada")
        XCTAssertEqual(username.value as? String, "ada")
        let password = app.secureTextFields.element
        password.tap()
        password.typeText("lovelace")
        XCTAssertEqual(password.value as? String, "••••••••")
        app.buttons["Log In"].tap()
        XCTAssertTrue(app.navigationBars["Groceries"].waitForExistence(timeout: 3))
        return app
    }

    @MainActor func testWrongPasswordStaysOnTheLoginScreen() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.Groceries")
        app.launch()
        app.textFields["username"].tap()
        app.textFields["username"].typeText("ada")
        app.buttons["Log In"].tap()
        XCTAssertEqual(app.staticTexts["status"].label, "Wrong password")
        XCTAssertTrue(app.keyboards.element.exists, "the keyboard is still up: \(app.debugDescription)")
        XCTAssertTrue(app.keyboards.keys["a"].exists)
    }

    @MainActor func testDeletingARowBySwipe() async throws {
        let app = launchAndLogIn()
        XCTAssertEqual(app.cells.count, 4)
        app.cells.staticTexts["Bread"].swipeLeft()
        let delete = app.buttons["Delete"]
        XCTAssertTrue(delete.waitForExistence(timeout: 1))
        delete.tap()
        XCTAssertTrue(app.staticTexts["Bread"].waitForNonExistence(timeout: 2))
        XCTAssertEqual(app.cells.count, 3)
        XCTAssertEqual(app.cells.element(boundBy: 1).label, "Milk")
    }

    @MainActor func testClearingAsksFirst() async throws {
        let app = launchAndLogIn()
        app.navigationBars["Groceries"].buttons["Clear"].tap()
        let alert = app.alerts["Clear the list?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 1))
        XCTAssertTrue(alert.staticTexts["All 4 items go."].exists)
        XCTAssertFalse(app.cells.firstMatch.exists, "the alert is modal: nothing behind it is reachable")
        alert.buttons["Cancel"].tap()
        XCTAssertEqual(app.cells.count, 4)

        // The same alert, answered by a monitor when the test reaches past it.
        var handled: [String] = []
        addUIInterruptionMonitor(withDescription: "Clear alert") { alert in
            handled.append(alert.label)
            alert.buttons["Clear"].tap()
            return true
        }
        app.navigationBars["Groceries"].buttons["Clear"].tap()
        app.navigationBars["Groceries"].buttons["Settings"].tap()
        XCTAssertEqual(handled, ["Clear the list?"])
        XCTAssertTrue(app.navigationBars["Settings"].waitForExistence(timeout: 2))
        app.navigationBars.buttons["BackButton"].tap()
        XCTAssertEqual(app.cells.count, 0)
    }

    @MainActor func testSettingsControls() async throws {
        let app = launchAndLogIn()
        app.navigationBars.buttons["Settings"].tap()
        let reminders = app.switches["Reminders"]
        XCTAssertEqual(reminders.value as? String, "0")
        reminders.tap()
        XCTAssertEqual(reminders.value as? String, "1")

        let volume = app.sliders["volume"]
        volume.adjust(toNormalizedSliderPosition: 0.75)
        XCTAssertEqual(volume.normalizedSliderPosition, 0.75, accuracy: 0.05)

        let wheels = app.datePickers.pickerWheels
        XCTAssertGreaterThanOrEqual(wheels.count, 2)
        wheels.element(boundBy: 0).adjust(toPickerWheelValue: "7")
        XCTAssertEqual(wheels.element(boundBy: 0).value as? String, "7")

        let carousel = app.scrollViews["tips"]
        XCTAssertTrue(carousel.staticTexts["Buy fruit in season"].isHittable)
        XCTAssertFalse(carousel.staticTexts["Bring your own bag"].isHittable, "off to the right")
        carousel.swipeLeft()
        XCTAssertTrue(carousel.staticTexts["Bring your own bag"].isHittable)
        XCTAssertEqual(app.pageIndicators.element.value as? String, "page 2 of 3")

        XCTContext.runActivity(named: "Settings screen") { activity in
            let shot = XCTAttachment(screenshot: app.screenshot())
            shot.name = "settings"
            activity.add(shot)
        }
    }
}
