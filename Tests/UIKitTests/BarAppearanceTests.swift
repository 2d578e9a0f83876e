import Foundation
import Testing
import UIKit
import UIKitTesting


@MainActor @Suite struct BarAppearanceTests {
    /// The bar's fill colour, sampled where no title or item is drawn.
    private func fill(_ sim: Simulator, at y: CGFloat) -> RGBA { sim.color(at: CGPoint(x: 60, y: y)) }

    @Test func barsAreTransparentAtTheScrollEdgeAndTakeTheirMaterialOverScrolledContent() throws {
        let sim = Simulator(device: .iPhoneSE)
        let list = NumberedRowsController()
        list.title = "Inbox"
        list.toolbarItems = [UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: list)
        nav.isToolbarHidden = false
        nav.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        list.view.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.9, alpha: 1)
        list.tableView.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.9, alpha: 1)
        sim.rootViewController = tabs
        sim.settle()
        saveShot(sim, "bars-at-scroll-edge")
        let bar = nav.navigationBar.frame
        // At the top: the navigation bar shows the pink content behind it and no hairline.
        #expect(fill(sim, at: bar.midY) == RGBA(r: 255, g: 230, b: 230), "transparent: \(fill(sim, at: bar.midY))")
        #expect(nav.navigationBar.shownAppearance.isTransparent)
        #expect(!nav.toolbar.shownAppearance.isTransparent && !tabs.tabBar.shownAppearance.isTransparent,
                "the bottom bars have content scrolled under them")

        list.tableView.setContentOffset(CGPoint(x: 0, y: 300 - list.tableView.adjustedContentInset.top), animated: false)
        sim.settle()
        saveShot(sim, "bars-scrolled")
        let material = fill(sim, at: bar.midY)
        #expect(material != RGBA(r: 255, g: 230, b: 230) && material.r > 240 && material.g > 240, "the light material: \(material)")
        #expect(darkPixels(sim, in: CGRect(x: 0, y: bar.maxY - 1, width: 375, height: 2)) == 0, "a light hairline")
        #expect(!nav.navigationBar.shownAppearance.isTransparent)

        // Scrolled to the very bottom: the toolbar and tab bar go transparent, the navigation bar stays.
        let table: UITableView = list.tableView
        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom), animated: false)
        sim.settle()
        #expect(nav.toolbar.shownAppearance.isTransparent && tabs.tabBar.shownAppearance.isTransparent)
        #expect(!nav.navigationBar.shownAppearance.isTransparent)
        #expect(fill(sim, at: nav.toolbar.frame.midY + 12) == RGBA(r: 255, g: 230, b: 230))
    }

    @Test func configuredAppearancesSwitchAtTheScrollEdgeAndAnItemsOwnWins() throws {
        let sim = Simulator(device: .iPhoneSE)
        let list = NumberedRowsController()
        list.title = "Colours"
        let nav = UINavigationController(rootViewController: list)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemBlue
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemRed
        nav.navigationBar.standardAppearance = standard
        nav.navigationBar.scrollEdgeAppearance = edge
        sim.rootViewController = nav
        sim.settle()
        let y = nav.navigationBar.frame.midY
        #expect(fill(sim, at: y) == RGBA(r: 255, g: 59, b: 48), "the scroll edge's red at the top")
        #expect(fill(sim, at: 5) == RGBA(r: 255, g: 59, b: 48), "running up under the status bar")

        sim.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3)
        sim.settle()
        #expect(list.tableView.contentOffset.y + list.tableView.adjustedContentInset.top > 50)
        #expect(fill(sim, at: y) == RGBA(r: 0, g: 122, b: 255), "the standard blue once content is under the bar")
        saveShot(sim, "bar-standard-appearance")

        // A pushed screen's own appearance wins while it is on top.
        let detail = CanvasController()
        let green = UINavigationBarAppearance()
        green.configureWithOpaqueBackground()
        green.backgroundColor = .systemGreen
        detail.navigationItem.standardAppearance = green
        detail.navigationItem.scrollEdgeAppearance = green
        nav.pushViewController(detail, animated: false)
        sim.settle()
        #expect(fill(sim, at: y) == RGBA(r: 52, g: 199, b: 89))
        nav.popViewController(animated: false)
        sim.settle()
        #expect(fill(sim, at: y) == RGBA(r: 0, g: 122, b: 255), "back to the list, still scrolled")
    }

    @Test func theTabBarsItemAppearanceColoursItsItems() {
        let sim = Simulator(device: .iPhoneSE)
        let look = UITabBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .black
        look.stackedLayoutAppearance.normal.iconColor = .systemGray
        look.stackedLayoutAppearance.selected.iconColor = .systemYellow
        look.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let tabs = UITabBarController()
        tabs.tabBar.standardAppearance = look
        tabs.tabBar.scrollEdgeAppearance = look
        let a = CanvasController(), b = CanvasController()
        a.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
        b.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        tabs.viewControllers = [a, b]
        sim.rootViewController = tabs
        sim.settle()
        saveShot(sim, "tabbar-appearance")
        let bar = tabs.tabBar.frame
        #expect(sim.color(at: CGPoint(x: 10, y: bar.midY)) == RGBA(r: 0, g: 0, b: 0))
        #expect(pixels(sim, near: RGBA(r: 255, g: 204, b: 0), in: CGRect(x: 0, y: bar.minY, width: 187, height: bar.height)) > 40, "the selected tab in yellow")
        #expect(pixels(sim, near: RGBA(r: 255, g: 204, b: 0), in: CGRect(x: 188, y: bar.minY, width: 187, height: bar.height)) == 0)
    }
}

