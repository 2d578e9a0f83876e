//
//  HabitsTests.swift
//  HabitsTests
//

import XCTest
@testable import Habits

class HabitsTests: XCTestCase {

    func testAHabitDescribesItselfInAFormat() {
        let habit = Habit(name: "read")
        XCTAssertEqual(String(format: "%@!", habit), "<read>!")
    }
}
