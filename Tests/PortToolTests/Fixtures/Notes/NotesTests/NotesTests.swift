//
//  NotesTests.swift
//  NotesTests
//

import XCTest
@testable import Notes

class NotesTests: XCTestCase {

    func testTheBannerIsAChild() {
        let vc = ComposeViewController()
        vc.loadViewIfNeeded()
        XCTAssertEqual(vc.childViewControllers.count, 1)
        XCTAssertTrue(vc.banner.attached)
    }
}
