import XCTest

final class RosterUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testSearchingNarrowsTheList() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Roster"].exists)
        XCTAssertEqual(app.cells.count, 4)
        let search = app.textFields["search"]
        search.tap()
        search.typeText("bo")
        XCTAssertTrue(app.staticTexts["Bo Park"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.cells.count, 1)
        XCTAssertFalse(app.staticTexts["Ann Lee"].exists)
    }
}
