import Testing
import Foundation
import UIKit
import UIKitTesting

/// A list filtered by a search bar in its table header, as the Sections sample app has it.
@MainActor final class FruitList: TextRowsController, UISearchBarDelegate {
    let all = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango"]
    var shown: [String] { get { rows } set { rows = newValue } }
    var log: [String] = []
    let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = all
        searchBar.delegate = self
        searchBar.scopeButtonTitles = ["All", "A–F", "G–Z"]
        searchBar.frame.size = CGSize(width: 393, height: 56)
        tableView.tableHeaderView = searchBar
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin"); searchBar.setShowsCancelButton(true, animated: true) }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("change \(searchText)")
        shown = searchText.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(searchText) }
        tableView.reloadData()
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search"); searchBar.resignFirstResponder() }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        log.append("cancel")
        searchBar.text = ""
        shown = all
        tableView.reloadData()
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
    }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
}

@MainActor
@Suite(.serialized) struct SearchBarTests {
    func list() -> (Simulator, FruitList) {
        let sim = Simulator(device: .iPhone15)
        let vc = FruitList(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        return (sim, vc)
    }

    @Test func typingFiltersAndSearchOrCancelEnd() throws {
        let (sim, vc) = list()
        sim.tap(on: try #require(sim.view(withText: "Search")))
        sim.settle()
        #expect(vc.searchBar.isFirstResponder && sim.keyboardFrame != nil)
        #expect(sim.view(withText: "Cancel") != nil, "the delegate showed Cancel")
        sim.type("ap")
        #expect(vc.shown == ["Apple", "Apricot", "Grape"])
        #expect(sim.view(withText: "Banana") == nil && sim.view(withText: "Grape") != nil)
        sim.tap(on: try #require(sim.view(withText: "search")), )
        #expect(vc.log.last == "search" && !vc.searchBar.isFirstResponder)
        sim.tap(on: vc.searchBar.searchTextField)
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(vc.shown.count == 8 && vc.searchBar.text == "")
        #expect(vc.log.first == "begin" && vc.log.contains("change a") && vc.log.last == "cancel")
        #expect(sim.keyboardFrame == nil)
    }

    @Test func theScopeBar() throws {
        let (sim, vc) = list()
        vc.searchBar.showsScopeBar = true
        vc.searchBar.frame.size.height = vc.searchBar.sizeThatFits(.zero).height
        vc.tableView.tableHeaderView = vc.searchBar
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "G–Z")))
        #expect(vc.searchBar.selectedScopeButtonIndex == 2 && vc.log == ["scope 2"])
        checkSnapshot(sim, "searchbar-scope-iPhone15")
    }
}
