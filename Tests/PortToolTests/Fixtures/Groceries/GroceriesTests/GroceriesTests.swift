//
//  GroceriesTests.swift
//  GroceriesTests
//

import XCTest
@testable import Groceries

final class GroceriesTests: XCTestCase {

    func testTheListStartsWithThreeItems() throws {
        let nav = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let list = try XCTUnwrap(nav.topViewController as? ListViewController)
        list.loadViewIfNeeded()
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
    }
}
