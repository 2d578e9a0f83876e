import Foundation
import Testing
import UIKit
import UIKitTesting
import XCUIAutomation
import MasterDetail

/// An XCUITest action's frames are painted once the app is idle again: a tap that pushes a screen
/// paints about one screen (the pushed screen and the bar; the list beneath, removed at the end, was
/// hidden and repaints nothing), and the screen afterwards is the one painting every frame gives,
/// byte for byte.
@MainActor @Suite(.serialized) struct UITestPaintingTests {
    @Test func aTapThatPushesPaintsOnceTheAppIsIdleAndTheSamePixels() {
        XCUIApplication.registerApp(delegate: MasterDetailAppDelegate.self, bundleIdentifier: "painting.Planets", infoPlist: nil)
        var looks: [[UInt32]] = [], painted: [Int] = []
        for everyFrame in [true, false] {
            let app = XCUIApplication(bundleIdentifier: "painting.Planets")
            app.launch()
            app.device.paintsEveryFrame = everyFrame
            let compositor = app.device.environment.compositor
            let start = compositor.pixelsPainted
            app.tables.cells.staticTexts["Mars"].tap()
            painted.append(compositor.pixelsPainted - start)
            let count = compositor.bytesPerRow * compositor.pixelHeight / 4
            looks.append(Array(UnsafeBufferPointer(start: compositor.pixels.assumingMemoryBound(to: UInt32.self), count: count)))
            #expect(app.navigationBars["Mars"].exists)
            app.terminate()
        }
        let differing = zip(looks[0], looks[1]).filter { $0 != $1 }.count
        #expect(looks[0].count > 0 && differing == 0, "\(differing) pixels differ after the tap")
        // (Before an action's frames waited for the app to be idle, the tap's closing frame, which
        // begins the push, was painted on its own, and the list's removal repainted 0.7 of a screen
        // beneath the pushed one: 2.7 screens.)
        let screen = 1179 * 2556
        #expect(painted[1] < screen * 5 / 4, "painted \(painted[1]) pixels for the push, against \(painted[0]) every frame")
        #expect(painted[0] > screen * 10, "every frame of the push is painted: \(painted[0])")
    }
}
