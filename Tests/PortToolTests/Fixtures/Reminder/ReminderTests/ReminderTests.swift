//
//  ReminderTests.swift
//  ReminderTests
//
//  Created by Student on 02/11/2020.
//

import XCTest
@testable import Reminder

class ReminderTests: XCTestCase {

    func testTheSegmentsMatchTheDelays() throws {
        let vc = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! ViewController
        vc.loadViewIfNeeded()
        XCTAssertEqual(vc.delayControl.numberOfSegments, vc.delays.count)
        XCTAssertEqual(vc.delayControl.titleForSegment(at: 1), "5 minutes")
        XCTAssertEqual(vc.delays[1], 5 * 60)
    }

    func testAnEmptyReminderIsNotScheduled() throws {
        let vc = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! ViewController
        vc.loadViewIfNeeded()
        vc.reminderTextField.text = ""
        vc.remindMeTapped(UIButton())
        XCTAssertEqual(vc.statusLabel.text, "Type what to remind you of first.")
    }

}
