//
//  GreeterTests.swift
//  GreeterTests
//

import XCTest
@testable import Greeter

final class GreeterTests: XCTestCase {

    func testTheStoryboardMakesTheGreeter() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let vc = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ViewController)
        vc.loadViewIfNeeded()
        XCTAssertNotNil(vc.nameField)
        XCTAssertEqual(vc.greetingLabel.text, "Who are you?")
    }

    func testGreetingUsesTheName() throws {
        let vc = try XCTUnwrap(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? ViewController)
        vc.loadViewIfNeeded()
        vc.nameField.text = "Grace"
        vc.greet(vc)
        XCTAssertEqual(vc.greetingLabel.text, "Hello, Grace!")
    }
}
