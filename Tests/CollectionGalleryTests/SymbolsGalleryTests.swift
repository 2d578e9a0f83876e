import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The Gallery's symbols screen: a large title over a list of SF Symbols, a frosted card over
/// colour, one symbol at three weights and three scales.
@MainActor
@Suite struct SymbolsGalleryTests {
    @Test func theSymbolsScreenShowsTintedSymbolsUnderALargeTitleThatFolds() throws {
        let sim = Simulator(device: .iPhoneSE)
        let list = UITableViewController(style: .insetGrouped)
        list.title = "Gallery"
        let nav = UINavigationController(rootViewController: list)
        sim.rootViewController = nav
        sim.settle()
        let demo = SymbolsDemoViewController()
        nav.pushViewController(demo, animated: false)
        sim.settle()
        saveShot(sim, "gallery-symbols")
        let bar = nav.navigationBar
        #expect(bar.frame.height == 96, "a large title: \(bar.frame)")
        #expect(SymbolsDemoViewController.names.count == 30, "every name in the list draws")

        // The rows' symbols, in the tint; the card's blur mixes the colour bands behind it.
        let table: UITableView = demo.tableView
        let firstRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let icon = try #require(firstRow.imageView?.frame).offsetBy(dx: firstRow.frame.minX, dy: 0)
        let rowOnScreen = firstRow.convert(firstRow.bounds, to: nil)
        let blue = matchingPixelRows(sim, in: CGRect(x: rowOnScreen.minX, y: rowOnScreen.minY, width: 80, height: rowOnScreen.height)) { b, g, r in
            b > 200 && g > 90 && g < 150 && r < 40
        }
        #expect(blue.count > 50, "the house, in the tint (\(icon))")
        let header = try #require(table.tableHeaderView)
        let c1 = sim.color(at: header.convert(CGPoint(x: 80, y: 36), to: nil)), c2 = sim.color(at: header.convert(CGPoint(x: 120, y: 36), to: nil))
        let bandEdge = header.convert(CGPoint(x: 20 + 56 + 28, y: 100), to: nil)
        #expect(sim.color(at: bandEdge) == RGBA(r: 255, g: 149, b: 0), "an orange band outside the card")
        #expect(c1.r > 200 && c2.r > 200 && c1 != RGBA(r: 255, g: 149, b: 0) && abs(Int(c1.g) - Int(c2.g)) < 60, "the card is frosted: \(c1) \(c2)")
        #expect(matchingPixelRows(sim, in: header.convert(CGRect(x: 0, y: 115, width: 360, height: 70), to: nil)) { b, g, r in b > 200 && r < 40 }.count > 300, "six check marks in the tint")

        // Scrolled, the large title folds into the bar.
        table.setContentOffset(CGPoint(x: 0, y: 300 - table.adjustedContentInset.top), animated: false)
        sim.settle()
        #expect(bar.frame.height == 44)
        saveShot(sim, "gallery-symbols-scrolled")

        // Back in the list, the bar has no large title.
        nav.popViewController(animated: false)
        sim.settle()
        #expect(bar.frame.height == 44 && !bar.prefersLargeTitles)
    }
}
