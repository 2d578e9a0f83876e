import Testing
import Foundation
import UIKit
import UIKitTesting

/// A list searched from the navigation bar: the list itself shows the results (no results controller).
@MainActor final class CityList: TextRowsController, UISearchResultsUpdating, UISearchControllerDelegate {
    let all = ["Amsterdam", "Athens", "Berlin", "Bratislava", "Brno", "Brussels", "Budapest", "Copenhagen", "Dublin",
               "Helsinki", "Kyiv", "Lisbon", "Ljubljana", "London", "Madrid", "Oslo", "Paris", "Prague", "Riga",
               "Rome", "Sofia", "Stockholm", "Tallinn", "Vienna", "Vilnius", "Warsaw", "Zagreb", "Zurich"]
    var shown: [String] { rows }
    var log: [String] = []
    let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        rows = all
        search.searchResultsUpdater = self
        search.delegate = self
        navigationItem.searchController = search
    }
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        log.append("update '\(text)'")
        rows = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// The results a search controller shows over the list it searches.
@MainActor final class FruitResults: TextRowsController {
    var picked: String?
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked = rows[indexPath.row] }
}

/// The Sections sample app's way: the search bar as the table header, a results controller on top.
@MainActor final class FruitSections: TextRowsController, UISearchResultsUpdating {
    let all = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Grape", "Lemon", "Mango", "Raspberry"]
    let results = FruitResults(style: .plain)
    lazy var search = UISearchController(searchResultsController: results)
    var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        rows = all
        search.searchResultsUpdater = self
        search.searchBar.frame.size = search.searchBar.sizeThatFits(.zero)
        tableView.tableHeaderView = search.searchBar
        definesPresentationContext = true
    }
    func updateSearchResults(for searchController: UISearchController) {
        updates += 1
        let text = searchController.searchBar.text ?? ""
        results.rows = all.filter { $0.localizedCaseInsensitiveContains(text) }
        results.tableView.reloadData()
    }
}

