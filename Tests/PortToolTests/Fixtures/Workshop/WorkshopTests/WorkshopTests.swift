//
//  WorkshopTests.swift
//  WorkshopTests
//

import XCTest
@testable import Workshop

class WorkshopTests: XCTestCase {

    func testTheWorkbenchKeepsItsPlanksInAnArchive() throws {
        let bench = Workbench()
        bench.planks = 4
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        bench.encodeRestorableState(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let again = Workbench()
        again.decodeRestorableState(with: unarchiver)
        XCTAssertEqual(again.planks, 4)
    }

    func testAProjectActivityCarriesItsName() {
        let activity = NSUserActivity(activityType: Workbench.activityType)
        activity.addUserInfoEntries(from: ["project": "Bookshelf"])
        XCTAssertEqual(activity.userInfo?["project"] as? String, "Bookshelf")
    }
}
