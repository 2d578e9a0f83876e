import Testing
import Foundation
import UIKit
import UIKitTesting
import MasterDetail

/// Records what the split view's delegate hears.
@MainActor final class SplitSpy: UISplitViewControllerDelegate {
    var modes: [UISplitViewController.DisplayMode] = []
    var top: UISplitViewController.Column = .secondary
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) { modes.append(displayMode) }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { top }
}

@MainActor
@Suite(.serialized) struct MasterDetailTests {
    func app(_ device: Simulator.Device, landscape: Bool = false) -> (Simulator, MasterDetailSplit) {
        let sim = Simulator(device: device)
        if landscape { sim.rotate(to: .landscapeLeft) }
        let split = MasterDetailSplit()
        sim.rootViewController = split
        sim.settle()
        return (sim, split)
    }

    func frame(_ v: UIView?) -> CGRect { v.map { $0.convert($0.bounds, to: nil) } ?? .zero }

    @Test func sideBySideInLandscapeAndTheDetailFollowsTheList() throws {
        let (sim, split) = app(.iPadPro11, landscape: true)
        #expect(split.displayMode == .oneBesideSecondary && !split.isCollapsed && split.primaryColumnWidth == 320)
        let list = frame(split.list.view), detail = frame(split.viewControllers.last?.view)
        #expect(list == CGRect(x: 0, y: 0, width: 320, height: 834) && detail.minX == 320 && detail.width == 1194 - 320)
        #expect(sim.view(withText: "Choose a planet.") != nil)
        sim.tap(on: try #require(sim.view(withText: "Mars")))
        sim.settle()
        #expect(sim.view(withText: "Mars", ) != nil && sim.view(withText: PlanetListViewController.planets[3].fact) != nil)
        #expect(split.viewControllers.count == 2 && split.list.splitViewController === split)
        try Snapshot.verify(sim.screenshot(), reference: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/split-landscape-iPadPro11.png"))
        // A wider list, by fraction; show(_:sender:) from the list pushes in the primary column.
        split.preferredPrimaryColumnWidthFraction = 0.4
        sim.settle()
        #expect(split.primaryColumnWidth == 478 && frame(split.list.navigationController?.view).width == 478)
        let more = UIViewController()
        more.title = "Moons"
        split.list.show(more, sender: nil)
        sim.settle()
        #expect(split.list.navigationController?.topViewController === more && frame(more.view).maxX == 478)
    }

    @Test func inPortraitTheListSlidesOverTheDetail() throws {
        let (sim, split) = app(.iPadPro11)
        let primary = try #require(split.viewControllers.first?.view)
        #expect(split.displayMode == .secondaryOnly && primary.isHidden)
        // The display-mode button in the detail's bar brings the list over it, dimming the detail.
        sim.tap(on: try #require(sim.view(withText: "Show Sidebar")))
        sim.settle()
        #expect(split.displayMode == .oneOverSecondary && frame(split.list.view).minX == 0)
        #expect(frame(split.viewControllers.last?.view).minX == 0, "the detail stays full width under it")
        try Snapshot.verify(sim.screenshot(), reference: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/split-portrait-overlay-iPadPro11.png"))
        // Choosing a planet shows it and puts the list away.
        sim.tap(on: try #require(sim.view(withText: "Venus")))
        sim.settle()
        #expect(split.displayMode == .secondaryOnly && sim.view(withText: PlanetListViewController.planets[1].fact) != nil)
        // A swipe from the left edge brings it back.
        sim.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 250, y: 500), duration: 0.3)
        sim.settle()
        #expect(split.displayMode == .oneOverSecondary)
        // A tap on the dimmed detail sends it away again.
        sim.tap(at: CGPoint(x: 600, y: 600))
        sim.settle()
        #expect(split.displayMode == .secondaryOnly)
    }

    @Test func turningTheIPadChangesTheDisplayMode() throws {
        let (sim, split) = app(.iPadPro11)
        let spy = SplitSpy()
        split.delegate = spy
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let primary = try #require(split.viewControllers.first?.view)
        #expect(spy.modes == [.oneBesideSecondary] && split.displayMode == .oneBesideSecondary && !primary.isHidden)
        sim.rotate(to: .portrait)
        sim.settle()
        #expect(spy.modes == [.oneBesideSecondary, .secondaryOnly] && primary.isHidden)
    }

    @Test func anIPhoneCollapsesIntoOneStack() throws {
        let (sim, split) = app(.iPhone15)
        #expect(split.isCollapsed && split.viewControllers.count == 1)
        // Nothing chosen: the delegate dropped the placeholder, so the list is on top.
        #expect(sim.view(withText: "Planets") != nil && sim.view(withText: "Choose a planet.") == nil)
        sim.tap(on: try #require(sim.view(withText: "Saturn")))
        sim.settle()
        let nav = try #require(split.viewControllers.first as? UINavigationController)
        #expect(nav.viewControllers.count == 2 && nav.topViewController?.title == "Saturn", "pushed on the list's stack")
        sim.tap(on: try #require(sim.view(withText: "Planets")))
        sim.settle()
        #expect(nav.topViewController === split.list)
    }

    @Test func aLargeIPhoneExpandsWhenItTurnsAndCollapsesBack() throws {
        let (sim, split) = app(.iPhone15ProMax)
        #expect(split.isCollapsed)
        sim.tap(on: try #require(sim.view(withText: "Jupiter")))
        sim.settle()
        // Landscape on a Max is regular width: two columns, the chosen planet in the secondary.
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(!split.isCollapsed && split.viewControllers.count == 2 && split.displayMode == .oneBesideSecondary)
        let detail = try #require((split.viewControllers.last as? UINavigationController)?.topViewController)
        #expect(detail.title == "Jupiter" && (split.viewControllers.first as? UINavigationController)?.viewControllers.count == 1)
        #expect(sim.view(withText: PlanetListViewController.planets[4].fact) != nil && sim.view(withText: "Neptune") != nil)
        // Portrait again: one stack, the detail on top of the list.
        sim.rotate(to: .portrait)
        sim.settle()
        let nav = try #require(split.viewControllers.first as? UINavigationController)
        #expect(split.isCollapsed && nav.viewControllers.count == 2 && nav.topViewController?.title == "Jupiter")
    }

    @Test func theColumnAPIWrapsColumnsAndCollapsesToTheSecondaryUnlessAsked() throws {
        func make(_ device: Simulator.Device, spy: SplitSpy? = nil) -> (Simulator, UISplitViewController, UIViewController, UIViewController) {
            let sim = Simulator(device: device)
            let split = UISplitViewController(style: .doubleColumn)
            split.delegate = spy
            let list = UIViewController(), detail = UIViewController()
            list.title = "List"
            detail.title = "Detail"
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            sim.rootViewController = split
            sim.settle()
            return (sim, split, list, detail)
        }
        var (sim, split, list, detail) = make(.iPadPro11)
        #expect(split.viewController(for: .primary) === list && list.navigationController != nil, "each column in a navigation controller")
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.navigationItem.leftBarButtonItem === split.displayModeButtonItem, "the sidebar button while the list is hidden")
        split.show(.primary)
        sim.settle()
        #expect(split.displayMode == .oneOverSecondary && !list.view.isHidden)
        split.hide(.primary)
        sim.settle()
        #expect(split.displayMode == .secondaryOnly)
        // iPhone: the secondary on top by default, the primary when the delegate asks.
        (sim, split, list, detail) = make(.iPhone15)
        #expect(list.navigationController?.topViewController === detail)
        let spy = SplitSpy()
        spy.top = .primary
        (sim, split, list, detail) = make(.iPhone15, spy: spy)
        #expect(list.navigationController?.topViewController === list && sim.view(withText: "List") != nil)
    }

    @Test func showAndShowDetailOutsideASplitView() throws {
        let sim = Simulator(device: .iPhone15)
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        sim.rootViewController = nav
        sim.settle()
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        sim.settle()
        #expect(nav.topViewController === pushed, "show pushes in a navigation controller")
        let detail = UIViewController()
        pushed.showDetailViewController(detail, sender: nil)
        sim.settle()
        #expect(nav.topViewController === detail, "outside a split view, a detail is shown as show does")
        let lone = UIViewController()
        let sheet = UIViewController()
        nav.present(lone, animated: false)
        sim.settle()
        lone.show(sheet, sender: nil)
        sim.settle()
        #expect(lone.presentedViewController === sheet, "outside a navigation controller, show presents")
    }
}


