import XCTest
import UIKit
import XCUIAutomation

/// A UI test's usual way to run the app in another language: the `-AppleLanguages` and
/// `-AppleLocale` launch arguments, which iOS reads as the device's languages and region.
final class LanguageLaunchTests: XCTestCase {
    @MainActor func testAppleLanguagesAndAppleLocaleArgumentsSetTheLaunchedDevicesLanguage() async throws {
        XCUIApplication.registerApp(delegate: GroceriesAppDelegate.self, bundleIdentifier: "com.example.Groceries", infoPlist: nil)
        let app = XCUIApplication(bundleIdentifier: "com.example.Groceries")
        app.launchArguments = ["-AppleLanguages", "(cs, \"en-GB\")", "-AppleLocale", "cs_CZ"]
        app.launch()
        XCTAssertEqual(DeviceLanguage.languages, ["cs", "en-GB"])
        XCTAssertEqual(DeviceLanguage.locale, "cs_CZ")
        app.terminate()
        app.launchArguments = ["-AppleLanguages", "(ru)"]
        app.launch()
        XCTAssertEqual(DeviceLanguage.languages, ["ru"])
        XCTAssertEqual(DeviceLanguage.locale, "ru_US", "the region stays the device's without -AppleLocale")
        app.terminate()
        app.launchArguments = []
        app.launch()
        XCTAssertEqual(DeviceLanguage.languages, ["en-US"], "a new launch without them: the new device's US English")
        app.terminate()
    }
}
