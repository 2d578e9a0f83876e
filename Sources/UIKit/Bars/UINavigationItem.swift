import Foundation

/// What a view controller shows in a navigation bar: title, buttons, prompt, back button.
@preconcurrency @MainActor open class UINavigationItem: NSObject, NibConnectable, NibAwakening {
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
    /// The bar's look while this item is on top, in place of the bar's own (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

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

    /// Made from a nib or storyboard: the item reads what the file says (UINavigationItem+Coding).
    public required init?(coder: NSCoder) {
        super.init()
        decodeNavigationItem(from: coder)
    }

    // MARK: Interface Builder connections (NibConnectable); @IBConnectable overrides these.

    /// Sets the property named `key`, as key-value coding does on iOS: UIKit's own outlets
    /// (`view`, `delegate`…) here; a class's own through `@IBConnectable`.
    open func setValue(_ value: Any?, forKey key: String) {
        if !UIKitKeyValues.set(self, key, value) { setValue(value, forUndefinedKey: key) }
    }

    /// Sent to every object a nib or storyboard made, once all of the file's outlets and actions
    /// are connected. Call super.
    open func awakeFromNib() {}

    /// Reports UIKit's NSUnknownKeyException through `UIKitRuntime.failureHandler`.
    open func setValue(_ value: Any?, forUndefinedKey key: String) { NibValue.undefinedKey(self, key) }

    /// The action named by an Objective-C selector (`"switchViews:"`); `@IBConnectable` lists a class's own.
    open func nibAction(_ selector: String) -> ((Any?) -> Bool)? { nil }

    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Tells the navigation bar showing this item to update.
    var onChange: (() -> Void)?
    private func changed() { onChange?() }
}
