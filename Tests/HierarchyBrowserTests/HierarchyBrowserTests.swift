import Testing
import Foundation
import UIKit
import UIKitTesting
import HierarchyBrowser

/// Seed 001, "Ještě jednou UINavigationController": the table-based hierarchical browser as the chapter
/// builds it, driven by taps and drags.
@MainActor
@Suite(.serialized) struct HierarchyBrowserTests {
    /// The chapter's list: `@"a",@"b",[@"1",@"2",@"3",@"4"],@"c",@"d"`.
    static let data: [SelectionItem] = [.leaf("a"), .leaf("b"), .list([.leaf("1"), .leaf("2"), .leaf("3"), .leaf("4")]),
                                        .leaf("c"), .leaf("d")]

    func browser() -> (Simulator, UINavigationController, SelectionVC, BrowserNavigationDelegate) {
        let sim = Simulator(device: .iPhone15)
        let root = SelectionVC.selection(with: HierarchyBrowserTests.data)
        let nav = UINavigationController(rootViewController: root)
        let delegate = BrowserNavigationDelegate()
        nav.delegate = delegate
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav, root, delegate)
    }

    /// The visible row of the front list showing `text`.
    func cell(_ sim: Simulator, _ text: String) -> UITableViewCell? {
        let nav = sim.rootViewController as? UINavigationController
        let table = (nav?.topViewController as? UITableViewController)?.tableView
        return table?.visibleCells.first { $0.textLabel?.text == text }
    }

    /// Opens the nested list through its row and returns its controller.
    func openNested(_ sim: Simulator, _ nav: UINavigationController) throws -> SelectionVC {
        sim.tap(on: try #require(cell(sim, "4 items")))
        sim.settle()
        return try #require(nav.topViewController as? SelectionVC)
    }

    @Test func theRootListsStringsAndNestedListsInATable() throws {
        let (sim, nav, root, _) = browser()
        let table = try #require(root.view as? UITableView)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "4 items", "c", "d"])
        #expect(table.visibleCells[2].accessoryType == .disclosureIndicator && table.visibleCells[0].accessoryType == .none)
        #expect(nav.isNavigationBarHidden, "no back button on the root, so no bar")
        #expect(!nav.isToolbarHidden, "there is a nested list")
        // Strings select nothing.
        sim.tap(on: try #require(cell(sim, "a")))
        sim.settle()
        #expect(nav.viewControllers.count == 1 && table.indexPathForSelectedRow == nil)
    }

    @Test func selectingANestedListPushesItAndTheDelegateHears() throws {
        let (sim, nav, root, delegate) = browser()
        let level = try openNested(sim, nav)
        #expect(level.items.map(\.title) == ["1", "2", "3", "4"])
        #expect(delegate.log == ["will show 4 items", "did show 4 items"])
        #expect(!nav.isNavigationBarHidden && nav.isToolbarHidden, "a level without nested lists has no toolbar")
        #expect(nav.navigationBar.topItem?.rightBarButtonItem === level.editButtonItem)
        sim.tap(on: try #require(backButton(in: nav)))
        sim.settle()
        #expect(nav.topViewController === root && nav.isNavigationBarHidden)
        #expect(delegate.log.suffix(2) == ["will show 5 items", "did show 5 items"])
        // The selected row's grey is cleared as the list reappears.
        #expect(root.tableView.indexPathForSelectedRow == nil)
    }

    @Test func theToolbarHasAButtonPerNestedList() throws {
        let (sim, nav, root, _) = browser()
        let items = try #require(root.toolbarItems)
        #expect(items.count == 1 && items[0].title == "4 items" && items[0].style == .bordered && items[0].tag == 2)
        let button = try #require(nav.toolbar.subviews.lazy.compactMap { self.find("4 items", in: $0) }.first)
        sim.tap(on: button)
        sim.settle()
        #expect((nav.topViewController as? SelectionVC)?.items.count == 4)
    }

    private func find(_ text: String, in view: UIView) -> UIView? {
        if (view as? UILabel)?.text == text { return view }
        for s in view.subviews { if let v = find(text, in: s) { return v } }
        return nil
    }

    @Test func editDeletesStringsButNotNestedLists() throws {
        let (sim, nav, _, _) = browser()
        // Show the bar on the root too, to reach Edit there.
        nav.isNavigationBarHidden = false
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Edit")))
        sim.settle()
        let root = try #require(nav.topViewController as? SelectionVC)
        #expect(root.isEditing && root.tableView.isEditing && sim.view(withText: "Done") != nil)
        let b = try #require(cell(sim, "b")), list = try #require(cell(sim, "4 items"))
        #expect(b.isEditing && b.editingStyle == .delete)
        #expect(list.editingStyle == .none, "canEditRowAt says no for nested lists")
        #expect(list.contentView.frame.minX == 0 && b.contentView.frame.minX == 38)
        // The minus control turns the row to its Delete button; Delete commits.
        sim.tap(on: try #require(b.subviews.first { $0.accessibilityLabel == "Delete" }))
        sim.settle()
        #expect(b.showingDeleteConfirmation)
        let delete = try #require(b.subviews.flatMap(\.subviews).first { ($0 as? UIButton)?.title(for: .normal) == "Delete" })
        sim.tap(on: delete)
        sim.settle()
        #expect(root.items.map(\.title) == ["a", "4 items", "c", "d"])
        #expect(root.tableView.visibleCells.map { $0.textLabel?.text } == ["a", "4 items", "c", "d"])
        sim.tap(on: try #require(sim.view(withText: "Done")))
        sim.settle()
        #expect(!root.isEditing && !root.tableView.visibleCells[0].isEditing)
    }

    @Test func swipeToDeleteWorksWithoutEditModeAndSparesNestedLists() throws {
        let (sim, nav, root, _) = browser()
        let c = try #require(cell(sim, "c"))
        let y = c.convert(CGPoint(x: 0, y: c.bounds.midY), to: nil).y
        sim.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 200, y: y), duration: 0.3)
        sim.settle()
        #expect(c.showingDeleteConfirmation)
        sim.tap(on: try #require(sim.view(withText: "Delete")))
        sim.settle()
        #expect(root.items.map(\.title) == ["a", "b", "4 items", "d"])
        // A swipe on the nested list's row reveals nothing and pushes nothing.
        let list = try #require(cell(sim, "4 items"))
        let ly = list.convert(CGPoint(x: 0, y: list.bounds.midY), to: nil).y
        sim.drag(from: CGPoint(x: 320, y: ly), to: CGPoint(x: 200, y: ly), duration: 0.3)
        sim.settle()
        #expect(!list.showingDeleteConfirmation && sim.view(withText: "Delete") == nil)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func deletingInsideANestedListShowsInItsParent() throws {
        let (sim, nav, root, _) = browser()
        let level = try openNested(sim, nav)
        let two = try #require(cell(sim, "2"))
        let y = two.convert(CGPoint(x: 0, y: two.bounds.midY), to: nil).y
        // A swipe across most of the row deletes at once.
        sim.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 30, y: y), duration: 0.3)
        sim.settle()
        #expect(level.items.map(\.title) == ["1", "3", "4"])
        #expect(level.title == "3 items")
        sim.tap(on: try #require(backButton(in: nav)))
        sim.settle()
        #expect(root.tableView.visibleCells[2].textLabel?.text == "3 items")
        #expect(root.toolbarItems?.first?.title == "3 items")
    }

    @Test func refreshASpinnerAndAPrompt() throws {
        let (sim, nav, _, _) = browser()
        let level = try openNested(sim, nav)
        level.rightItem = .refresh
        sim.tap(on: try #require(sim.view(withText: "Refresh")))
        #expect(level.reloads == 1)
        #expect(level.tableView.visibleCells.count == 4)
        level.rightItem = .activity
        level.navigationItem.prompt = "Pick one"
        sim.runFrame()
        let spinner = try #require(level.navigationItem.rightBarButtonItem?.customView as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && spinner.window != nil)
        #expect(sim.view(withText: "Pick one") != nil && nav.navigationBar.frame.height == 74)
        // The table's content starts under the taller bar.
        sim.settle()
        #expect(level.tableView.adjustedContentInset.top == CGFloat(59 + 74))
        // The refresh item on the left covers the back button, as the chapter warns.
        level.leftItem = .refresh
        sim.runFrame()
        #expect(sim.view(withText: "5 items") == nil, "a left item covers the back button")
        let refresh = try #require(sim.view(withText: "Refresh"))
        #expect(refresh.convert(refresh.bounds, to: nil).midX < 100)
        sim.tap(on: refresh)
        #expect(level.reloads == 2)
        level.leftItem = .back
        sim.runFrame()
        #expect(sim.view(withText: "5 items") != nil)
    }

    @Test func snapshotsOfEditModeAndARevealedDeleteButton() throws {
        let (sim, nav, _, _) = browser()
        let level = try openNested(sim, nav)
        level.setEditing(true, animated: true)
        sim.settle()
        try Snapshot.verify(sim.screenshot(), reference: HierarchyBrowserTests.reference("browser-edit-iPhone15"))
        level.setEditing(false, animated: false)
        sim.settle()
        let three = try #require(cell(sim, "3"))
        let y = three.convert(CGPoint(x: 0, y: three.bounds.midY), to: nil).y
        sim.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 220, y: y), duration: 0.3)
        sim.settle()
        try Snapshot.verify(sim.screenshot(), reference: HierarchyBrowserTests.reference("browser-swipe-iPhone15"))
    }

    static func reference(_ name: String, file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).png")
    }
}

/// The navigation bar's back button (it reads the previous screen's title, "5 items").
@MainActor func backButton(in nav: UINavigationController) -> UIView? {
    func find(_ v: UIView) -> UIView? {
        if v.accessibilityIdentifier == "BackButton", !v.isHidden { return v }
        return v.subviews.lazy.compactMap(find).first
    }
    return find(nav.navigationBar)
}
