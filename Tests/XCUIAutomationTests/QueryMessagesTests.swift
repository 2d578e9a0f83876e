import XCTest
import UIKit
import XCUIAutomation

/// Element queries and Apple's failure messages when a step cannot be done.
final class QueryMessagesTests: XCTestCase {
    @MainActor override func setUp() async throws {
        XCUIApplication.registerApp(delegate: GroceriesAppDelegate.self, bundleIdentifier: "com.example.Groceries", infoPlist: nil)
    }

    @MainActor func testQueriesAndTheirFailures() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.Groceries")
        app.launch()
        XCTAssertEqual(app.windows.count, 1)
        XCTAssertEqual(app.textFields.count, 1)
        XCTAssertEqual(app.descendants(matching: .any).matching(.textField, identifier: "username").count, 1)
        XCTAssertEqual(app.otherElements.containing(.button, identifier: "Log In").count, app.otherElements.containing(.textField, identifier: nil).count)
        XCTAssertEqual(app.navigationBars.element.identifier, "")
        XCTAssertEqual(app.navigationBars.staticTexts.firstMatch.label, "Welcome")
        XCTAssertEqual(app.buttons.element(boundBy: 0).elementType, .button)
        XCTAssertEqual(app.buttons["Log In"].frame, CGRect(x: 20, y: 240, width: 280, height: 36))
        XCTAssertTrue(app.buttons["Log In"].isEnabled)
        XCTAssertEqual(app.windows.firstMatch.horizontalSizeClass, .compact)

        let missing = XCUIFailures.collect { app.buttons["Sign Up"].tap() }
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing[0].hasPrefix("Failed to tap: No matches found for Application → Descendants matching type Button"), missing[0])

        let several = XCUIFailures.collect { app.textFields.element(boundBy: 0).tap(); _ = app.descendants(matching: .any).element.label }
        XCTAssertEqual(several.count, 1)
        XCTAssertTrue(several[0].contains("Multiple matching elements found for"), several[0])

        // Covered: a view laid over the button takes the finger.
        let cover = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 120))
        cover.backgroundColor = .systemYellow
        let window = try XCTUnwrap((UIApplication.shared.delegate as? GroceriesAppDelegate)?.window)
        window.addSubview(cover)
        XCTAssertFalse(app.buttons["Log In"].isHittable)
        let covered = XCUIFailures.collect { app.buttons["Log In"].tap() }
        XCTAssertEqual(covered, ["Failed to tap Button, label: 'Log In': element is not hittable"])
        cover.removeFromSuperview()
        XCTAssertTrue(app.buttons["Log In"].isHittable)

        let unfocused = XCUIFailures.collect { app.secureTextFields.element.typeText("x") }
        XCTAssertEqual(unfocused, ["Failed to type text into SecureTextField, value: Password: Neither element nor any descendant has keyboard focus."])
        XCTAssertFalse(app.staticTexts["Nothing"].waitForExistence(timeout: 5), "waits on the device's clock, not the real one")
        app.terminate()
        XCTAssertFalse(app.buttons["Log In"].exists, "nothing is on screen once the app quit")
    }
}

/// What a launch hands the app: its environment and launch arguments' defaults.
final class LaunchSettingsTests: XCTestCase {
    @MainActor func testTheEnvironmentAndArgumentDefaultsReachTheAppAndGoAtTermination() async throws {
        XCUIApplication.registerApp(delegate: GroceriesAppDelegate.self, bundleIdentifier: "com.example.Groceries", infoPlist: nil)
        let app = XCUIApplication(bundleIdentifier: "com.example.Groceries")
        app.launchArguments = ["-UITests", "YES", "-seedItems", "3", "-server", "staging"]
        app.launchEnvironment["GROCERIES_MODE"] = "demo"
        app.launch()
        XCTAssertEqual(ProcessInfo.processInfo.environment["GROCERIES_MODE"], "demo")
        XCTAssertTrue(UserDefaults.standard.bool(forKey: "UITests"))
        XCTAssertEqual(UserDefaults.standard.integer(forKey: "seedItems"), 3)
        XCTAssertEqual(UserDefaults.standard.string(forKey: "server"), "staging")
        XCTAssertEqual(ProcessInfo.processInfo.launchArguments, ["Groceries", "-UITests", "YES", "-seedItems", "3", "-server", "staging"])
        app.terminate()
        XCTAssertEqual(ProcessInfo.processInfo.launchArguments, ProcessInfo.processInfo.arguments)
        XCTAssertNil(ProcessInfo.processInfo.environment["GROCERIES_MODE"])
        XCTAssertFalse(UserDefaults.standard.bool(forKey: "UITests"))
        XCTAssertEqual(app.state, .notRunning)
        let unregistered = XCUIFailures.collect { XCUIApplication(bundleIdentifier: "com.example.Nothing").launch() }
        XCTAssertEqual(unregistered.count, 1)
        XCTAssertTrue(unregistered[0].contains("no app is registered with bundle identifier 'com.example.Nothing'"), unregistered[0])
    }
}

/// Predicates written in Foundation's format language, as UI tests write them about elements.
final class PredicateFormatTests: XCTestCase {
    @MainActor func testFormatPredicatesMatchElements() async throws {
        XCUIApplication.registerApp(delegate: GroceriesAppDelegate.self, bundleIdentifier: "com.example.Groceries", infoPlist: nil)
        let app = XCUIApplication(bundleIdentifier: "com.example.Groceries")
        app.launch()
        XCTAssertEqual(app.buttons.matching(NSPredicate(elementFormat: "label == %@", "Log In")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(elementFormat: "label BEGINSWITH[c] 'log'")).count, 1)
        XCTAssertEqual(app.staticTexts.matching(NSPredicate(elementFormat: "label CONTAINS 'elc'")).firstMatch.label, "Welcome")
        XCTAssertEqual(app.descendants(matching: .any).matching(NSPredicate(elementFormat: "elementType == %d AND isEnabled == YES",
                                                                                     Int(XCUIElement.ElementType.textField.rawValue))).count, 1)
        XCTAssertEqual(app.textFields.matching(NSPredicate(elementFormat: "placeholderValue IN %@", ["Username", "Email"])).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(elementFormat: "NOT (label LIKE '*In') OR label MATCHES %@", "^Log.*")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(elementFormat: "%K ENDSWITH[cd] 'IN'", "label")).count, 1)
        XCTAssertEqual(app.buttons.matching(NSPredicate(elementFormat: "label == 'Sign Up'")).count, 0)
        XCTAssertTrue(NSPredicate(elementFormat: "exists == true AND isHittable == 1").evaluate(with: app.buttons["Log In"]))
        XCTAssertTrue(NSPredicate(elementFormat: "exists == false").evaluate(with: app.buttons["Sign Up"]))

        // After logging in, the list's bar exists (XCTest's expectation(for:evaluatedWith:) would
        // poll this once a second on the real clock; waitForExistence waits on the device's).
        app.textFields["username"].tap()
        app.textFields["username"].typeText("ada")
        app.secureTextFields["Password"].tap()
        app.secureTextFields["Password"].typeText("lovelace")
        app.buttons["Log In"].tap()
        XCTAssertTrue(NSPredicate(elementFormat: "exists == 1").evaluate(with: app.navigationBars["Groceries"]))

        let broken = XCUIFailures.collect { _ = NSPredicate(elementFormat: "label CONTAINS") }
        XCTAssertEqual(broken, ["Unable to parse the format string \"label CONTAINS\": a comparison is missing a side"])
        app.terminate()
    }
}
