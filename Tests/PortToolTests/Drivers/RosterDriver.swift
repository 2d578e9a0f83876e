// Added to the ported Roster package by PortToolTests: an iOS team's app with Swift packages
// (AnchorKit, ImageLoader, TableDiff ported from iOS; Quick and Nimble as they are) and Combine.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Roster

@MainActor @Suite(.serialized) struct RosterDriver {
    @Test func searchNarrowsTheListAfterTheTypingStops() async throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let roster = try #require(nav.topViewController as? RosterViewController)
        #expect(roster.tableView.numberOfRows(inSection: 0) == 4)
        // AnchorKit's constraints: the field under the navigation bar (topLayoutGuide), the table under it.
        let safeTop = roster.view.safeAreaInsets.top
        #expect(roster.searchField.frame == CGRect(x: 16, y: safeTop + 8, width: sim.screen.bounds.width - 32, height: 36))
        #expect(roster.tableView.frame.minY == safeTop + 52)
        // ImageLoader: the first row's avatar, loaded from the app's bundle on a background queue.
        for _ in 0..<200 where roster.tableView.visibleCells.compactMap({ ($0 as? MemberCell)?.avatar.image }).count < 4 {
            await sim.yield()
        }
        let cell = try #require(roster.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MemberCell)
        #expect(cell.avatar.image != nil)
        let avatarCenter = cell.avatar.convert(CGPoint(x: 20, y: 20), to: nil)
        let red = sim.color(at: avatarCenter)
        #expect(red.r > 200 && red.g < 90 && red.b < 80, "Ann's avatar is red: \(red)")

        sim.tap(on: roster.searchField)
        sim.type("bo")
        sim.advance(by: 0.1)
        #expect(roster.tableView.numberOfRows(inSection: 0) == 4, "the search waits for the typing to stop (Combine's debounce)")
        sim.advance(by: 0.2)
        sim.settle()
        #expect(roster.tableView.numberOfRows(inSection: 0) == 1, "TableDiff removed the rows that do not match")
        #expect(sim.view(withText: "Bo Park") != nil && sim.view(withText: "Ann Lee") == nil)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-roster.png"))
        }
    }
}
