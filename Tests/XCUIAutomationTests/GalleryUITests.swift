import XCTest
import UIKit
import XCUIAutomation
import GalleryApp

/// UI tests of the Gallery as its users go through it: find a screen in the long list, book a stay
/// on the calendar (a room from a pull-down menu, an alert answered twice), page through the
/// onboarding carousel, and come back.
final class GalleryUITests: XCTestCase {
    var app: XCUIApplication!

    @MainActor override func setUp() async throws {
        continueAfterFailure = false
        XCUIApplication.registerApp(delegate: GalleryAppDelegate.self, bundleIdentifier: "org.openuikit.Gallery", infoPlist: nil)
        app = XCUIApplication(bundleIdentifier: "org.openuikit.Gallery")
        // A smaller screen: fewer pixels to draw each frame, and the pixels are not the point.
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
    }

    @MainActor override func tearDown() async throws {
        app.terminate()
    }

    /// Scrolls the list until the row is on screen, and opens it.
    @MainActor func open(_ row: String) {
        let list = app.tables.element
        let cell = list.cells.staticTexts[row]
        var swipes = 0
        while !cell.isHittable && swipes < 10 {
            list.swipeUp()
            swipes += 1
        }
        cell.tap()
        XCTAssertTrue(app.navigationBars.buttons["BackButton"].waitForExistence(timeout: 2), "pushed \(row)")
    }

    @MainActor func testBookingAStayOnTheCalendar() async throws {
        XCTAssertTrue(app.navigationBars["Gallery"].exists)
        open("Booking form (date pickers, pull-down)")
        XCTAssertTrue(app.navigationBars["Booking"].exists)
        XCTAssertTrue(app.staticTexts["3 nights, Double room"].exists)

        // Check-out two days later than the form suggests, on the inline calendar.
        let calendar = Calendar.current
        let checkIn = calendar.date(byAdding: .day, value: 7, to: calendar.startOfDay(for: Date()))!
        let suggested = calendar.date(byAdding: .day, value: 3, to: checkIn)!
        let wanted = calendar.date(byAdding: .day, value: 5, to: checkIn)!
        let names = DateFormatter()
        names.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        let checkOut = app.datePickers.element(boundBy: 1)
        XCTAssertTrue(checkOut.collectionViews.buttons[names.string(from: suggested)].isSelected)
        if !calendar.isDate(wanted, equalTo: suggested, toGranularity: .month) {
            checkOut.buttons["Next Month"].tap()
        }
        let day = checkOut.collectionViews.buttons[names.string(from: wanted)]
        XCTAssertTrue(day.isHittable)
        day.tap()
        XCTAssertTrue(day.isSelected)
        XCTAssertTrue(app.staticTexts["5 nights, Double room"].exists)
        // Before check-in cannot be chosen.
        let early = checkOut.collectionViews.buttons.matching(NSPredicate { element, _ in
            (element as? XCUIElementAttributes)?.isEnabled == false
        })
        XCTAssertGreaterThan(early.count, 0, "the days up to check-in are not enabled")

        // The room, from the pull-down menu.
        app.buttons["Double"].tap()
        app.menuItems["Suite"].tap()
        XCTAssertTrue(app.staticTexts["5 nights, Suite room"].waitForExistence(timeout: 1))

        // Booking asks first: cancelled, nothing is booked; confirmed, the summary says so.
        app.navigationBars["Booking"].buttons["Book"].tap()
        let alert = app.alerts["Book this stay?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 1))
        XCTAssertTrue(alert.staticTexts["5 nights, Suite room"].exists, "the stay in the alert's message")
        add(XCTAttachment(screenshot: XCUIScreen.main.screenshot()))
        XCTAssertFalse(app.navigationBars.buttons["Gallery"].isHittable, "nothing behind the alert can be reached")
        alert.buttons["Cancel"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 1))
        XCTAssertTrue(app.staticTexts["5 nights, Suite room"].exists)
        app.navigationBars["Booking"].buttons["Book"].tap()
        app.alerts["Book this stay?"].buttons["Book"].tap()
        XCTAssertTrue(app.staticTexts["Booked: 5 nights, Suite room"].waitForExistence(timeout: 1))
        let shot = XCTAttachment(screenshot: app.screenshot())
        shot.name = "booking"
        add(shot)

        app.navigationBars.buttons["Gallery"].tap()
        XCTAssertTrue(app.navigationBars["Gallery"].waitForExistence(timeout: 2))
    }

    @MainActor func testPagingThroughTheOnboardingCarousel() async throws {
        open("Onboarding (page view controller)")
        let pages = app.pageIndicators.element
        XCTAssertEqual(pages.value as? String, "page 1 of 3")
        XCTAssertTrue(app.staticTexts["Welcome"].exists)
        XCTAssertFalse(app.buttons["Get Started"].isHittable, "shown on the last page only")

        app.staticTexts["Welcome"].swipeLeft()
        XCTAssertTrue(app.staticTexts["Plan"].waitForExistence(timeout: 1))
        XCTAssertEqual(pages.value as? String, "page 2 of 3")
        app.staticTexts["Plan"].swipeLeft()
        XCTAssertEqual(pages.value as? String, "page 3 of 3")
        XCTAssertTrue(app.staticTexts["Share"].exists)
        XCTAssertTrue(app.buttons["Get Started"].isHittable)

        // Back a page; the page beside stays loaded, off screen, as on iOS.
        app.staticTexts["Share"].swipeRight()
        XCTAssertEqual(pages.value as? String, "page 2 of 3")
        XCTAssertTrue(app.staticTexts["Plan"].isHittable)
        XCTAssertFalse(app.staticTexts["Share"].isHittable)
        XCTAssertFalse(app.buttons["Get Started"].isHittable)
    }
}
