//
//  PhrasebookTests.swift
//  PhrasebookTests
//

import XCTest
@testable import Phrasebook

final class PhrasebookTests: XCTestCase {

    func testTheStoryboardMakesThePhrasebook() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let vc = try XCTUnwrap(storyboard.instantiateInitialViewController() as? PhrasebookViewController)
        vc.loadViewIfNeeded()
        XCTAssertEqual(vc.apples, 1)
        XCTAssertNotNil(vc.applesLabel.text)
    }

    func testAddingAnAppleCountsIt() throws {
        let vc = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? PhrasebookViewController)
        vc.loadViewIfNeeded()
        vc.addApple(vc)
        XCTAssertEqual(vc.apples, 2)
    }
}
