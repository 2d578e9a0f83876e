import XCTest
import UIKit
import XCUIAutomation

/// A UI test over a web page, as XCUITest sees one: the page's text, links, fields and buttons are
/// inside `webViews`, and tapping and typing reach the page.
final class WebViewUITests: XCTestCase {
    @MainActor override func setUp() async throws {
        XCUIApplication.registerApp(delegate: WebBrowserAppDelegate.self, bundleIdentifier: "books.Browser", infoPlist: nil)
    }

    @MainActor func testThePagesElementsAreInTheWebViewAndALinkNavigates() async throws {
        let app = XCUIApplication(bundleIdentifier: "books.Browser")
        app.launch()
        let web = app.webViews["browser"]
        XCTAssertTrue(web.waitForExistence(timeout: 5))
        XCTAssertTrue(app.navigationBars["Apples"].exists, "the page's title became the screen's: \(app.debugDescription)")
        XCTAssertTrue(web.staticTexts["Red and round."].exists)
        XCTAssertTrue(web.staticTexts["Apples"].exists, "the heading")
        let link = web.links["Pears"]
        XCTAssertTrue(link.exists && link.isHittable)

        let field = web.textFields["Your name"]
        XCTAssertTrue(field.exists)
        field.tap()
        field.typeText("Ann")
        web.buttons["Greet"].tap()
        XCTAssertTrue(web.staticTexts["Hello, Ann"].waitForExistence(timeout: 2), app.debugDescription)

        link.tap()
        XCTAssertTrue(app.navigationBars["Pears"].waitForExistence(timeout: 2))
        XCTAssertTrue(web.staticTexts["Green and sweet."].exists)
        XCTAssertFalse(web.links["Pears"].exists)
    }
}
