import Foundation

/// One tab: a title and image (or a system item), a badge.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage? { didSet { changed() } }
    /// The bar's look while this item is selected, in place of the bar's own (nil: the bar's).
    open var standardAppearance: UITabBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }
    open var badgeValue: String? { didSet { changed() } }
    open var badgeColor: UIColor? { didSet { changed() } }
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeTabBarItem(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTabBarItem(from: coder)
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
        self.tag = tag
    }

    /// System items carry iOS's titles.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
        adoptSystemItem(systemItem)
    }

    /// The system item a nib names (its title).
    func adoptSystemItem(_ item: SystemItem) {
        systemItem = item
        let titles: [SystemItem: String] = [.more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
                                            .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
                                            .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed"]
        title = titles[item]
    }
}
