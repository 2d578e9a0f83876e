import Foundation

/// Search as iOS runs it: a search bar that, once tapped, takes over — the navigation bar steps
/// aside, Cancel appears, the content below is obscured or the results controller shows — and an
/// updater told of every change. Put `searchBar` in `navigationItem.searchController` (integrated in
/// the navigation bar, collapsing as the content scrolls) or in a table's `tableHeaderView`.
@preconcurrency @MainActor open class UISearchController: UIViewController {
    /// The bar to put in the interface. Its delegate stays the app's to set.
    public let searchBar = UISearchBar()
    /// Shows the results, over the searched content, once there is text (nil: the content itself shows them).
    public let searchResultsController: UIViewController?

    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the searched content is covered while the search is active. As on iOS 15 and later,
    /// it starts true only when there is a results controller to cover it with.
    open var obscuresBackgroundDuringPresentation: Bool {
        get { obscures ?? (searchResultsController != nil) }
        set { obscures = newValue }
    }
    private var obscures: Bool?

    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar's title row slides away while searching (default true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether Cancel appears by itself while the search is active (default true).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar appears by itself while the search is active (default true).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows even before anything is typed.
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }

    /// Whether the search is presented. Setting it presents or dismisses without asking the delegate
    /// to present; the keyboard follows the search bar.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate(animated: true) } else { deactivate(animated: true) }
        }
    }
    var active = false

    /// Where the bar sat before it was lifted to the top (the table header case).
    var liftedFrom: (superview: UIView, frame: CGRect)?
    /// Covers the searched content while active.
    let dimming = UIView()
    /// The controller whose content is searched and that presents this one.
    weak var context: UIViewController?
    /// Whether this search hid the navigation bar (and so shows it again).
    var hidNavigationBar = false
    /// The navigation controller whose bar holds the search bar, when integrated.
    weak var integratingBar: UINavigationBar?

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    open override func loadView() {
        let v = SearchPresentationView()
        v.backgroundColor = .clear
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingTapped))
        v.addSubview(dimming)
        if let results = searchResultsController {
            addChild(results)
            v.addSubview(results.view)
            results.didMove(toParent: self)
        }
        view = v
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = barBottom
        dimming.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
        searchResultsController?.view.frame = dimming.frame
        if liftedFrom != nil, searchBar.superview === view {
            searchBar.frame = CGRect(x: 0, y: liftedTop, width: view.bounds.width, height: searchBar.sizeThatFits(.zero).height)
        }
    }

    /// The bottom edge of the search bar in this controller's view: the results and the dimming start there.
    var barBottom: CGFloat {
        guard isViewLoaded else { return 0 }
        if searchBar.superview === view { return searchBar.frame.maxY }
        if let bar = integratingBar, bar.window != nil { return bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: view).y }
        return view.safeAreaInsets.top
    }

    // MARK: Told by the search bar

    func searchBarDidBeginEditing() {
        guard !active else { return }
        if let delegate { delegate.presentSearchController(self) } else { presentBuiltIn() }
    }

    func searchTextDidChange() {
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchScopeDidChange() { searchResultsUpdater?.updateSearchResults(for: self) }

    func cancelTapped() {
        searchBar.text = ""
        deactivate(animated: true)
    }

    private func dimmingTapped() { cancelTapped() }

    func updateResultsVisibility() {
        guard isViewLoaded else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        searchResultsController?.view.isHidden = !(active && (hasText || showsSearchResultsController))
        dimming.isHidden = !obscuresBackgroundDuringPresentation
    }

    /// The built-in presentation, as when no delegate presents.
    func presentBuiltIn() { activate(animated: true) }
}

/// The search controller's view: passes touches through everywhere but the dimming and the results.
@MainActor final class SearchPresentationView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
