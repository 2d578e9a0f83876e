import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor final class Screen: UIViewController {
    var log: [String]
    let name: String
    init(_ name: String, log: [String] = []) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { view.backgroundColor = .white; record("viewDidLoad") }
    override func viewWillAppear(_ a: Bool) { record("viewWillAppear") }
    override func viewIsAppearing(_ a: Bool) { record("viewIsAppearing") }
    override func viewDidAppear(_ a: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ a: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ a: Bool) { record("viewDidDisappear") }
    override func willMove(toParent p: UIViewController?) { record("willMove(\(p == nil ? "nil" : "parent"))") }
    override func didMove(toParent p: UIViewController?) { record("didMove(\(p == nil ? "nil" : "parent"))") }
    func record(_ s: String) { NavigationTests.journal.append("\(name).\(s)") }
}

@MainActor
@Suite(.serialized) struct NavigationTests {
    static var journal: [String] = []

    @Test func pushAndPopCallTheLifecycleInIOSOrder() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B")
        let nav = UINavigationController(rootViewController: a)
        sim.rootViewController = nav
        NavigationTests.journal = []
        nav.pushViewController(b, animated: true)
        #expect(NavigationTests.journal == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                            "B.viewIsAppearing"])
        sim.settle()
        #expect(NavigationTests.journal.suffix(3) == ["B.didMove(parent)", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(nav.topViewController === b && a.view.superview == nil)
        NavigationTests.journal = []
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        sim.settle()
        #expect(NavigationTests.journal == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                            "B.didMove(nil)", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func pushSlidesInWithParallaxOnTheVirtualClock() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B")
        let nav = UINavigationController(rootViewController: a)
        sim.rootViewController = nav
        nav.pushViewController(b, animated: true)
        sim.advance(by: UINavigationController.transitionDuration / 2)
        let bx = b.view.layer.presentation()!.frame.minX, ax = a.view.layer.presentation()!.frame.minX
        #expect(bx > 100 && bx < 300, "the new screen is on its way in: \(bx)")
        #expect(ax < 0 && ax > -393 * 0.3, "the old one moves only a third as far: \(ax)")
        sim.settle()
        #expect(b.view.frame.minX == 0)
    }

    @Test func titlesCrossFadeAndTheBarHidesAnimated() throws {
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: Screen("First"))
        sim.rootViewController = nav
        nav.pushViewController(Screen("Second"), animated: true)
        sim.advance(by: UINavigationController.transitionDuration / 2)
        let title = try #require(sim.view(withText: "Second"))
        let alpha = title.layer.presentation()!.opacity
        #expect(alpha > 0.2 && alpha < 0.8, "fading in: \(alpha)")
        sim.settle()
        nav.setNavigationBarHidden(true, animated: true)
        sim.advance(by: UINavigationController.transitionDuration / 2)
        let y = nav.navigationBar.layer.presentation()!.frame.minY
        #expect(y < 59 && y > -44, "sliding up: \(y)")
        sim.settle()
        #expect(nav.isNavigationBarHidden && abs(nav.topViewController!.view.safeAreaInsets.top - 59) < 1e-9)
        nav.navigationBar.prefersLargeTitles = true
        nav.setNavigationBarHidden(false, animated: false)
        sim.runFrame()
        #expect(abs(nav.navigationBar.frame.height - (44 + 52)) < 1e-9, "a large title adds 52 points")
        #expect(abs(nav.topViewController!.view.safeAreaInsets.top - (59 + 96)) < 1e-9)
    }

    @Test func barPositionsPerDeviceTitleViewsAndHiddenBackButtons() throws {
        for (device, top) in [(Simulator.Device.iPhoneSE, CGFloat(20)), (.iPadPro11, 24), (.iPhone15, 59)] {
            let sim = Simulator(device: device)
            let a = Screen("A"), b = Screen("B")
            let nav = UINavigationController(rootViewController: a)
            sim.rootViewController = nav
            nav.pushViewController(b, animated: false)
            sim.settle()
            #expect(nav.navigationBar.frame == CGRect(x: 0, y: top, width: sim.screen.bounds.width, height: 44), "\(device.name)")
            #expect(sim.view(withText: "A") != nil, "back button titled after A")
            b.navigationItem.hidesBackButton = true
            sim.runFrame()
            #expect(sim.view(withText: "A") == nil)
            let custom = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            custom.text = "Custom title"
            b.navigationItem.titleView = custom
            sim.runFrame()
            #expect(sim.view(withText: "Custom title") === custom && sim.view(withText: "B") == nil)
            #expect(abs(custom.convert(CGPoint(x: 60, y: 15), to: nil).x - sim.screen.bounds.width / 2) < 0.5, "centred")
        }
    }

    @Test func toolbarSlidesInAndContentSizePreferencesReachTheParent() {
        final class Parent: UIViewController {
            var told = 0
            override func preferredContentSizeDidChange(forChildContentContainer c: UIContentContainer) { told += 1 }
        }
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: Screen("A"))
        sim.rootViewController = nav
        nav.setToolbarHidden(false, animated: true)
        sim.advance(by: UINavigationController.transitionDuration / 2)
        let y = nav.toolbar.layer.presentation()!.frame.minY
        #expect(y > 852 - 34 - 44 && y < 852, "sliding up from the bottom: \(y)")
        sim.settle()
        #expect(!nav.toolbar.isHidden && nav.toolbar.frame.minY == 852 - 34 - 44)
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == 1 && child.preferredContentSize == CGSize(width: 320, height: 200))
    }

    @Test func barLayoutBackTitlesAndPrompt() throws {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("Inbox"), b = Screen("Message")
        let nav = UINavigationController(rootViewController: a)
        sim.rootViewController = nav
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44), "44 points under the status bar")
        #expect(a.view.safeAreaInsets.top == 103)
        #expect(nav.navigationBar.backButtonTitle == nil)
        nav.pushViewController(b, animated: false)
        sim.settle()
        #expect(nav.navigationBar.backButtonTitle == "Inbox")
        #expect(sim.view(withText: "Inbox") != nil && sim.view(withText: "Message") != nil)
        b.navigationItem.prompt = "Choose a folder"
        sim.runFrame()
        #expect(nav.navigationBar.frame.height == 74, "a prompt adds a 30-point line")
        #expect(abs(b.view.safeAreaInsets.top - (59 + 74)) < 1e-9)
        a.navigationItem.backButtonTitle = "Mail"
        sim.runFrame()
        #expect(nav.navigationBar.backButtonTitle == "Mail")
        a.navigationItem.backButtonTitle = "A title far too long to fit in a third of the bar"
        sim.runFrame()
        #expect(nav.navigationBar.backButtonTitle == "Back")
        sim.tap(on: try #require(sim.view(withText: "Back")))
        sim.settle()
        #expect(nav.topViewController === a)
    }

    @Test func poppedControllersAreReleasedAndTheDelegateIsTold() {
        final class Watcher: UINavigationControllerDelegate {
            var log: [String] = []
            func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) { log.append("will \(vc.title!)") }
            func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) { log.append("did \(vc.title!)") }
        }
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: Screen("Root"))
        let w = Watcher()
        nav.delegate = w
        sim.rootViewController = nav
        weak var b: UIViewController?, c: UIViewController?
        do {
            let sb = Screen("B"), sc = Screen("C")
            b = sb; c = sc
            nav.pushViewController(sb, animated: true)
            sim.settle()
            nav.pushViewController(sc, animated: false)
            sim.settle()
        }
        #expect(nav.viewControllers.count == 3)
        nav.popToRootViewController(animated: true)
        sim.settle()
        #expect(b == nil && c == nil, "nothing keeps popped controllers alive")
        #expect(w.log == ["will B", "did B", "will C", "did C", "will Root", "did Root"])
    }

    @Test func edgeSwipeGoesBackAndAHalfSwipeDoesNot() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B")
        let nav = UINavigationController(rootViewController: a)
        sim.rootViewController = nav
        nav.pushViewController(b, animated: false)
        sim.settle()
        sim.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5)
        sim.settle()
        #expect(nav.topViewController === b, "a short, slow swipe springs back")
        #expect(b.view.frame.minX == 0 && b.view.superview != nil)
        sim.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        sim.settle()
        #expect(nav.topViewController === a)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theToolbarFollowsTheTopControllersItems() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B")
        a.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)]
        b.toolbarItems = [UIBarButtonItem(title: "Forward", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: a)
        sim.rootViewController = nav
        #expect(nav.isToolbarHidden && sim.view(withText: "Reply") == nil)
        nav.setToolbarHidden(false, animated: false)
        sim.runFrame()
        #expect(sim.view(withText: "Reply") != nil)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(abs(a.view.safeAreaInsets.bottom - (34 + 44)) < 1e-9)
        nav.pushViewController(b, animated: false)
        sim.settle()
        #expect(sim.view(withText: "Forward") != nil && sim.view(withText: "Reply") == nil)
        b.hidesBottomBarWhenPushed = true
        nav.popViewController(animated: false)
        sim.settle()
        nav.pushViewController(Screen("C"), animated: false)
        sim.settle()
        #expect(!nav.toolbar.isHidden)
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        nav.pushViewController(a, animated: false)
        #expect(failures.count == 1 && failures[0].hasPrefix("Pushing the same view controller instance more than once is not supported"))
    }
}

