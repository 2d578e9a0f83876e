import Foundation
import Testing
import UIKit
import UIKitTesting

/// A container class for `appearance(whenContainedInInstancesOf:)`.
final class CardView: UIView {}
/// A subclass whose proxy wins over its superclass's.
final class DangerButton: UIButton {}

@MainActor @Suite struct AppearanceTests {
    @Test func proxiesDressViewsAsTheyEnterAWindowAndTheAppsOwnSettingsWin() throws {
        let sim = Simulator(device: .iPhoneSE)
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        red.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = red
        UINavigationBar.appearance().scrollEdgeAppearance = red
        UINavigationBar.appearance().barTintColor = .systemRed
        UISwitch.appearance().onTintColor = .systemPurple
        #expect(UISwitch.appearance().onTintColor == .systemPurple, "a proxy reads back what it was given")
        #expect(UISwitch.appearance() === UISwitch.appearance(), "one proxy per class")

        let content = CanvasController()
        content.title = "Inbox"
        let nav = UINavigationController(rootViewController: content)
        let dressed = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        let own = UISwitch(frame: CGRect(x: 20, y: 150, width: 51, height: 31))
        own.onTintColor = .systemGreen
        #expect(dressed.onTintColor == nil, "nothing happens before the view enters a window")
        content.view.addSubview(dressed)
        content.view.addSubview(own)
        dressed.isOn = true
        own.isOn = true
        sim.rootViewController = nav
        sim.settle()
        saveShot(sim, "appearance-proxies")

        #expect(dressed.onTintColor == .systemPurple)
        #expect(own.onTintColor == .systemGreen, "the app's own setting wins")
        #expect(nav.navigationBar.barTintColor == .systemRed && nav.navigationBar.scrollEdgeAppearance === red)
        let bar = nav.navigationBar.frame
        let middle = sim.color(at: CGPoint(x: 40, y: bar.midY))
        #expect(middle.r > 200 && middle.g < 120 && middle.b < 120, "a red bar: \(middle)")
        #expect(sim.color(at: CGPoint(x: 30, y: 115)).g < 120 && sim.color(at: CGPoint(x: 30, y: 165)).g > 150, "the dressed switch purple, the other green")

        // Set later on the proxy, it reaches views that enter a window after.
        UISwitch.appearance().onTintColor = .systemOrange
        #expect(dressed.onTintColor == .systemPurple, "a view already in a window keeps its look")
        dressed.removeFromSuperview()
        content.view.addSubview(dressed)
        #expect(dressed.onTintColor == .systemOrange)
    }

    @Test func containmentTraitsAndSubclassesChooseTheProxy() {
        let sim = Simulator(device: .iPhoneSE)
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .systemRed
        UIButton.appearance().setTitleColor(.systemIndigo, for: .normal)
        DangerButton.appearance().setTitleColor(.systemRed, for: .normal)
        UISlider.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).minimumTrackTintColor = .systemOrange

        let (root, card) = (CanvasController(), CardView(frame: CGRect(x: 0, y: 100, width: 300, height: 100)))
        let inside = UILabel(), outside = UILabel(), deep = UILabel()
        let wrapper = UIView()
        card.addSubview(inside)
        card.addSubview(wrapper)
        wrapper.addSubview(deep)
        root.loadViewIfNeeded()
        root.view.addSubview(card)
        root.view.addSubview(outside)
        let plain = UIButton(type: .system), danger = DangerButton(type: .system)
        let slider = UISlider()
        for v in [plain, danger, slider] as [UIView] { root.view.addSubview(v) }
        sim.rootViewController = root
        sim.settle()
        #expect(inside.textColor == .systemRed && deep.textColor == .systemRed, "inside a card, however deep")
        #expect(outside.textColor == .label)
        #expect(plain.titleColor(for: .normal) == .systemIndigo)
        #expect(danger.titleColor(for: .normal) == .systemRed, "the subclass's proxy is applied after its superclass's")
        #expect(slider.minimumTrackTintColor == nil, "a compact-width iPhone is not regular")

        let pad = Simulator(device: .iPadPro11)
        let padRoot = CanvasController()
        let padSlider = UISlider(), padLabel = UILabel()
        padRoot.loadViewIfNeeded()
        padRoot.view.addSubview(padSlider)
        let padCard = CardView()
        padCard.addSubview(padLabel)
        padRoot.view.addSubview(padCard)
        UISlider.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).minimumTrackTintColor = .systemTeal
        pad.rootViewController = padRoot
        pad.settle()
        #expect(padSlider.minimumTrackTintColor == .systemTeal, "regular width on an iPad")
        #expect(padLabel.textColor == .label, "each device has its own proxies: the iPhone's card colour is not the iPad's")
        _ = sim
    }

    @Test func barItemsTakeTheirProxiesInTheirBar() {
        let sim = Simulator(device: .iPhoneSE)
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 17)], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemGreen
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        let content = CanvasController()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        content.navigationItem.rightBarButtonItem = edit
        let tool = UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)
        content.toolbarItems = [tool]
        let nav = UINavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        nav.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        sim.rootViewController = tabs
        sim.settle()
        saveShot(sim, "appearance-bar-items")
        #expect((edit.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .systemRed)
        #expect(edit.tintColor == nil && tool.tintColor == .systemGreen, "only the toolbar's items are green")
        let red = RGBA(r: 255, g: 59, b: 48), orange = RGBA(r: 255, g: 149, b: 0)
        let navBar = nav.navigationBar.frame, toolbar = nav.toolbar.frame, tabBar = tabs.tabBar.frame
        #expect(pixels(sim, near: red, in: CGRect(x: 300, y: navBar.minY, width: 75, height: navBar.height)) > 30, "Edit in red")
        #expect(pixels(sim, near: red, in: CGRect(x: 0, y: toolbar.minY, width: 100, height: toolbar.height)) > 30, "Tool: the title's colour over the tint")
        #expect(pixels(sim, near: orange, in: CGRect(x: 0, y: tabBar.minY + 30, width: 375, height: 20)) > 10, "Mail in orange")
    }
}
