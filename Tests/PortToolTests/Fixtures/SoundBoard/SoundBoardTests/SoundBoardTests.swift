//
//  SoundBoardTests.swift
//  SoundBoardTests
//
//  Created by Student on 02/10/2018.
//  Copyright © 2018 Example. All rights reserved.
//

import XCTest
@testable import SoundBoard

class SoundBoardTests: XCTestCase {

    var viewController: ViewController!

    override func setUp() {
        super.setUp()
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        viewController = storyboard.instantiateInitialViewController() as? ViewController
        viewController.loadViewIfNeeded()
    }

    func testThereAreSixSounds() {
        XCTAssertEqual(viewController.soundNames, ["Bell", "Chirp", "Drop", "Laser", "Siren", "Whistle"])
    }

    func testEverySoundHasAPlayer() {
        for name in viewController.soundNames {
            XCTAssertNotNil(viewController.players[name], "\(name).wav should be in the app")
        }
    }

    func testEachButtonIsNamedAfterItsSound() {
        XCTAssertEqual(viewController.soundButtons.count, 6)
        for button in viewController.soundButtons {
            XCTAssertEqual(button.title(for: .normal), viewController.soundNames[button.tag])
        }
    }

    func testNothingIsPlayingAtFirst() {
        XCTAssertEqual(viewController.nowPlayingLabel.text, "Tap a sound")
        XCTAssertEqual(viewController.volumeSlider.value, 0.8, accuracy: 0.001)
    }

}