@MainActor
@Suite(.serialized) struct SearchControllerTests {
    func cities(_ device: Simulator.Device = .iPhone15) -> (Simulator, UINavigationController, CityList) {
        let sim = Simulator(device: device)
        let vc = CityList(style: .plain)
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav, vc)
    }

    /// Drags the content up by `dy` points and holds still before lifting, so nothing flings.
    func slowDrag(_ sim: Simulator, at x: CGFloat = 200, from y: CGFloat = 600, by dy: CGFloat) {
        sim.touchDown(at: CGPoint(x: x, y: y))
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: x, y: y - dy * CGFloat(i) / 20))
        }
        sim.advance(by: 0.3)
        sim.touchUp(at: CGPoint(x: x, y: y - dy))
        sim.settle()
    }

    @Test func theSearchBarSitsUnderTheTitleInTheNavigationBar() throws {
        let (sim, nav, vc) = cities()
        let bar = nav.navigationBar
        let height: CGFloat = 44 + 52
        #expect(bar.frame.height == height, "the title row and the integrated search row")
        let field = try #require(sim.view(withText: "Search"))
        let f = field.convert(field.bounds, to: nil)
        #expect(f.minX == 16 && f.height == 36 && f.minY >= bar.frame.minY + 44 && f.maxY <= bar.frame.maxY)
        #expect(vc.tableView.adjustedContentInset.top == bar.frame.maxY, "the list starts under the search bar")
        #expect(vc.search.searchBar.superview === bar)
        checkSnapshot(sim, "searchcontroller-integrated-iPhone15")
    }

    @Test func tappingTheFieldPresentsTheSearchAndCancelEndsIt() throws {
        let (sim, nav, vc) = cities()
        let sc = vc.search
        #expect(!sc.obscuresBackgroundDuringPresentation, "iOS 15+: no results controller, nothing obscured")
        sim.tap(on: try #require(sim.view(withText: "Search")))
        sim.settle()
        #expect(sc.isActive && sc.presentingViewController === vc && vc.presentedViewController === sc)
        #expect(vc.log == ["willPresent", "update ''", "didPresent"])
        #expect(sc.searchBar.isFirstResponder && sim.keyboardFrame != nil)
        #expect(nav.navigationBar.frame.height == 52, "the title row stepped aside")
        #expect(sim.view(withText: "Cities") == nil && sim.view(withText: "Cancel") != nil)
        #expect(vc.tableView.adjustedContentInset.top == nav.navigationBar.frame.maxY)
        sim.type("Br")
        #expect(vc.log.suffix(2) == ["update 'B'", "update 'Br'"])
        #expect(vc.shown == ["Bratislava", "Brno", "Brussels"])
        #expect(sim.view(withText: "Brno") != nil && sim.view(withText: "Paris") == nil)
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(!sc.isActive && sc.searchBar.text == "" && vc.presentedViewController == nil)
        #expect(vc.log.suffix(3) == ["willDismiss", "update ''", "didDismiss"])
        #expect(vc.shown.count == vc.all.count && sim.keyboardFrame == nil)
        #expect(nav.navigationBar.frame.height == 96 && sim.view(withText: "Cities") != nil)
        #expect(sim.view(withText: "Cancel") == nil)
    }

    @Test func isActiveFromCodeNeitherAsksTheDelegateNorBringsTheKeyboard() throws {
        let (sim, nav, vc) = cities()
        vc.search.isActive = true
        sim.settle()
        #expect(vc.log == ["willPresent", "update ''", "didPresent"] && sim.keyboardFrame == nil)
        #expect(nav.navigationBar.frame.height == 52)
        vc.search.isActive = false
        sim.settle()
        #expect(vc.log.last == "didDismiss" && nav.navigationBar.frame.height == 96)
    }

    @Test func theSearchBarFoldsAsTheContentScrollsAndSnaps() throws {
        let (sim, nav, vc) = cities()
        let bar = nav.navigationBar, table = vc.tableView!
        let rest = -table.adjustedContentInset.top
        #expect(table.contentOffset.y == rest)
        // A short drag: the bar's bottom follows the content; let go under half way, it unfolds again.
        sim.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 200, y: 600 - 20 * CGFloat(i) / 20))
        }
        let scrolled = table.contentOffset.y - rest
        #expect(scrolled > 5 && scrolled <= 20)
        #expect(abs(bar.frame.height - (96 - scrolled)) < 0.01, "the bar's bottom follows the content")
        sim.advance(by: 0.3)
        sim.touchUp(at: CGPoint(x: 200, y: 580))
        sim.settle()
        #expect(table.contentOffset.y == rest && bar.frame.height == 96, "\(bar.frame)")
        // Past half way, it finishes folding.
        slowDrag(sim, by: 35)
        #expect(table.contentOffset.y == rest + 52 && bar.frame.height == 44)
        table.setContentOffset(CGPoint(x: 0, y: rest), animated: false)
        sim.settle()
        // Far enough: folded away, the title row alone; back to the top: unfolded.
        slowDrag(sim, by: 200)
        #expect(bar.frame.height == 44 && sim.view(withText: "Search") == nil)
        table.setContentOffset(CGPoint(x: 0, y: rest), animated: false)
        sim.settle()
        #expect(bar.frame.height == 96 && sim.view(withText: "Search") != nil)
        // With hidesSearchBarWhenScrolling off it stays.
        vc.navigationItem.hidesSearchBarWhenScrolling = false
        slowDrag(sim, by: 200)
        #expect(bar.frame.height == 96 && table.contentOffset.y > rest + 100)
    }

    @Test func aPushedControllerHasItsOwnBarAndThePopBringsTheSearchBack() throws {
        let (sim, nav, vc) = cities()
        let detail = UIViewController()
        detail.title = "Detail"
        nav.pushViewController(detail, animated: true)
        sim.settle()
        #expect(nav.navigationBar.frame.height == 44 && vc.search.searchBar.superview == nil)
        nav.popViewController(animated: true)
        sim.settle()
        #expect(nav.navigationBar.frame.height == 96 && vc.search.searchBar.superview === nav.navigationBar)
    }

    func fruit() -> (Simulator, UINavigationController, FruitSections) {
        let sim = Simulator(device: .iPhone15)
        let vc = FruitSections(style: .plain)
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav, vc)
    }

    @Test func aTableHeaderSearchLiftsTheBarAndShowsTheResultsController() throws {
        let (sim, nav, vc) = fruit()
        let sc = vc.search, bar = sc.searchBar
        #expect(sc.obscuresBackgroundDuringPresentation, "a results controller: obscured by default")
        let headerFrame = bar.frame
        #expect(bar.superview === vc.tableView)
        let below = CGPoint(x: 200, y: 500)
        let before = sim.color(at: below)
        sim.tap(on: bar.searchTextField)
        sim.settle()
        #expect(sc.isActive && nav.isNavigationBarHidden, "the navigation bar made way")
        #expect(bar.convert(bar.bounds, to: nil).minY == 59, "the bar rides under the status bar")
        #expect(sim.view(withText: "Cancel") != nil && bar.isFirstResponder)
        #expect(sc.searchResultsController?.view.isHidden == true, "no text yet: the list is only obscured")
        let dimmed = sim.color(at: below)
        #expect(Int(dimmed.r) < Int(before.r) - 20, "the list is dimmed: \(before) → \(dimmed)")
        checkSnapshot(sim, "searchcontroller-obscured-iPhone15")
        sim.type("berry")
        #expect(sc.searchResultsController?.view.isHidden == false)
        #expect(vc.results.rows == ["Blackberry", "Blueberry", "Raspberry"])
        checkSnapshot(sim, "searchcontroller-results-iPhone15")
        sim.tap(on: try #require(sim.view(withText: "Blueberry")))
        #expect(vc.results.picked == "Blueberry", "the results take taps")
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(!sc.isActive && !nav.isNavigationBarHidden && bar.superview === vc.tableView, "\(sc.isActive) \(nav.isNavigationBarHidden) \(String(describing: bar.superview))")
        #expect(bar.frame == headerFrame && bar.text == "")
        #expect(sim.color(at: below).isClose(to: before))
    }

    @Test func aTapOnTheObscuredListEndsTheSearch() throws {
        let (sim, _, vc) = fruit()
        sim.tap(on: vc.search.searchBar.searchTextField)
        sim.settle()
        #expect(vc.search.isActive)
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.settle()
        #expect(!vc.search.isActive && vc.search.searchBar.superview === vc.tableView && sim.keyboardFrame == nil)
    }

    @Test func theActiveSearchLooksLikeIOS() throws {
        let (sim, _, vc) = cities()
        sim.tap(on: vc.search.searchBar.searchTextField)
        sim.type("Br")
        sim.settle()
        checkSnapshot(sim, "searchcontroller-active-iPhone15")
    }
}
