import Testing
import Foundation
import UIKit
import UIKitTesting

/// A book of five coloured pages whose delegate chooses the spine as Xcode's page-based app
/// template does: one page bound at the left in portrait, a two-page spread bound in the middle in
/// landscape (starting on an even page).
final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var events: [String] = []
    lazy var pages: [LoggedPage] = [LoggedPage("One", .systemRed), LoggedPage("Two", .systemGreen), LoggedPage("Three", .systemBlue),
                                    LoggedPage("Four", .systemYellow), LoggedPage("Five", .systemPurple)]
    init() { for p in pages { p.log = { [unowned self] in self.events.append($0) } } }
    func index(_ vc: UIViewController) -> Int { pages.firstIndex { $0 === vc } ?? -1 }
    func names(_ vcs: [UIViewController]?) -> [String] { (vcs ?? []).map { ($0 as! LoggedPage).name } }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        page(-1, from: viewController, in: pages)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        page(1, from: viewController, in: pages)
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("willTransition \(names(pendingViewControllers))")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("didFinish \(names(previousViewControllers)) completed \(completed)")
    }
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        events.append("spine for \(orientation.isLandscape ? "landscape" : "portrait")")
        let current = pageViewController.viewControllers![0]
        if orientation.isPortrait {
            pageViewController.setViewControllers([current], direction: .forward, animated: true)
            pageViewController.isDoubleSided = false
            return .min
        }
        let i = index(current)
        let spread = i % 2 == 0 ? [current, pages[i + 1]] : [pages[i - 1], current]
        pageViewController.setViewControllers(spread, direction: .forward, animated: true)
        return .mid
    }
}

