//
//  WhereAmITests.swift
//  WhereAmITests
//
//  Created by Student on 14/03/2019.
//  Copyright © 2019 Example. All rights reserved.
//

import XCTest
import CoreLocation
@testable import WhereAmI

class WhereAmITests: XCTestCase {

    var viewController: ViewController!

    override func setUp() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        viewController = storyboard.instantiateInitialViewController() as? ViewController
        viewController.loadViewIfNeeded()
    }

    func testTheLabelsAreConnected() {
        XCTAssertNotNil(viewController.coordinatesLabel)
        XCTAssertNotNil(viewController.cityLabel)
        XCTAssertEqual(viewController.locateButton.title(for: .normal), "Locate me")
    }

    func testTheDistanceAddsUp() {
        let start = CLLocation(latitude: 51.5007, longitude: -0.1246)
        let end = CLLocation(latitude: 51.5017, longitude: -0.1246)
        viewController.locationManager(viewController.locationManager, didUpdateLocations: [start])
        viewController.locationManager(viewController.locationManager, didUpdateLocations: [end])
        XCTAssertEqual(viewController.distanceWalked, 111, accuracy: 1)
        XCTAssertEqual(viewController.coordinatesLabel.text, "51.5017, -0.1246")
        XCTAssertEqual(viewController.distanceLabel.text, "Walked 111 m")
    }

}
