//
//  BouncyTests.swift
//  BouncyTests
//

import XCTest
@testable import Bouncy

class BouncyTests: XCTestCase {

    func testTheStoryboardMakesTheBarrier() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let vc = storyboard.instantiateInitialViewController() as! ViewController
        vc.loadViewIfNeeded()
        XCTAssertNotNil(vc.barrier)
        XCTAssertEqual(vc.animator.behaviors.count, 3)
        XCTAssertEqual(vc.collision.boundaryIdentifiers?.count, 1)
    }
}