@MainActor
@Suite(.serialized) struct PageSpreadTests {
    func book(spine: UIPageViewController.SpineLocation? = nil, device: Simulator.Device = .iPadPro11) -> (Simulator, UIPageViewController, Book) {
        let sim = Simulator(device: device)
        let model = Book()
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: spine.map { [.spineLocation: NSNumber(value: $0.rawValue)] })
        pvc.dataSource = model
        pvc.delegate = model
        pvc.setViewControllers([model.pages[0]], direction: .forward, animated: false)
        sim.rootViewController = pvc
        sim.settle()
        return (sim, pvc, model)
    }

    /// A finger moving `by` over 20 frames, held there for the test to look; `lift` lets it go.
    func turn(_ sim: Simulator, from: CGPoint, by dx: CGFloat) {
        sim.touchDown(at: from)
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: from.x + dx * CGFloat(i) / 20, y: from.y))
        }
    }

    /// Whether `c` is the page's colour, perhaps in the shade of a turning page: the same mix of
    /// red, green and blue, at most half as dark.
    func isColor(_ c: RGBA, _ page: LoggedPage) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        page.color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let want = [r, g, b], got = [CGFloat(c.r), CGFloat(c.g), CGFloat(c.b)].map { $0 / 255 }
        let scale = got.max()! / want.max()!
        return scale > 0.5 && zip(want, got).allSatisfy { abs($0 * scale - $1) < 0.08 }
    }

    @Test func landscapeShowsASpreadThatTurnsAboutTheMiddle() throws {
        let (sim, pvc, model) = book()
        #expect(pvc.spineLocation == .min && model.events.filter { $0.hasPrefix("spine") }.isEmpty, "portrait at launch: \(model.events)")
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(model.events.contains("spine for landscape"))
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided)
        #expect(model.names(pvc.viewControllers) == ["One", "Two"])
        let w = sim.screen.bounds.width, h = sim.screen.bounds.height
        saveShot(sim, "page-spread")
        #expect(isColor(sim.color(at: CGPoint(x: w * 0.25, y: h / 2)), model.pages[0]), "the left page")
        #expect(isColor(sim.color(at: CGPoint(x: w * 0.75, y: h / 2)), model.pages[1]), "the right page")
        #expect(model.pages[1].isViewLoaded && model.pages[1].view.window != nil)

        // A third of the way: the right-hand page lifts about the spine, uncovering Four beside it.
        model.events = []
        turn(sim, from: CGPoint(x: w - 40, y: h / 2), by: -w * 0.3)
        saveShot(sim, "page-spread-lifting")
        #expect(model.events.first == "willTransition [\"Three\", \"Four\"]")
        #expect(isColor(sim.color(at: CGPoint(x: w - 20, y: h / 2)), model.pages[3]), "the page uncovered at the edge")
        #expect(isColor(sim.color(at: CGPoint(x: w / 2 + 20, y: h / 2)), model.pages[1]), "the leaf still at the spine")
        #expect(isColor(sim.color(at: CGPoint(x: w * 0.25, y: h / 2)), model.pages[0]), "the left page stays")
        // Past the spine: the leaf's back — Three — comes down over One.
        for i in 1...10 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: w * 0.7 - 40 - w * 0.4 * CGFloat(i) / 10, y: h / 2))
        }
        saveShot(sim, "page-spread-falling")
        #expect(isColor(sim.color(at: CGPoint(x: w / 2 - 20, y: h / 2)), model.pages[2]), "the leaf's back at the spine")
        #expect(isColor(sim.color(at: CGPoint(x: 20, y: h / 2)), model.pages[0]), "One not yet covered at the far edge")
        sim.touchUp(at: CGPoint(x: w * 0.3 - 40, y: h / 2))
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["Three", "Four"])
        #expect(model.events.last == "didFinish [\"One\", \"Two\"] completed true")
        #expect(model.events.contains("One didDisappear") && model.events.contains("Two didDisappear") && model.events.contains("Four didAppear"))
        #expect(isColor(sim.color(at: CGPoint(x: w * 0.25, y: h / 2)), model.pages[2]))
        #expect(isColor(sim.color(at: CGPoint(x: w * 0.75, y: h / 2)), model.pages[3]))

        // The last spread has Five alone, its right half empty.
        sim.drag(from: CGPoint(x: w - 40, y: h / 2), to: CGPoint(x: 60, y: h / 2), duration: 0.2)
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["Five"])
        #expect(isColor(sim.color(at: CGPoint(x: w * 0.25, y: h / 2)), model.pages[4]))
        // Back a spread: the leaf comes over from the left.
        sim.drag(from: CGPoint(x: 40, y: h / 2), to: CGPoint(x: w - 60, y: h / 2), duration: 0.2)
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["Three", "Four"])

        // Portrait again: one page, bound at the left.
        sim.rotate(to: .portrait)
        sim.settle()
        #expect(model.events.contains("spine for portrait"))
        #expect(pvc.spineLocation == .min && !pvc.isDoubleSided && model.names(pvc.viewControllers) == ["Three"])
        #expect(isColor(sim.color(at: CGPoint(x: sim.screen.bounds.width - 20, y: 300)), model.pages[2]), "one page fills the screen")
    }

    @Test func aMidSpineAsksForTwoPages() {
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided, "a mid spine is double-sided")
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        pvc.setViewControllers([UIViewController()], direction: .forward, animated: false)
        #expect(failures == ["The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"])
        #expect(pvc.viewControllers == nil)
    }

    @Test func aBookBoundOnTheRightTurnsFromTheLeft() throws {
        let (sim, pvc, model) = book(spine: .max, device: .iPhone15)
        #expect(pvc.spineLocation == .max)
        model.events = []
        // The finger pulls the left edge toward the spine on the right: the red page swings away
        // about its right edge, uncovering the green one at the left.
        turn(sim, from: CGPoint(x: 30, y: 400), by: 180)
        saveShot(sim, "page-curl-max")
        #expect(model.events.first == "willTransition [\"Two\"]")
        #expect(isColor(sim.color(at: CGPoint(x: 10, y: 400)), model.pages[1]), "the next page uncovered at the free edge")
        #expect(isColor(sim.color(at: CGPoint(x: sim.screen.bounds.width - 20, y: 400)), model.pages[0]), "the page still at the spine")
        sim.touchUp(at: CGPoint(x: 210, y: 400))
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["Two"])
        #expect(model.events.last == "didFinish [\"One\"] completed true")
        // A swipe the other way turns back.
        sim.drag(from: CGPoint(x: 360, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.15)
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["One"])
    }

    @Test func aDoubleSidedBookTurnsAPageAndItsBack() throws {
        let sim = Simulator(device: .iPhone15)
        let model = Book()
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.isDoubleSided = true
        pvc.dataSource = model
        pvc.delegate = model
        // The front shown and the back of the page before it (none before the first: its own back).
        pvc.setViewControllers([model.pages[2], model.pages[1]], direction: .forward, animated: false)
        sim.rootViewController = pvc
        sim.settle()
        #expect(isColor(sim.color(at: CGPoint(x: 200, y: 400)), model.pages[2]), "the front shows")
        model.events = []
        sim.drag(from: CGPoint(x: 360, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.15)
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["Five", "Four"], "a leaf is two pages")
        #expect(model.events.first == "willTransition [\"Five\", \"Four\"]")
        #expect(isColor(sim.color(at: CGPoint(x: 200, y: 400)), model.pages[4]))
        sim.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 360, y: 400), duration: 0.15)
        sim.settle()
        #expect(model.names(pvc.viewControllers) == ["Three", "Two"])
    }
}
