// Added to the ported Palette package by PortToolTests: tabs and an asset catalog.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Palette

@MainActor @Suite(.serialized) struct PaletteDriver {
    @Test func theSwatchAndTheAboutTab() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let tabs = try #require(delegate.window?.rootViewController as? UITabBarController)
        let swatch = try #require(tabs.selectedViewController as? SwatchViewController)
        // The Brand color set (0xAF, 0x44, 0x8E) fills the swatch on screen.
        let centre = swatch.swatch.convert(CGPoint(x: 100, y: 100), to: nil)
        #expect(sim.color(at: centre).isClose(to: RGBA(r: 0xAF, g: 0x44, b: 0x8E)), "the Brand color set fills the swatch")
        #expect(swatch.badge.image?.size == CGSize(width: 40, height: 40), "Badge.imageset's @2x image, 80 pixels, is 40 points")

        sim.tap(on: swatch.swatch)
        #expect(swatch.caption.text == "Brand tapped")

        sim.tap(on: try #require(sim.view(withText: "About")))
        sim.settle()
        let about = try #require(tabs.selectedViewController as? AboutViewController)
        #expect(about.versionLabel.text?.hasPrefix("Palette") == true && sim.view(withText: about.versionLabel.text!) != nil)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-palette.png"))
        }
    }
}
