import Testing
import UIKit
import UIKitTesting

/// The large content viewer as a person with an accessibility text size meets it: holding a tab
/// shows its title and image big in the middle of the screen, sliding moves to the next tab, and
/// lifting selects the one under the finger; an app's own small button opts in.
@MainActor @Suite(.serialized) struct LargeContentViewerTests {
    func tabs(_ sim: Simulator) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = ["Home", "Search", "Settings"].map { name in
            let vc = UIViewController()
            vc.view.backgroundColor = .white
            vc.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: name == "Home" ? "house" : name == "Search" ? "magnifyingglass" : "gear"), tag: 0)
            return vc
        }
        sim.rootViewController = tabs
        sim.settle()
        return tabs
    }

    func center(of v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

    @Test func holdingATabShowsItBigAndLiftingSelectsIt() throws {
        let sim = Simulator(device: .iPhone15)
        sim.preferredContentSizeCategory = .accessibilityExtraLarge
        let tabs = tabs(sim)
        #expect(UILargeContentViewerInteraction.isEnabled)
        let search = try #require(sim.view(withText: "Search"))
        let settings = try #require(sim.view(withText: "Settings"))
        let screen = sim.screen.bounds
        let backdrop = sim.color(at: CGPoint(x: screen.midX, y: screen.midY))
        sim.touchDown(at: center(of: search))
        sim.advance(by: 0.6)
        sim.runFrame()
        let big = try #require(sim.view(withText: "Search"))
        #expect(big !== search && abs(center(of: big).x - screen.midX) < 1, "\(center(of: big))")
        #expect((big as? UILabel)?.font.pointSize == 28)
        saveShot(sim, "large-content-viewer")
        // The panel's material is darker than the white screen behind it.
        let panel = sim.color(at: CGPoint(x: screen.midX - 70, y: screen.midY))
        #expect(backdrop.r == 255 && panel.r < 245, "\(panel)")
        // Sliding onto another tab shows that one; lifting there selects it.
        sim.touchMove(to: center(of: settings))
        sim.advance(by: 0.1)
        let moved = center(of: try #require(sim.view(withText: "Settings")))
        #expect(abs(moved.x - screen.midX) < 1 && abs(moved.y - screen.midY) < 90, "in the panel: \(moved)")
        sim.touchUp(at: center(of: settings))
        sim.settle()
        #expect(tabs.selectedIndex == 2)
        #expect(sim.color(at: CGPoint(x: screen.midX - 70, y: screen.midY)).r == 255, "the panel is gone")
    }

    @Test func atOrdinaryTextSizesAHeldTabIsOnlyATap() throws {
        let sim = Simulator(device: .iPhone15)
        let tabs = tabs(sim)
        #expect(!UILargeContentViewerInteraction.isEnabled)
        let search = try #require(sim.view(withText: "Search"))
        sim.touchDown(at: center(of: search))
        sim.advance(by: 0.8)
        #expect(sim.view(withText: "Search") === search, "no panel")
        sim.touchUp(at: center(of: search))
        sim.settle()
        #expect(tabs.selectedIndex == 1)
    }

    @MainActor final class Target: NSObject {
        var taps = 0
        func tapped() { taps += 1 }
    }

    @Test func anAppsButtonOptsInAndItsActionRunsOnLift() throws {
        let sim = Simulator(device: .iPhone15)
        sim.preferredContentSizeCategory = .accessibilityLarge
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 30, height: 30)
        button.showsLargeContentViewer = true
        button.largeContentTitle = "Favourite"
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        vc.view.addSubview(button)
        vc.view.addInteraction(UILargeContentViewerInteraction())
        sim.rootViewController = vc
        sim.settle()
        #expect(button.largeContentImage === button.currentImage, "a button's image by default")
        sim.touchDown(at: center(of: button))
        sim.advance(by: 0.6)
        let big = try #require(sim.view(withText: "Favourite"))
        #expect(abs(center(of: big).x - sim.screen.bounds.midX) < 1)
        sim.touchUp(at: center(of: button))
        sim.settle()
        #expect(target.taps == 1 && sim.view(withText: "Favourite") == nil)
    }
}
