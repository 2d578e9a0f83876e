//
//  AvatarTests.swift
//  AvatarTests
//

import XCTest
@testable import Avatar

class AvatarTests: XCTestCase {

    func testTheSimulatorHasNoCamera() {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    }

    func testTheProfileStartsWithoutAPhoto() {
        let vc = ProfileViewController()
        vc.loadViewIfNeeded()
        XCTAssertNil(vc.photoView.image)
        XCTAssertEqual(vc.statusLabel.text, "No photo")
    }
}
