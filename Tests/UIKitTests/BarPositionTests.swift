import Testing
import Foundation
import UIKit
import UIKitTesting

/// A controller laying out its own bars, as iOS 7 books do: a navigation bar under the status bar
/// and a toolbar, each with this controller as delegate answering where they sit.
final class OwnBarsController: UIViewController, UINavigationBarDelegate, UIToolbarDelegate {
    let navBar = UINavigationBar()
    let topToolbar = UIToolbar()
    var navPosition: UIBarPosition = .topAttached
    override func viewDidLoad() {
        view.backgroundColor = .systemRed
        navBar.setItems([UINavigationItem(title: "Own bars")], animated: false)
        navBar.delegate = self
        topToolbar.delegate = self
        topToolbar.items = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        view.addSubview(navBar)
        view.addSubview(topToolbar)
    }
    override func viewDidLayoutSubviews() {
        navBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
        topToolbar.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 100, width: view.bounds.width, height: 44)
    }
    func position(for bar: UIBarPositioning) -> UIBarPosition { bar === navBar ? navPosition : .top }
}

@MainActor
@Suite(.serialized) struct BarPositionTests {
    func isRed(_ c: RGBA) -> Bool { c.r > 200 && c.g < 100 }

    @Test func topAttachedBarsRunUnderTheStatusBar() {
        let sim = Simulator(device: .iPhone15)
        let vc = OwnBarsController()
        sim.rootViewController = vc
        sim.settle()
        saveShot(sim, "bars-topattached")
        #expect(vc.navBar.barPosition == .topAttached && vc.topToolbar.barPosition == .top)
        #expect(!isRed(sim.color(at: CGPoint(x: 200, y: 20))), "the bar's background under the status bar")
        // Without .topAttached the status bar shows the view behind.
        vc.navPosition = .top
        vc.navBar.setNeedsLayout()
        sim.settle()
        #expect(isRed(sim.color(at: CGPoint(x: 200, y: 20))))
        #expect(!isRed(sim.color(at: CGPoint(x: 200, y: vc.view.safeAreaInsets.top + 20))), "the bar itself still drawn")
        // A toolbar at the top: its hairline is below it, not on top.
        let top = vc.topToolbar.frame
        let above = sim.color(at: CGPoint(x: 200, y: top.minY - 0.2)), below = sim.color(at: CGPoint(x: 200, y: top.maxY + 0.2))
        #expect(isRed(above) && !isRed(below) && below.r < 200, "hairline under a top toolbar: \(above) \(below)")
    }

    @Test func defaultsWithoutADelegate() {
        let bar = UINavigationBar(), tools = UIToolbar(), search = UISearchBar()
        #expect(bar.barPosition == .top && tools.barPosition == .bottom && search.barPosition == .top)
        let nav = UINavigationController(rootViewController: UIViewController())
        #expect(nav.navigationBar.barPosition == .topAttached, "a navigation controller attaches its bar to the top")
    }
}
