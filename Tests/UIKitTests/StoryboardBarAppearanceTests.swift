import Foundation
import Testing
import UIKit
import UIKitTesting

/// The appearances Xcode 13 and later write into a storyboard for bars and navigation items.
@MainActor @Suite struct StoryboardBarAppearanceTests {
    @Test func aStoryboardsBarAppearancesAreReadAndDrawn() throws {
        let sim = Simulator(device: .iPhone15)
        let storyboard = UIStoryboard(name: "BarAppearances", bundle: .module)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
        let bar = nav.navigationBar

        // The navigation bar: its standard and scroll-edge boxes, and the legacy title colour beside them.
        #expect(bar.standardAppearance.backgroundColor == .systemOrange)
        #expect(bar.standardAppearance.backgroundEffect?.style == .systemChromeMaterial, "an appearance box starts from the default background")
        let font = try #require(bar.standardAppearance.titleTextAttributes[.font] as? UIFont)
        #expect(font.pointSize == 20 && font == .boldSystemFont(ofSize: 20))
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == UIColor(white: 1, alpha: 1))
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .systemGreen)
        let edge = try #require(bar.scrollEdgeAppearance)
        #expect(edge.backgroundColor == .systemTeal && edge.backgroundEffect == nil)
        #expect(edge.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: 4))
        #expect(bar.compactAppearance == nil)

        // The tab bar: a named blur and a pink hairline, an indigo scroll edge.
        #expect(tabs.tabBar.standardAppearance.backgroundEffect?.style == .systemThinMaterialDark)
        #expect(tabs.tabBar.standardAppearance.shadowColor == .systemPink)
        #expect(tabs.tabBar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)

        sim.rootViewController = tabs
        sim.settle()
        saveShot(sim, "storyboard-bar-appearances")
        // Nothing scrolls: both bars are at their scroll edge, teal with a white title, and indigo.
        let barFrame = bar.convert(bar.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: 30, y: barFrame.midY)) == RGBA(r: 48, g: 176, b: 199))
        let title = CGRect(x: barFrame.midX - 40, y: barFrame.minY, width: 80, height: barFrame.height)
        #expect(pixels(sim, near: RGBA(r: 255, g: 255, b: 255), in: title) > 30, "the white title")
        let tabFrame = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: 5, y: tabFrame.minY + 4)) == RGBA(r: 88, g: 86, b: 214))

        // A pushed controller's navigation item has its own scroll-edge box: red.
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail.navigationItem.scrollEdgeAppearance?.backgroundColor == .systemRed)
        nav.pushViewController(detail, animated: false)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 30, y: barFrame.midY)) == RGBA(r: 255, g: 59, b: 48))
        nav.popViewController(animated: false)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 30, y: barFrame.midY)) == RGBA(r: 48, g: 176, b: 199))
    }
}
