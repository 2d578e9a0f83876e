// Added to the ported Journal package by PortToolTests: a Swift 4 project from Xcode 9 (an older
// storyboard, a SQLite bridging header, objects made from class values, NSNotification observers).
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Journal

@MainActor @Suite(.serialized) struct JournalDriver {
    @Test func writingAnEntry() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        #expect(delegate.activations == 1, "the NSNotification observer was called with the notification")
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let entries = try #require(nav.topViewController as? EntriesViewController)
        #expect(sim.view(withText: "First day") != nil && sim.view(withText: "9 characters") != nil, "SQLite's row, counted")
        let badge = try #require(entries.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell)
        #expect(badge.badge.text == "1")
        #expect(entries.tableView.backgroundColor == .white, "cocoaTouchSystemColor=\"whiteColor\"")

        sim.tap(on: try #require(sim.view(withText: "Settings")))
        #expect(sim.openedURLs.map(\.absoluteString) == [UIApplication.openSettingsURLString])

        let bar = nav.navigationBar
        sim.tap(at: bar.convert(CGPoint(x: bar.bounds.maxX - 28, y: bar.bounds.midY), to: nil))  // the "+" item
        sim.settle()
        let compose = try #require(nav.topViewController as? ComposeViewController)
        #expect(compose.saveActionName == "save:")
        #expect(compose.saveButton.layer.opacity == 0.9, "setValue(_:forKey: #keyPath(CALayer.opacity))")
        #expect(abs(compose.saveButton.frame.width - compose.view.bounds.width / 3) < 0.5, "multiplier=\"1/3\"")
        #expect(compose.saveButton.attributedTitle(for: .normal)?.string == "Save", "the attributed title")
        #expect(compose.view.backgroundColor == .systemGroupedBackground, "groupTableViewBackgroundColor")
        #expect(!compose.saveButton.isEnabled)
        #expect(compose.savedSound != 0, "Saved.caf found through Bundle.main and decoded")
        #expect(compose.exportMIMEType == "text/plain", "MobileCoreServices' tag lookup")
        #expect(ComposeViewController.log.subsystem == "com.example.Journal", "Bundle.main.bundleIdentifier from the Info.plist")

        sim.tap(on: compose.field)
        sim.type("Rain")
        sim.settle()
        #expect(compose.saveButton.isEnabled, "the text-did-change observer took an NSNotification")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-journal-compose.png"))
        }
        sim.tap(on: compose.saveButton)
        sim.settle()
        #expect(nav.topViewController === entries)
        #expect(sim.playedSystemSounds.map(\.soundID) == [compose.savedSound], "the save sound played")
        #expect(sim.playedSystemSounds.first?.file?.lastPathComponent == "Saved.caf")
        #expect(delegate.store.entries == ["First day", "Rain"])
        #expect(sim.view(withText: "Rain") != nil && sim.view(withText: "4 characters") != nil)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-journal.png"))
        }
    }

    @Test func objectsOfAnyClassAreMadeFromClassValues() {
        // Made through `T()` in the app's generic helper: a formatter, an animation, a recognizer.
        let formatter = Factory.yearFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(formatter.string(from: Date(timeIntervalSince1970: 0)) == "1970")
        #expect(Factory.fade().keyPath == "opacity" && Factory.fade().duration == 0.4)
        #expect(Factory.doubleTap().numberOfTapsRequired == 2)
    }
}
