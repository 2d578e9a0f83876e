import Foundation

/// What a view controller shows in a navigation bar: title, buttons, prompt, back button.
@MainActor open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var prompt: String? { didSet { changed() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var backButtonTitle: String? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// A search controller whose bar the navigation bar shows below the title (iOS 11).
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the integrated search bar folds away as the content scrolls up (default true): it
    /// shows only while the content rests at its top.
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Tells the navigation bar showing this item to update.
    var onChange: (() -> Void)?
    private func changed() { onChange?() }
}
