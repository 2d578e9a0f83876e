import Foundation
import Testing
import UIKit
import UIKitTesting

// What stopped ported apps' first screens, and small members they called.

final class ZeroFrameDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: .zero)
        let vc = UIViewController()
        vc.view.backgroundColor = .orange
        window?.rootViewController = vc
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor @Suite struct FirstScreenFixesTests {
    @Test func windowsWithNoFrameFillTheScreen() {
        let sim = Simulator()
        #expect(UIWindow().frame == sim.screen.bounds, "UIWindow() is the screen's size, as on iOS")
        let delegate = ZeroFrameDelegate()
        sim.launch(delegate)
        sim.settle()
        #expect(delegate.window?.frame == sim.screen.bounds)
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 255, g: 128, b: 0), "the controller's view, not black")
    }

    @Test func sizeToFitKeepsTheOrigin() {
        _ = Simulator()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 80))
        label.text = "Hi"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 20, y: 100))
        #expect(label.frame.width < 40 && label.frame.height > 15)
    }

    @Test func aTiledImageWithZeroInsetsRepeatsWhole() {
        let sim = Simulator()
        // A 10×10 tile: red on the left half, blue on the right.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let vc = UIViewController()
        let tiled = UIImageView(image: tile.resizableImage(withCapInsets: .zero, resizingMode: .tile))
        tiled.frame = CGRect(x: 0, y: 100, width: 100, height: 20)
        let stretched = UIImageView(image: tile)
        stretched.frame = CGRect(x: 0, y: 200, width: 100, height: 20)
        vc.view.addSubview(tiled)
        vc.view.addSubview(stretched)
        sim.rootViewController = vc
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 22, y: 110)) == RGBA(r: 255, g: 0, b: 0), "the third tile's red half")
        #expect(sim.color(at: CGPoint(x: 27, y: 110)) == RGBA(r: 0, g: 0, b: 255), "its blue half")
        #expect(sim.color(at: CGPoint(x: 27, y: 210)) == RGBA(r: 255, g: 0, b: 0), "a plain image stretches instead")
    }

    @Test func aOnePixelAlphaOnlyContextSamplesALayer() {
        _ = Simulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let dot = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 20))
        dot.backgroundColor = .black
        view.addSubview(dot)
        func alpha(at point: CGPoint) -> UInt8 {
            var pixel: UInt8 = 0
            let ctx = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)
            #expect(ctx != nil)
            ctx?.translateBy(x: -point.x, y: -point.y)
            if let ctx { view.layer.render(in: ctx) }
            return pixel
        }
        #expect(alpha(at: CGPoint(x: 15, y: 5)) == 255)
        #expect(alpha(at: CGPoint(x: 5, y: 5)) == 0)
    }

    @Test func openingURLsIsRecordedAndAnswered() {
        let sim = Simulator()
        let app = UIApplication.shared
        let web = URL(string: "https://example.com/book")!
        #expect(app.canOpenURL(web) && app.canOpenURL(URL(string: "mailto:a@b.c")!))
        #expect(!app.canOpenURL(URL(string: "someapp://x")!))
        var answers: [Bool] = []
        app.open(web, options: [:]) { answers.append($0) }
        app.open(URL(string: UIApplication.openSettingsURLString)!)
        app.open(URL(string: "someapp://x")!) { answers.append($0) }
        #expect(answers.isEmpty, "the completion runs later, on the main queue")
        sim.settle()
        #expect(answers == [true, false])
        #expect(sim.openedURLs == [web, URL(string: "app-settings:")!])
        #expect(Simulator().openedURLs.isEmpty, "each device its own")
    }

    @Test func indexPathsAndURLSessionAreThere() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        let request = URLRequest(url: URL(string: "https://example.com")!)
        #expect(request.httpMethod == "GET")
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0, "FoundationNetworking comes with UIKit")
    }

    @Test func tableSeparatorsMarginsAndIndexColours() throws {
        let sim = Simulator(device: .iPadPro11)
        let table = UITableViewController(style: .plain)
        let source = ListSource(rows: 30)
        table.tableView.dataSource = source
        table.tableView.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        table.tableView.separatorInsetReference = .fromAutomaticInsets
        table.tableView.cellLayoutMarginsFollowReadableWidth = true
        table.tableView.sectionIndexBackgroundColor = .yellow
        table.tableView.sectionIndexTrackingBackgroundColor = .green
        sim.rootViewController = table
        sim.settle()
        let cell = try #require(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let width = table.tableView.bounds.width
        #expect(width > 800)
        let text = try #require(cell.textLabel)
        let textX = text.convert(CGPoint.zero, to: cell).x
        #expect(abs(textX - (width - 672) / 2) <= 1, "content in the readable width: \(textX)")
        let separator = try #require(cell.subviews.first { $0.frame.height < 1 && $0.frame.width > 100 })
        #expect(abs(separator.frame.minX - (textX + 30)) <= 1, "30 points past where the separator starts: \(separator.frame)")

        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/table-readable-width-index-iPadPro11.png"))
        }
        let index = sim.color(at: CGPoint(x: sim.screen.bounds.width - 4, y: 400))
        #expect(index == RGBA(r: 255, g: 255, b: 0), "the index's background: \(index)")
        let finger = sim.touchDown(at: CGPoint(x: sim.screen.bounds.width - 8, y: 400))
        sim.advance(by: 0.2)
        #expect(sim.color(at: CGPoint(x: sim.screen.bounds.width - 4, y: 300)) == RGBA(r: 0, g: 255, b: 0), "tracking")
        sim.touchUp(finger, at: CGPoint(x: sim.screen.bounds.width - 8, y: 400))
        sim.settle()
        #expect(sim.color(at: CGPoint(x: sim.screen.bounds.width - 4, y: 300)) == RGBA(r: 255, g: 255, b: 0))
    }
}

