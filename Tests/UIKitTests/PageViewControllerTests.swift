import Testing
import Foundation
import UIKit
import UIKitTesting

/// A page that logs its appearance callbacks into a shared list.
final class LoggedPage: UIViewController {
    let name: String
    let color: UIColor
    var log: (String) -> Void = { _ in }
    init(_ name: String, _ color: UIColor) {
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        view.backgroundColor = color
        let l = UILabel()
        l.text = name
        l.sizeToFit()
        view.addSubview(l)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(name) didDisappear") }
}

/// The page `step` places from `vc` in `pages`, if there is one: a test data source's before and after.
func page(_ step: Int, from vc: UIViewController, in pages: [UIViewController]) -> UIViewController? {
    guard let i = pages.firstIndex(where: { $0 === vc }), pages.indices.contains(i + step) else { return nil }
    return pages[i + step]
}

/// Three onboarding pages, red, green and blue, with a page indicator; logs what it is asked and told.
final class Onboarding: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var events: [String] = []
    lazy var pages: [LoggedPage] = [LoggedPage("Welcome", .systemRed), LoggedPage("Learn", .systemGreen), LoggedPage("Start", .systemBlue)]
    var indicator = true
    init() { for p in pages { p.log = { [unowned self] in self.events.append($0) } } }
    func index(_ vc: UIViewController) -> Int { pages.firstIndex { $0 === vc } ?? -1 }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        page(-1, from: viewController, in: pages)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        page(1, from: viewController, in: pages)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { indicator ? pages.count : 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first).map(index) ?? 0
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("willTransition \(pendingViewControllers.map { ($0 as! LoggedPage).name })")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("didFinish \(previousViewControllers.map { ($0 as! LoggedPage).name }) completed \(completed)")
    }
}

@MainActor
@Suite(.serialized) struct PageViewControllerTests {
    func onboarding(_ orientation: UIPageViewController.NavigationOrientation = .horizontal,
                    options: [UIPageViewController.OptionsKey: Any]? = nil) -> (Simulator, UIPageViewController, Onboarding) {
        let sim = Simulator(device: .iPhone15)
        let model = Onboarding()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
        pvc.dataSource = model
        pvc.delegate = model
        pvc.setViewControllers([model.pages[0]], direction: .forward, animated: false)
        sim.rootViewController = pvc
        sim.settle()
        model.events = []
        return (sim, pvc, model)
    }

    /// A finger moving `by` over 20 frames, then still for 12 before it lifts (no fling).
    func slowDrag(_ sim: Simulator, from: CGPoint, by d: CGVector) {
        sim.touchDown(at: from)
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: from.x + d.dx * CGFloat(i) / 20, y: from.y + d.dy * CGFloat(i) / 20))
        }
        for _ in 0..<12 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: from.x + d.dx, y: from.y + d.dy)) }
        sim.touchUp(at: CGPoint(x: from.x + d.dx, y: from.y + d.dy))
        sim.settle()
    }

    @Test func swipingTurnsPagesWithCallbacksInIOSOrder() {
        let (sim, pvc, model) = onboarding()
        saveShot(sim, "pages-first")
        #expect(pvc.viewControllers?.first === model.pages[0])
        #expect(pvc.gestureRecognizers.isEmpty, "a scrolling page view controller lists no recognizers")
        let dots = try! #require(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.numberOfPages == 3 && dots.currentPage == 0)
        #expect(dots.frame.maxY <= pvc.view.bounds.maxY - pvc.view.safeAreaInsets.bottom + 0.5)
        let red = sim.color(at: CGPoint(x: 196, y: 400))
        #expect(red.r > 200 && red.g < 100)
        // A quick swipe to the left: the next page.
        sim.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[1])
        #expect(model.events == ["willTransition [\"Learn\"]", "Welcome willDisappear", "Learn willAppear",
                                 "Welcome didDisappear", "Learn didAppear", "didFinish [\"Welcome\"] completed true"])
        #expect(dots.currentPage == 1)
        let green = sim.color(at: CGPoint(x: 196, y: 400))
        #expect(green.g > 150 && green.r < 100, "the green page fills the screen: \(green)")
        // A short slow drag lets go before half way: the page slides back and stays.
        model.events = []
        slowDrag(sim, from: CGPoint(x: 300, y: 400), by: CGVector(dx: -80, dy: 0))
        #expect(pvc.viewControllers?.first === model.pages[1])
        #expect(model.events == ["willTransition [\"Start\"]", "Learn willDisappear", "Start willAppear",
                                 "Start willDisappear", "Learn willAppear", "Start didDisappear", "Learn didAppear",
                                 "didFinish [\"Learn\"] completed false"])
        // A slow drag past half way turns the page back to the first.
        model.events = []
        slowDrag(sim, from: CGPoint(x: 50, y: 400), by: CGVector(dx: 250, dy: 0))
        #expect(pvc.viewControllers?.first === model.pages[0] && dots.currentPage == 0)
        // No page before the first: the swipe only bounces.
        model.events = []
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1)
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[0] && model.events.isEmpty)
    }

    @Test func setViewControllersAnimatedSlidesInWithoutTheDelegate() {
        let (sim, pvc, model) = onboarding()
        var done: [Bool] = []
        pvc.setViewControllers([model.pages[2]], direction: .forward, animated: true) { done.append($0) }
        sim.advance(by: 0.1)
        let midway = pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!.contentOffset.x
        sim.settle()
        saveShot(sim, "pages-last")
        #expect(done == [true])
        #expect(pvc.viewControllers?.first === model.pages[2])
        #expect(model.events == ["Welcome willDisappear", "Start willAppear", "Welcome didDisappear", "Start didAppear"])
        #expect(midway > 0, "part-way through the slide after a tenth of a second")
        let dots = try! #require(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.currentPage == 2, "the indicator asks presentationIndex again")
        let blue = sim.color(at: CGPoint(x: 196, y: 400))
        #expect(blue.b > 200 && blue.r < 60)
        // Reverse, without animation.
        pvc.setViewControllers([model.pages[0]], direction: .reverse, animated: false)
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[0] && model.pages[2].parent !== pvc)
    }

    @Test func verticalPagesWithSpacing() {
        let (sim, pvc, model) = onboarding(.vertical, options: [.interPageSpacing: 10])
        model.indicator = false
        sim.touchDown(at: CGPoint(x: 196, y: 600))
        for i in 1...10 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 196, y: 600 - CGFloat(i) * 20)) }
        sim.runFrame()
        let gap = model.pages[1].view.frame.minY - model.pages[0].view.frame.maxY
        #expect(gap == 10, "pages stop the spacing apart: \(gap)")
        let between = model.pages[0].view.convert(CGPoint(x: 196, y: model.pages[0].view.bounds.maxY + 5), to: nil)
        #expect(!(sim.color(at: between).r > 200 && sim.color(at: between).g < 100), "the gap is not a page")
        sim.touchUp(at: CGPoint(x: 196, y: 400))
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[1])
    }

    @Test func wrongNumberOfPagesIsUIKitsError() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        #expect(failures == ["The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"])
        #expect(pvc.viewControllers == nil)
    }
}
