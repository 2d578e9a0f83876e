import Testing
import UIKit
import UIKitTesting

/// A stand-alone tab bar customized as Programming iOS's tab bar example does it: the More item
/// begins customizing with seven system items, one is dragged onto the first tab, Done ends it.
@MainActor @Suite(.serialized) struct TabBarCustomizingTests {
    final class Screen: UIViewController, UITabBarDelegate {
        let bar = UITabBar()
        let items = (1..<8).map { UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem(rawValue: $0)!, tag: $0) }
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                                         bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                         bar.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
            bar.items = Array(items[0..<4]) + [UITabBarItem(tabBarSystemItem: .more, tag: 0)]
            bar.selectedItem = bar.items![0]
            bar.delegate = self
        }

        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            if item.tag == 0 {
                tabBar.selectedItem = nil
                tabBar.beginCustomizingItems(items)
            }
        }
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { log.append("willBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { log.append("didBegin") }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("willEnd \(changed)") }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
            log.append("didEnd \(changed)")
            bar.selectedItem = bar.items![0]
        }
    }

    func center(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

    @Test func anItemDraggedOntoATabTakesItsPlace() throws {
        let sim = Simulator(device: .iPhone15)
        let screen = Screen()
        sim.rootViewController = screen
        sim.settle()
        #expect(screen.bar.items!.map(\.title) == ["Favorites", "Featured", "Top Rated", "Recents", "More"])
        sim.tap(on: try #require(sim.view(withText: "More")))
        sim.settle()
        #expect(screen.bar.isCustomizing && screen.log == ["willBegin 7", "didBegin"])
        let title = try #require(sim.view(withText: "Configure"))
        #expect(center(title).y < 120)
        saveShot(sim, "tabbar-configure")
        // "History" is in the sheet's grid, above the bar; drag it onto the first tab.
        let history = try #require(sim.view(withText: "History"))
        let firstTab = CGPoint(x: screen.bar.frame(forItemAt: 0)!.midX, y: center(screen.bar).y)
        sim.drag(from: center(history), to: firstTab, duration: 0.5)
        sim.settle()
        #expect(screen.bar.items!.map(\.title) == ["History", "Featured", "Top Rated", "Recents", "More"])
        // One already on the bar swaps places.
        let recents = try #require(screen.subviewsShowing("Recents", above: screen.bar))
        sim.drag(from: center(recents), to: firstTab, duration: 0.5)
        sim.settle()
        #expect(screen.bar.items!.map(\.title) == ["Recents", "Featured", "Top Rated", "History", "More"])
        sim.tap(on: try #require(sim.view(withText: "Done")))
        sim.settle()
        #expect(!screen.bar.isCustomizing && screen.log == ["willBegin 7", "didBegin", "willEnd true", "didEnd true"])
        #expect(sim.view(withText: "Configure") == nil && screen.bar.selectedItem?.title == "Recents")
        #expect(!screen.bar.endCustomizing(animated: false))
    }
}

extension UIViewController {
    /// The label showing `text` in the window above `bar` (the Configure sheet's grid, not the bar's tab).
    @MainActor func subviewsShowing(_ text: String, above bar: UIView) -> UIView? {
        guard let window = view.window else { return nil }
        let barTop = bar.convert(bar.bounds, to: window).minY
        func find(_ v: UIView) -> UIView? {
            for s in v.subviews.reversed() { if let f = find(s) { return f } }
            guard let l = v as? UILabel, l.text == text else { return nil }
            return l.convert(l.bounds, to: window).maxY < barTop ? l : nil
        }
        return find(window)
    }
}
