//
//  FaceLockTests.swift
//  FaceLockTests
//
//  Created by Student on 21/11/2017.
//  Copyright © 2017 Example. All rights reserved.
//

import XCTest
@testable import FaceLock

class FaceLockTests: XCTestCase {

    func testTheLockScreenIsFirst() {
        let nav = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! UINavigationController
        let lock = nav.topViewController as! LockViewController
        lock.loadViewIfNeeded()
        XCTAssertEqual(lock.unlockButton.title(for: .normal), "Unlock")
        XCTAssertEqual(lock.statusLabel.text, "Locked")
    }

    func testTheSecretsTableHasANoteARow() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let secrets = storyboard.instantiateViewController(withIdentifier: "Secrets") as! SecretsViewController
        secrets.loadViewIfNeeded()
        XCTAssertEqual(secrets.tableView.numberOfRows(inSection: 0), secrets.notes.count)
    }

}
