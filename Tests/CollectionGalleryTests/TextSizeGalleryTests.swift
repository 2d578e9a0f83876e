import Foundation
import Testing
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting
import FoundationDemo

/// The Gallery's settings screen, set in text styles, at the smallest and the largest text size.
@MainActor
@Suite(.serialized) struct TextSizeGalleryTests {
    /// The height, in points, of the dark pixels in `rect`.
    func inkHeight(_ sim: Simulator, in rect: CGRect) -> CGFloat {
        let cg = sim.screenshotImage().cgImage!
        let data = cg.dataProvider!.data! as Data
        let scale = sim.screen.scale
        var top = Int.max, bottom = -1
        data.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
            for y in max(0, Int(rect.minY * scale))..<min(cg.height, Int(rect.maxY * scale)) {
                for x in max(0, Int(rect.minX * scale))..<min(cg.width, Int(rect.maxX * scale)) where p[y * cg.bytesPerRow + x * 4 + 1] < 90 {
                    top = min(top, y); bottom = max(bottom, y)
                }
            }
        }
        return bottom < 0 ? 0 : CGFloat(bottom - top + 1) / scale
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
            if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
                try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("text-size-\(category.rawValue).png"))
            }
        }
        #expect(rows[1] > rows[0] * 2.5, "the Body row: \(rows[0]) → \(rows[1])")
        #expect(inks[1] > inks[0] * 2, "Title 1's row of text: \(inks[0]) → \(inks[1])")
    }
}
