//
//  CounterTests.swift
//  CounterTests
//

import XCTest
@testable import Counter

final class CounterTests: XCTestCase {

    func testIncrementCounts() {
        let vc = CounterViewController(nibName: "CounterViewController", bundle: nil)
        vc.loadViewIfNeeded()
        vc.increment(UIButton())
        vc.increment(UIButton())
        XCTAssertEqual(vc.countLabel.text, "2")
    }
}
