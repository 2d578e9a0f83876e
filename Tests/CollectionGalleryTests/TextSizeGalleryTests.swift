import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The Gallery's settings screen, set in text styles, at the smallest and the largest text size.
@MainActor
@Suite(.serialized) struct TextSizeGalleryTests {
    /// The height, in points, of the dark pixels in `rect`.
    func inkHeight(_ sim: Simulator, in rect: CGRect) -> CGFloat {
        let rows = matchingPixelRows(sim, in: rect) { _, g, _ in g < 90 }
        guard let top = rows.min(), let bottom = rows.max() else { return 0 }
        return CGFloat(bottom - top + 1) / sim.screen.scale
    }

    @Test func rowsGrowFromTheSmallestToTheLargestSize() throws {
        let sim = Simulator()
        var rows: [CGFloat] = [], inks: [CGFloat] = []
        for category in [UIContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
            sim.preferredContentSizeCategory = category
            let nav = UINavigationController(rootViewController: TextSizeSettingsViewController())
            sim.rootViewController = nav
            sim.settle()
            let table = try #require((nav.topViewController as? UITableViewController)?.tableView)
            rows.append(table.rectForRow(at: IndexPath(row: 5, section: 0)).height)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            inks.append(inkHeight(sim, in: cell.convert(cell.bounds, to: sim.window)))
            saveShot(sim, "text-size-\(category.rawValue)")
        }
        #expect(rows[1] > rows[0] * 2.5, "the Body row: \(rows[0]) → \(rows[1])")
        #expect(inks[1] > inks[0] * 2, "Title 1's row of text: \(inks[0]) → \(inks[1])")
    }
}
