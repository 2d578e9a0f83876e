//
//  GroceriesUITests.swift
//  GroceriesUITests
//

import XCTest

class GroceriesUITests: XCTestCase {

    var app: XCUIApplication!

    override func setUp() {
        super.setUp()

        // In UI tests it is usually best to stop immediately when a failure occurs.
        continueAfterFailure = false
        // UI tests must launch the application that they test.
        app = XCUIApplication()
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func testBuyingAnItemTakesItOffTheList() {
        let list = app.tables.element
        XCTAssertEqual(list.cells.count, 3)
        XCTAssertTrue(app.navigationBars["Groceries"].exists)

        list.cells.staticTexts["Bread"].tap()
        XCTAssertTrue(app.navigationBars["Bread"].exists)
        app.buttons["Bought it"].tap()

        XCTAssertTrue(app.navigationBars["Groceries"].waitForExistence(timeout: 2))
        XCTAssertEqual(list.cells.count, 2)
        let bread = NSPredicate(format: "label CONTAINS[c] %@", "bread")
        XCTAssertEqual(list.staticTexts.matching(bread).count, 0)
    }

    func testLaunchingWithAnEmptyList() {
        app.terminate()
        app.launchArguments = ["-StartEmpty"]
        app.launch()
        XCTAssertEqual(app.tables.cells.count, 0)
        app.navigationBars["Groceries"].buttons["Add"].tap()
        XCTAssertTrue(app.tables.staticTexts["Item 1"].waitForExistence(timeout: 2))
    }

    func testAddingAnItem() {
        app.navigationBars["Groceries"].buttons["Add"].tap()
        XCTAssertTrue(app.tables.staticTexts["Item 4"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.tables.cells.count, 4)
    }
}
