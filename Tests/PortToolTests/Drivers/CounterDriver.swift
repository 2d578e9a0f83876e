// Added to the ported Counter package by PortToolTests: xibs, @UIApplicationMain and a deinit.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Counter

@MainActor @Suite(.serialized) struct CounterDriver {
    @Test func countingAndTheHistoryScreen() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let counter = try #require(nav.topViewController as? CounterViewController)
        let plus = try #require(sim.view(withText: "+1"))
        for _ in 0..<3 { sim.tap(on: plus) }
        #expect(counter.countLabel.text == "3" && sim.view(withText: "3") != nil)

        sim.tap(on: try #require(sim.view(withText: "History")))
        sim.settle()
        #expect(nav.topViewController is HistoryViewController)
        #expect(sim.view(withText: "Counted to 3") != nil, "HistoryViewController.xib by UIKit's default nib name")

        // Back: the history controller is released, and its deinit's notification reaches the counter.
        sim.tap(on: try #require(sim.view(withText: "Back") ?? sim.view(withText: "Counter")))
        sim.settle()
        #expect(nav.topViewController === counter)
        #expect(counter.statusLabel.text == "History closed", "deinit ran and posted")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-counter.png"))
        }
    }
}