@MainActor
@Suite(.serialized) struct ContainmentTests {
    @Test func transitionBetweenChildrenSwapsViewsWithCallbacks() {
        let sim = Simulator(device: .iPhone15)
        let parent = UIViewController()
        sim.rootViewController = parent
        let a = Screen("A"), b = Screen("B")
        parent.addChild(a); parent.view.addSubview(a.view); a.didMove(toParent: parent)
        parent.addChild(b); b.didMove(toParent: parent)
        NavigationTests.journal = []
        var done: Bool?
        parent.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { done = $0 }
        sim.advance(by: 0.15)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.5) < 0.1, "dissolving in")
        sim.settle()
        #expect(done == true && a.view.superview == nil && b.view.superview === parent.view)
        #expect(NavigationTests.journal == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                            "A.viewDidDisappear", "B.viewDidAppear"])
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        parent.transition(from: b, to: Screen("Stranger"), duration: 0, animations: nil)
        #expect(failures.first?.contains("must have a common parent view controller") == true)
    }

    @Test func rotationTellsControllersTheNewSizeAndTraits() {
        final class Watcher: UIViewController {
            var sizes: [CGSize] = []
            var alongside = 0, completed = 0
            var traits: [UIUserInterfaceSizeClass] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
                coordinator.animate(alongsideTransition: { _ in self.alongside += 1 }, completion: { _ in self.completed += 1 })
            }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { traits.append(previous!.verticalSizeClass) }
        }
        let sim = Simulator(device: .iPhone15)
        let root = Watcher(), child = Watcher()
        root.addChild(child)
        sim.rootViewController = root
        sim.rotate(to: .landscapeLeft)
        #expect(root.sizes == [CGSize(width: 852, height: 393)] && child.sizes == root.sizes, "children hear it too")
        #expect(root.alongside == 1 && root.completed == 1)
        #expect(root.traits == [.regular] && UIScreen.main.traitCollection.verticalSizeClass == .compact)
        sim.rotate(to: .portrait)
        #expect(root.sizes.last == CGSize(width: 393, height: 852))
    }

    /// A non-animated pop removes the top screen at the end of the frame that shows its parent laid
    /// out; that change was made after the frame was composited, so the next frame must come (a live
    /// app would otherwise show the popped screen until the next input). Read without running a frame.
    @Test func changesMadeAtAFramesEndAreShownByTheNextFrame() {
        let sim = Simulator(device: .iPhone15)
        let root = UIViewController(), top = UIViewController()
        root.view.backgroundColor = .red
        top.view.backgroundColor = .green
        let nav = UINavigationController(rootViewController: root)
        sim.rootViewController = nav
        nav.pushViewController(top, animated: true)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 0, g: 255, b: 0))
        nav.popViewController(animated: false)
        sim.settle()
        let c = sim.environment.compositor
        let shown = RGBA(argb32: c.pixels.load(fromByteOffset: 1200 * c.bytesPerRow + 600 * 4, as: UInt32.self))
        #expect(shown == RGBA(r: 255, g: 0, b: 0), "the screen shows \(shown) after the pop settled")
        #expect(!sim.environment.hasPendingWork)
    }
}
