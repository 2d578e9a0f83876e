import Foundation
import Testing
import UIKit
import UIKitTesting


@MainActor @Suite struct LargeTitleTests {
    /// How many dark pixels the large title's row (below the standard row) shows.
    private func largeTitleInk(_ sim: Simulator, _ bar: UINavigationBar) -> Int {
        darkPixels(sim, in: CGRect(x: 0, y: bar.frame.minY + 44, width: 200, height: max(0, bar.frame.height - 44)))
    }

    @Test func aLargeTitleCollapsesIntoTheBarAsTheListScrollsAndGrowsBack() throws {
        let sim = Simulator(device: .iPhoneSE)
        let list = NumberedRowsController()
        list.title = "Messages"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        sim.rootViewController = nav
        sim.settle()
        let bar = nav.navigationBar, table: UITableView = list.tableView
        #expect(bar.frame.height == 96, "44 and the 52-point large title: \(bar.frame)")
        #expect(abs(list.view.safeAreaInsets.top - (20 + 96)) < 0.01)
        #expect(pixels(sim, near: RGBA(r: 88, g: 86, b: 214), in: CGRect(x: 0, y: 64, width: 200, height: 52)) > 60, "the large title, in its colour")
        #expect(bar.titleFrame.width == 0 || bar.shownInlineTitleAlpha == 0, "no inline title yet")
        saveShot(sim, "large-title-expanded")

        // Dragged up 30 points: the bar is 30 shorter, the large title partly under the standard row.
        let top = -table.adjustedContentInset.top
        table.setContentOffset(CGPoint(x: 0, y: top + 30), animated: false)
        sim.runFrame()
        #expect(bar.frame.height == 66, "\(bar.frame)")
        #expect(bar.shownInlineTitleAlpha == 0)
        #expect(bar.shownAppearance.isTransparent, "still at the scroll edge: the bar folds with the content")
        saveShot(sim, "large-title-half")

        // Past the large title: the standard bar with the inline title.
        table.setContentOffset(CGPoint(x: 0, y: top + 200), animated: false)
        sim.runFrame()
        #expect(bar.frame.height == 44)
        #expect(bar.shownInlineTitleAlpha == 1)
        #expect(pixels(sim, near: RGBA(r: 88, g: 86, b: 214), in: CGRect(x: 0, y: 20, width: 375, height: 44)) == 0,
                "the large title is gone; the inline title is in the standard attributes' colour")
        #expect(!bar.shownAppearance.isTransparent, "collapsed over content: the material")
        saveShot(sim, "large-title-collapsed")

        // Back to the top: it grows back, and the bar is transparent again at the scroll edge.
        table.setContentOffset(CGPoint(x: 0, y: top), animated: false)
        sim.runFrame()
        #expect(bar.frame.height == 96 && bar.shownAppearance.isTransparent)

        // A drag that lets go half-way through the title finishes folding it.
        for distance in [20, 35] as [CGFloat] {
            table.setContentOffset(CGPoint(x: 0, y: top), animated: false)
            sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 400 - distance), duration: 1.5)
            sim.settle()
            let rest = table.contentOffset.y - top
            #expect(rest <= 0.5 || rest >= 51.5, "never resting half-folded: \(rest) after \(distance)")
        }

        // Pulled down past the top, the large title row stretches.
        table.setContentOffset(CGPoint(x: 0, y: top - 40), animated: false)
        sim.runFrame()
        #expect(bar.frame.height == 136, "\(bar.frame)")
    }

    @Test func neverAndInlineModesKeepTheStandardBar() {
        let sim = Simulator(device: .iPhoneSE)
        let list = NumberedRowsController()
        list.title = "Settings"
        list.navigationItem.largeTitleDisplayMode = .never
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        sim.rootViewController = nav
        sim.settle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(nav.navigationBar.shownInlineTitleAlpha == 1)
    }
}