/// Rows "Row 0"… in one section, with an index down the side.
final class ListSource: NSObject, UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { 0 }
}

/// The nib's buttons connected to actions declared for another sender type, as one app's were.
@IBConnectable
final class MistypedActionOwner: UIViewController {
    @Outlet var badge: BadgeView!
    @Outlet var nameField: UITextField!
    @Outlet var buttons: [UIButton]!
    var greets = 0
    var waves: [UIGestureRecognizer.State] = []

    init() { super.init(nibName: "NibFeatures", bundle: .module) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Never reads its sender: called, as on iOS.
    @IBAction func greet(_ sender: UIGestureRecognizer) { greets += 1 }
    /// Reads it: it cannot be called with a button; logged once.
    @IBAction func wave(_ sender: UIGestureRecognizer) { waves.append(sender.state) }
}

@MainActor @Suite struct MistypedActionTests {
    @Test func anActionDeclaredForAnotherSenderIsCalledWhenItIgnoresIt() throws {
        let sim = Simulator()
        let owner = MistypedActionOwner()
        sim.rootViewController = owner
        sim.settle()
        let greet = try #require(owner.buttons.first { $0.title(for: .normal) == "Greet" })
        let wave = try #require(owner.buttons.first { $0.title(for: .normal) == "Wave" })
        sim.tap(on: greet)
        sim.tap(on: greet)
        sim.tap(on: wave)
        sim.tap(on: wave)
        #expect(owner.greets == 2)
        #expect(owner.waves.isEmpty)
        let reports = sim.warnings.filter { $0.contains("MistypedActionOwner.wave:") }
        #expect(reports.count == 1, "once: \(sim.warnings)")
        #expect(reports.first?.contains("takes a UIGestureRecognizer but was sent by a UIButton") == true)
    }
}

@MainActor @Suite struct NSStringMeasuringTests {
    @Test func anNSStringMeasuresAsItsString() {
        _ = Simulator()
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let text = "Hello, World" as NSString
        #expect(text.size(withAttributes: attrs) == "Hello, World".size(withAttributes: attrs))
        let wrapped = text.boundingRect(with: CGSize(width: 40, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: attrs, context: nil)
        #expect(wrapped.height > text.size(withAttributes: attrs).height * 1.5, "wrapped to two lines or more: \(wrapped)")
    }
}

/// Counts its appearance callbacks.
final class AppearanceCounter: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
}

/// A container that swaps its child with `transition(from:to:…)`, as apps' own containers do.
final class SwapContainer: UIViewController {
    func swap(from: UIViewController, to: UIViewController) {
        addChild(to)
        from.willMove(toParent: nil)
        transition(from: from, to: to, duration: 0, options: [], animations: nil) { _ in
            from.removeFromParent()
            to.didMove(toParent: self)
        }
    }
}

@MainActor @Suite struct HiddenWindowTests {
    /// A window made but not shown yet, as a storyboard's is before `didFinishLaunching`.
    func hiddenWindow(_ sim: Simulator, root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = root
        window.layoutIfNeeded()
        return window
    }

