import Testing
import UIKit
import UIKitTesting
import HierarchyBrowser

/// Seed 001: what the chapter shows about UINavigationController, UINavigationItem and UIBarButtonItem.
@MainActor
@Suite(.serialized) struct HierarchyBrowserTests {
    static let data: [SelectionItem] = [.leaf("a"), .leaf("b"), .list([.leaf("1"), .leaf("2"), .leaf("3"), .leaf("4")]),
                                        .leaf("c"), .leaf("d")]

    final class Delegate: UINavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) { log.append("will \(vc.title ?? "")") }
        func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) { log.append("did \(vc.title ?? "")") }
    }

    func browser() -> (Simulator, UINavigationController, SelectionVC) {
        let sim = Simulator(device: .iPhone15)
        let root = SelectionVC.selection(with: HierarchyBrowserTests.data)
        let nav = UINavigationController(rootViewController: root)
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav, root)
    }

    @Test func theRootHidesTheBarAndTheToolbarOffersNestedLists() throws {
        let (sim, nav, root) = browser()
        #expect(nav.isNavigationBarHidden, "no back button on the root, so no bar")
        #expect(!nav.isToolbarHidden && sim.view(withText: "4 items") != nil)
        #expect(root.toolbarItems?.first?.style == .bordered && root.toolbarItems?.first?.tag == 2)
        sim.tap(on: try #require(sim.view(withText: "4 items")))
        sim.settle()
        let level = try #require(nav.topViewController as? SelectionVC)
        #expect(level.items.count == 4 && !nav.isNavigationBarHidden && nav.isToolbarHidden, "no nested lists: no toolbar")
        #expect(nav.navigationBar.topItem?.rightBarButtonItem === level.editButtonItem)
        sim.tap(on: try #require(sim.view(withText: "Edit")))
        #expect(level.isEditing && sim.view(withText: "Done") != nil)
        sim.tap(on: try #require(sim.view(withText: "Back")))
        sim.settle()
        #expect(nav.topViewController === root && nav.isNavigationBarHidden)
    }

    @Test func rowsPushAndTheDelegateHears() throws {
        let (sim, nav, _) = browser()
        let d = Delegate()
        nav.delegate = d
        sim.tap(on: try #require(sim.view(withText: "4 items  ›")))
        sim.settle()
        #expect(d.log == ["will 4 items", "did 4 items"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test func refreshASpinnerAndAPrompt() throws {
        let (sim, nav, root) = browser()
        sim.tap(on: try #require(sim.view(withText: "4 items")))
        sim.settle()
        let level = try #require(nav.topViewController as? SelectionVC)
        level.rightItem = .refresh
        sim.tap(on: try #require(sim.view(withText: "Refresh")))
        #expect(level.reloads == 1)
        level.rightItem = .activity
        level.navigationItem.prompt = "Pick one"
        sim.runFrame()
        let spinner = try #require(level.navigationItem.rightBarButtonItem?.customView as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && spinner.window != nil)
        #expect(sim.view(withText: "Pick one") != nil && nav.navigationBar.frame.height == 74)
        level.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        sim.runFrame()
        #expect(sim.view(withText: "Back") == nil && sim.view(withText: "5 items") == nil, "a left item covers the back button")
        #expect(sim.view(withText: "Close") != nil && sim.view(withText: "4 items") != nil, "the title stays")
        _ = root
    }
}
