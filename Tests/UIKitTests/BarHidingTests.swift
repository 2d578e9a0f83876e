import Foundation
import Testing
import UIKit
import UIKitTesting

/// A long list under a navigation bar and a toolbar, as photo and reading apps hide their bars.
private final class ReadingList: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        title = "Chapter 1"
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.textLabel?.text = "Line \(indexPath.row + 1)"
        return cell
    }
}

@MainActor @Suite struct BarHidingTests {
    private func launch() -> (Simulator, UINavigationController) {
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: ReadingList(style: .plain))
        nav.setToolbarHidden(false, animated: false)
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav)
    }

    @Test func aTapInTheContentHidesTheBarsAndAnotherBringsThemBack() {
        let (sim, nav) = launch()
        #expect(nav.barHideOnTapGestureRecognizer.isEnabled == false, "off until asked for")
        nav.hidesBarsOnTap = true
        let barPoint = CGPoint(x: 200, y: nav.navigationBar.frame.midY)
        let barColor = sim.color(at: barPoint)
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.settle()
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
        #expect(sim.color(at: barPoint) != barColor, "the list shows where the bar was")
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.settle()
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden, "the toolbar comes back with the bar")
        sim.tap(at: CGPoint(x: 200, y: nav.navigationBar.frame.midY))
        sim.settle()
        #expect(!nav.isNavigationBarHidden, "a tap on the bar itself is not the content's")
    }

    @Test func swipingUpHidesTheBarsAndDownShowsThem() {
        let (sim, nav) = launch()
        nav.hidesBarsOnSwipe = true
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        sim.settle()
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden, "an upward swipe")
        let list = nav.topViewController as! ReadingList
        #expect(list.tableView.contentOffset.y > 0, "the list scrolled as well")
        sim.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 500))
        sim.settle()
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden, "a downward swipe")
    }

    /// A list pushed with its toolbar sliding in, as a reader screen does in `viewWillAppear`: once
    /// settled, the toolbar blurs the rows under it as one shown without animation does.
    @Test func aToolbarThatSlidIntoPlaceBlursTheListUnderIt() {
        func pushed(animated: Bool) -> (Simulator, UINavigationController) {
            let sim = Simulator(device: .iPadPro11)
            let root = UIViewController()
            root.view.backgroundColor = .white
            let nav = UINavigationController(rootViewController: root)
            sim.rootViewController = nav
            sim.settle()
            nav.pushViewController(ReadingList(style: .plain), animated: animated)
            nav.setToolbarHidden(false, animated: animated)
            sim.settle()
            return (sim, nav)
        }
        let (still, nav) = pushed(animated: false)
        let (slid, _) = pushed(animated: true)
        let bar = nav.toolbar.convert(nav.toolbar.bounds, to: nil)
        var differing = 0
        for x in stride(from: bar.minX + 2.5, to: bar.maxX - 2, by: 2) {
            for y in stride(from: bar.minY + 2.5, to: bar.maxY - 2, by: 2) {
                let p = CGPoint(x: x, y: y)
                if !still.color(at: p).isClose(to: slid.color(at: p), tolerance: 3) { differing += 1 }
            }
        }
        #expect(differing == 0, "the rows under the toolbar are blurred, not drawn sharp: \(differing) points differ")
    }

    @Test func theKeyboardHidesTheBarsForGood() {
        let (sim, nav) = launch()
        nav.hidesBarsWhenKeyboardAppears = true
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
        nav.topViewController!.view.addSubview(field)
        field.becomeFirstResponder()
        sim.settle()
        #expect(nav.isNavigationBarHidden)
        field.resignFirstResponder()
        sim.settle()
        #expect(nav.isNavigationBarHidden, "they stay hidden after the keyboard goes")
    }

    @Test func onItsSideThePhoneHidesTheBarsUntilItStandsUp() {
        let (sim, nav) = launch()
        nav.hidesBarsWhenVerticallyCompact = true
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(nav.isNavigationBarHidden)
        sim.tap(at: CGPoint(x: 300, y: 200))
        sim.settle()
        #expect(!nav.isNavigationBarHidden, "a tap shows them while compact")
        sim.rotate(to: .landscapeRight)
        sim.rotate(to: .portrait)
        sim.settle()
        #expect(!nav.isNavigationBarHidden)
    }
}
