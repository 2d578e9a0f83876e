//
//  PhotoFilterTests.swift
//  PhotoFilterTests
//
//  Created by Student on 14/11/2018.
//  Copyright © 2018 Example. All rights reserved.
//

import XCTest
import CoreImage
@testable import PhotoFilter

class PhotoFilterTests: XCTestCase {

    var viewController: ViewController!

    override func setUp() {
        super.setUp()
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        viewController = storyboard.instantiateInitialViewController() as? ViewController
        viewController.loadViewIfNeeded()
    }

    func testThePhotoIsLoaded() {
        XCTAssertNotNil(viewController.original)
        XCTAssertEqual(viewController.original.extent, CGRect(x: 0, y: 0, width: 600, height: 400))
        XCTAssertNotNil(viewController.imageView.image)
    }

    func testTheSliderStartsHalfway() {
        XCTAssertEqual(viewController.intensitySlider.value, 0.5, accuracy: 0.001)
        XCTAssertEqual(viewController.intensityLabel.text, "Intensity: 0.50")
    }

    func testThereAreThreeEffects() {
        XCTAssertEqual(viewController.effectControl.numberOfSegments, 3)
        XCTAssertEqual(viewController.effectControl.titleForSegment(at: 2), "Blur")
    }

    func testTheFiltersExist() {
        for name in ["CISepiaTone", "CIPhotoEffectNoir", "CIVignette", "CIGaussianBlur"] {
            XCTAssertNotNil(CIFilter(name: name), name)
        }
    }

    func testBlurKeepsThePhotoSize() {
        viewController.effectControl.selectedSegmentIndex = 2
        XCTAssertEqual(viewController.filteredImage()?.extent, viewController.original.extent)
    }

}
