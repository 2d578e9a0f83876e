//
//  JournalTests.swift
//  JournalTests
//

import XCTest
@testable import Journal

class JournalTests: XCTestCase {

    func testTheStoreKeepsEntriesInOrder() {
        let store = Store()
        store.open()
        store.add("Second day")
        XCTAssertEqual(store.entries, ["First day", "Second day"])
    }

    func testClassValuesMakeTheirOwnClasses() {
        let views = Factory.makeViews()
        XCTAssertTrue(views[0] is Divider)
        XCTAssertTrue(views[1] is Stamp)
        XCTAssertTrue(views[2] is UILabel)
        XCTAssertEqual(views[0].frame.width, 10)
        XCTAssertEqual(views[0].backgroundColor, UIColor(white: 0.85, alpha: 1))
        XCTAssertTrue(Factory.make(Stamp.self) is Stamp)
        XCTAssertTrue(Factory.controller(AboutViewController.self) is AboutViewController)
    }

    func testABadgeCellShowsItsCount() {
        let cell = BadgeCell(badge: "3")
        XCTAssertEqual(cell.badge.text, "3")
        XCTAssertTrue(cell.accessoryView === cell.badge)
    }
}
