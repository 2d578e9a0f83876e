//
//  TrialTests.swift
//  TrialTests
//

import XCTest
@testable import Trial

final class TrialTests: XCTestCase {

    func testGreetingUsesTheName() throws {
        let vc = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? ViewController)
        vc.loadViewIfNeeded()
        vc.nameField.text = "Grace"
        vc.greet(vc)
        XCTAssertEqual(vc.greetingLabel.text, "Hello, Grace!")
    }
}