/// A tab that names itself in viewDidLoad, after the tab bar controller took it.
private final class SelfNamingTab: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tabBarItem = UITabBarItem(title: "Named late", image: UIImage(systemName: "star"), tag: 7)
    }
}

@MainActor @Suite struct LateTabItemTests {
    @Test func aTabItemSetInViewDidLoadShowsInTheBar() throws {
        let sim = Simulator(device: .iPhoneSE)
        let tabs = UITabBarController()
        let late = SelfNamingTab()
        tabs.viewControllers = [late, CanvasController()]
        sim.rootViewController = tabs
        sim.settle()
        #expect(tabs.tabBar.items?.first?.title == "Named late" && tabs.tabBar.selectedItem === late.tabBarItem)
        #expect(sim.view(withText: "Named late") != nil)
    }
}

@MainActor @Suite struct CompactAppearanceTests {
    @Test func aCompactHeightShowsTheCompactAppearance() {
        let sim = Simulator(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: CanvasController())
        let tall = UINavigationBarAppearance(), short = UINavigationBarAppearance()
        tall.configureWithOpaqueBackground()
        tall.backgroundColor = .systemBlue
        short.configureWithOpaqueBackground()
        short.backgroundColor = .systemOrange
        nav.navigationBar.scrollEdgeAppearance = tall
        nav.navigationBar.compactScrollEdgeAppearance = short
        sim.rootViewController = nav
        sim.settle()
        #expect(nav.navigationBar.shownAppearance === tall)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(nav.navigationBar.shownAppearance === short, "turned: a compact height")
        #expect(sim.color(at: CGPoint(x: 300, y: nav.navigationBar.frame.midY)) == RGBA(r: 255, g: 149, b: 0))
        sim.rotate(to: .portrait)
        sim.settle()
        #expect(nav.navigationBar.shownAppearance === tall)
    }

    /// A scrolling page of red and blue stripes, 8 points each, across its width, under a navigation bar.
    private final class StripesController: UIViewController {
        let scroll = UIScrollView()
        let rows = (0..<60).map { _ in UIView() }
        override func loadView() {
            view = scroll
            scroll.backgroundColor = .white
            for (i, row) in rows.enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(i) * 16, width: 375, height: 8)
                row.backgroundColor = i % 2 == 0 ? .systemRed : .systemBlue
                scroll.addSubview(row)
            }
            scroll.contentSize = CGSize(width: 375, height: 2000)
        }
    }

    @Test func theDefaultMaterialBlursWhatScrollsUnderTheBarAndAnOpaqueColourHidesIt() throws {
        let sim = Simulator(device: .iPhoneSE)
        let page = StripesController()
        page.title = "Frosted"
        let nav = UINavigationController(rootViewController: page)
        sim.rootViewController = nav
        sim.settle()
        let bar = nav.navigationBar.frame
        let compositor = sim.environment.compositor
        // At the scroll edge the bar is transparent over the page's white, and nothing is blurred.
        #expect(sim.color(at: CGPoint(x: 40, y: bar.midY)) == white)
        #expect(compositor.backdropsBlurred == 0)

        page.scroll.setContentOffset(CGPoint(x: 0, y: 200 - page.scroll.adjustedContentInset.top), animated: false)
        sim.settle()
        saveShot(sim, "bar-material-blur")
        // Scrolled: red and blue are mixed into one pale violet, the same across each stripe's edge.
        var samples: [RGBA] = []
        for x in [CGFloat(40), 120, 300, 360] {  // either side of the title
            for y in stride(from: bar.minY + 4, to: bar.maxY - 4, by: 2) {
                let c = sim.color(at: CGPoint(x: x, y: y))
                samples.append(c)
                #expect(c.r > 150 && c.b > 150 && c.g < c.r && c.g < c.b, "a blurred mix of red and blue at \(x), \(y): \(c)")
            }
        }
        let reds = samples.map { Int($0.r) }
        #expect(reds.max()! - reds.min()! < 24, "no stripe stays sharp: \(reds)")
        let blurs = compositor.backdropsBlurred
        #expect(blurs > 0)

        // What scrolls under changes: the blur follows it.
        let mixed = sim.color(at: CGPoint(x: 40, y: bar.midY))
        for row in page.rows { row.backgroundColor = .systemGreen }
        sim.settle()
        let green = sim.color(at: CGPoint(x: 40, y: bar.midY))
        #expect(Int(green.g) > Int(mixed.g) + 8 && green.g > green.r && green.g > green.b, "green shows through: \(mixed) → \(green)")
        #expect(compositor.backdropsBlurred > blurs)

        // Dark: the same blur under the dark material.
        sim.userInterfaceStyle = .dark
        sim.settle()
        let dark = sim.color(at: CGPoint(x: 40, y: bar.midY))
        #expect(dark.g > dark.r && dark.g > dark.b && dark.g < 130, "green darkened by the dark material: \(dark)")
        sim.userInterfaceStyle = .light

        // An opaque colour hides the material: no blur is made.
        let opaque = UINavigationBarAppearance()
        opaque.backgroundColor = .systemYellow
        nav.navigationBar.standardAppearance = opaque
        sim.settle()
        let after = compositor.backdropsBlurred
        page.scroll.setContentOffset(CGPoint(x: 0, y: 260), animated: false)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 40, y: bar.midY)) == RGBA(r: 255, g: 204, b: 0))
        #expect(compositor.backdropsBlurred == after, "nothing is blurred under an opaque bar")
    }
}
