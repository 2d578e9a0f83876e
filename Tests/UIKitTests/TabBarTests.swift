import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct TabBarTests {
    func tabs(_ n: Int) -> [Screen] { (1...n).map { Screen("T\($0)") } }

    @Test func tabsLoadLazilyAndSwitchInOrder() throws {
        let sim = Simulator(device: .iPhone15)
        let ts = tabs(3)
        let tab = UITabBarController()
        tab.viewControllers = ts
        sim.rootViewController = tab
        sim.settle()
        #expect(ts[0].isViewLoaded && !ts[1].isViewLoaded && !ts[2].isViewLoaded, "only the shown tab is loaded")
        #expect(tab.tabBar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
        #expect(abs(ts[0].view.safeAreaInsets.bottom - (34 + 49)) < 1e-9)
        NavigationTests.journal = []
        sim.tap(on: try #require(sim.view(withText: "T2")))
        sim.settle()
        #expect(NavigationTests.journal == ["T2.viewDidLoad", "T1.viewWillDisappear", "T2.viewWillAppear", "T2.viewIsAppearing",
                                            "T1.viewDidDisappear", "T2.viewDidAppear"])
        #expect(tab.selectedIndex == 1 && tab.selectedViewController === ts[1] && tab.tabBar.selectedItem === ts[1].tabBarItem)
        #expect(!ts[2].isViewLoaded)
    }

    @Test func theDelegateDecides() throws {
        final class Gate: UITabBarControllerDelegate {
            var allow = false
            var selected: [String] = []
            func tabBarController(_ t: UITabBarController, shouldSelect vc: UIViewController) -> Bool { allow }
            func tabBarController(_ t: UITabBarController, didSelect vc: UIViewController) { selected.append(vc.title!) }
        }
        let sim = Simulator(device: .iPhone15)
        let tab = UITabBarController()
        tab.viewControllers = tabs(2)
        let gate = Gate()
        tab.delegate = gate
        sim.rootViewController = tab
        sim.tap(on: try #require(sim.view(withText: "T2")))
        #expect(tab.selectedIndex == 0 && gate.selected.isEmpty)
        gate.allow = true
        sim.tap(on: try #require(sim.view(withText: "T2")))
        #expect(tab.selectedIndex == 1 && gate.selected == ["T2"])
    }

    @Test func badgesAndSelectedTint() throws {
        let sim = Simulator(device: .iPhone15)
        let ts = tabs(3)
        ts[1].tabBarItem.badgeValue = "3"
        let tab = UITabBarController()
        tab.viewControllers = ts
        sim.rootViewController = tab
        let f = try #require(tab.tabBar.frame(forItemAt: 1))
        let origin = tab.tabBar.convert(f.origin, to: nil)
        var red = 0
        for x in stride(from: origin.x + f.width / 2, to: origin.x + f.width / 2 + 30, by: 1) {
            for y in stride(from: origin.y, to: origin.y + 16, by: 1) where sim.color(at: CGPoint(x: x, y: y)) == RGBA(r: 255, g: 59, b: 48) { red += 1 }
        }
        #expect(red > 30, "a red badge at the icon's top right")
        ts[0].tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        ts[2].tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        tab.viewControllers = ts
        sim.runFrame()
        let first = try #require(tab.tabBar.frame(forItemAt: 0))
        let glyph = sim.color(at: tab.tabBar.convert(CGPoint(x: first.midX, y: 18.5), to: nil))
        #expect(glyph == RGBA(r: 0, g: 122, b: 255), "the selected tab's star in the tint")
        #expect(ts[0].tabBarItem.title == "Favorites" && ts[2].tabBarItem.title == "Search")
        let third = try #require(tab.tabBar.frame(forItemAt: 2))
        var gray = 0
        for x in stride(from: third.midX - 10, to: third.midX + 10, by: 1) {
            for y in stride(from: CGFloat(8), to: 29, by: 1) where sim.color(at: tab.tabBar.convert(CGPoint(x: x, y: y), to: nil)) == RGBA(r: 153, g: 153, b: 153) { gray += 1 }
        }
        #expect(gray > 10, "an unselected tab's glyph in gray")
    }

    @Test func beyondFiveTabsTheRestGoUnderMore() throws {
        let sim = Simulator(device: .iPhone15)
        let ts = tabs(7)
        let tab = UITabBarController()
        tab.viewControllers = ts
        sim.rootViewController = tab
        #expect(tab.tabBar.items?.count == 5 && tab.tabBar.items?.last?.title == "More")
        #expect(sim.view(withText: "T5") == nil)
        sim.tap(on: try #require(sim.view(withText: "More")))
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "T6")))
        sim.settle()
        #expect(tab.moreNavigationController.topViewController === ts[5])
        #expect(ts[5].navigationController === tab.moreNavigationController)
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBar() {
        let sim = Simulator(device: .iPhone15)
        let root = Screen("Root")
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let tab = UITabBarController()
        tab.viewControllers = [nav, Screen("Other")]
        sim.rootViewController = tab
        #expect(!tab.tabBar.isHidden && nav.tabBarController === tab)
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 1e-9, "above the tab bar")
        let detail = Screen("Detail")
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        sim.settle()
        #expect(tab.tabBar.isHidden)
        #expect(abs(detail.view.safeAreaInsets.bottom - 34) < 1e-9)
        nav.popViewController(animated: false)
        sim.settle()
        #expect(!tab.tabBar.isHidden)
    }
}
