import Foundation

/// A controller that holds a search controller (iOS 9.1), so a search can be pushed or presented
/// whole: its view shows the search bar at its top (unless its navigation item carries the search
/// controller), and the search controller shows its results over it as it does anywhere.
@preconcurrency @MainActor open class UISearchContainerViewController: UIViewController {
    public let searchController: UISearchController

    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        searchController = UISearchController(searchResultsController: nil)
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if navigationItem.searchController == nil {
            let bar = searchController.searchBar
            bar.sizeToFit()
            bar.autoresizingMask = [.flexibleWidth]
            view.addSubview(bar)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        if searchController.searchBar.superview === view {
            let h = searchController.searchBar.frame.height
            searchController.searchBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: h)
        }
    }
}
