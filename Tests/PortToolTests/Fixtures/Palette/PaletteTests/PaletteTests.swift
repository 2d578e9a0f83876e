//
//  PaletteTests.swift
//  PaletteTests
//

import XCTest
@testable import Palette

final class PaletteTests: XCTestCase {

    func testTheBrandColorComesFromTheAssetCatalog() throws {
        let color = try XCTUnwrap(UIColor(named: "Brand"))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 0xAF / 255, accuracy: 0.01)
        XCTAssertEqual(b, 0x8E / 255, accuracy: 0.01)
    }
}