    @Test func aTabSwitchedInAHiddenWindowAppearsOnlyWhenTheWindowShows() {
        let sim = Simulator(device: .iPhone15)
        let first = AppearanceCounter(), second = AppearanceCounter()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = hiddenWindow(sim, root: tabs)
        tabs.selectedIndex = 1
        sim.settle()
        #expect(first.log.isEmpty && second.log.isEmpty, "nothing is on screen yet")
        window.makeKeyAndVisible()
        sim.settle()
        #expect(second.log == ["willAppear", "didAppear"] && first.log.isEmpty)
        tabs.selectedIndex = 0
        sim.settle()
        #expect(second.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(first.log == ["willAppear", "didAppear"])
    }

    @Test func aChildSwappedInAHiddenWindowAppearsOnlyWhenTheWindowShows() {
        let sim = Simulator(device: .iPhone15)
        let container = SwapContainer(), first = AppearanceCounter(), second = AppearanceCounter()
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        let window = hiddenWindow(sim, root: container)
        container.swap(from: first, to: second)
        sim.settle()
        #expect(first.log.isEmpty && second.log.isEmpty, "nothing is on screen yet")
        #expect(second.view.superview === container.view && first.parent == nil)
        window.makeKeyAndVisible()
        sim.settle()
        #expect(second.log == ["willAppear", "didAppear"] && first.log.isEmpty)
        container.swap(from: second, to: first)
        sim.settle()
        #expect(first.log == ["willAppear", "didAppear"] && second.log.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test func aPushInAHiddenWindowIsNotAnimatedAndAppearsWhenShown() {
        let sim = Simulator(device: .iPhone15)
        let root = AppearanceCounter(), pushed = AppearanceCounter()
        let nav = UINavigationController(rootViewController: root)
        let window = hiddenWindow(sim, root: nav)
        nav.pushViewController(pushed, animated: true)
        #expect(nav.topViewController === pushed && nav.transitionCoordinator == nil, "no slide off screen")
        sim.settle()
        #expect(root.log.isEmpty && pushed.log.isEmpty)
        window.makeKeyAndVisible()
        sim.settle()
        #expect(pushed.log == ["willAppear", "didAppear"] && root.log.isEmpty)
    }
}

/// A controller's view under and below a navigation bar: translucent bars let the view run under
/// them (its safe area keeps the content clear), opaque ones start it below, as
/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` say.
@MainActor @Suite struct ExtendedLayoutTests {
    @Test func anOpaqueNavigationBarLaysTheViewOutBelowIt() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.view.backgroundColor = .red
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        sim.settle()
        let barBottom = nav.navigationBar.frame.maxY
        #expect(vc.view.frame.minY == 0 && vc.view.safeAreaInsets.top == barBottom, "under a translucent bar")
        nav.navigationBar.isTranslucent = false
        sim.settle()
        #expect(vc.view.frame == CGRect(x: 0, y: barBottom, width: 393, height: 852 - barBottom))
        #expect(vc.view.safeAreaInsets.top == 0, "nothing to keep clear of")
        #expect(sim.color(at: CGPoint(x: 200, y: barBottom + 1)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 5, y: barBottom - 5)) != RGBA(r: 255, g: 0, b: 0), "the bar is not over the view")
        vc.extendedLayoutIncludesOpaqueBars = true
        sim.settle()
        #expect(vc.view.frame.minY == 0 && vc.view.safeAreaInsets.top == barBottom, "extended under opaque bars too")
        vc.extendedLayoutIncludesOpaqueBars = false
        nav.navigationBar.isTranslucent = true
        vc.edgesForExtendedLayout = []
        sim.settle()
        #expect(vc.view.frame.minY == barBottom, "not extended under the top bar even though it is translucent")
        // A pushed controller takes its own place: under the translucent bar.
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        sim.settle()
        #expect(next.view.frame.minY == 0 && next.view.safeAreaInsets.top == barBottom)
        nav.popViewController(animated: false)
        sim.settle()
        #expect(vc.view.frame.minY == barBottom)
    }

    @Test func aStoryboardsOpaqueBarAndExtendedEdgesAreRead() throws {
        let sim = Simulator(device: .iPhone15)
        let storyboard = UIStoryboard(name: "OpaqueBars", bundle: .module)
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(!nav.navigationBar.isTranslucent && nav.navigationBar.barTintColor == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        sim.rootViewController = nav
        sim.settle()
        let top = try #require(nav.topViewController)
        let barBottom = nav.navigationBar.frame.maxY
        #expect(top.view.frame.minY == barBottom && top.edgesForExtendedLayout == .all && !top.extendedLayoutIncludesOpaqueBars)
        // Since iOS 15 a bar at the scroll edge (and there is no scroll view here) takes its
        // scroll-edge appearance, transparent by default: the legacy tint shows over scrolled content.
        #expect(sim.color(at: CGPoint(x: 5, y: barBottom - 5)) != RGBA(r: 51, g: 102, b: 204), "transparent at the scroll edge")
        #expect(nav.navigationBar.shownAppearance.isTransparent)
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = nav.navigationBar.barTintColor
        nav.navigationBar.scrollEdgeAppearance = edge
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 5, y: barBottom - 5)) == RGBA(r: 51, g: 102, b: 204), "the bar's tint, opaque, once the app says so")
        let under = storyboard.instantiateViewController(withIdentifier: "Under")
        #expect(under.extendedLayoutIncludesOpaqueBars)
        nav.pushViewController(under, animated: false)
        sim.settle()
        #expect(under.view.frame.minY == 0)
        let notUnder = storyboard.instantiateViewController(withIdentifier: "NotUnderTop")
        #expect(notUnder.edgesForExtendedLayout == .bottom)
        nav.navigationBar.isTranslucent = true
        nav.pushViewController(notUnder, animated: false)
        sim.settle()
        #expect(notUnder.view.frame.minY == barBottom)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            nav.popToRootViewController(animated: false)
            nav.navigationBar.isTranslucent = false
            sim.settle()
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/opaque-navigation-bar.png"))
        }
    }
}

/// A scroll view whose content is pinned to the scroll view's own edges (the pre-iOS 11 rule that
/// Interface Builder still writes): those constraints size the content, not the scroll view.
@MainActor @Suite struct ScrollContentConstraintTests {
    @Test func contentPinnedToTheScrollViewsEdgesSizesTheContent() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let scroll = UIScrollView(), content = UIView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        content.backgroundColor = .orange
        vc.view.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: vc.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        sim.rootViewController = vc
        sim.settle()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 393, height: 852), "the scroll view is not squeezed")
        #expect(scroll.contentSize == CGSize(width: 393, height: 1500), "the content's edges give the content size")
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 1500))
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200))
        sim.settle()
        #expect(scroll.contentOffset.y > 300, "it scrolls: \(scroll.contentOffset)")
    }

    @Test func anXcode9XibsScrollingFormScrollsToItsLastField() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController(nibName: "OldScrollContent", bundle: .module)
        sim.rootViewController = vc
        sim.settle()
        let scroll = try #require(vc.view.subviews.first as? UIScrollView)
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 393, height: 832))
        #expect(scroll.contentSize == CGSize(width: 393, height: 1200))
        let label = try #require(sim.view(withText: "Bottom of the form") ?? scroll.subviews.first?.subviews.first)
        #expect(label.frame.maxY == 1171, "29 points above the content's bottom")
        scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentSize.height - scroll.bounds.height), animated: false)
        sim.settle()
        #expect(sim.view(withText: "Bottom of the form") != nil, "the last field is on screen at the end of the content")
    }
}
