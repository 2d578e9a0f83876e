import Foundation

/// Tabs along the bottom; a tab's view is loaded when first shown. Beyond five, the fifth tab is
/// "More", a navigation controller listing the rest.
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTabBarController(from: coder)
    }

    override func childTabBarItemChanged(_ child: UIViewController) { tabItemsChanged() }

    public let tabBar = UITabBar()
    open weak var delegate: UITabBarControllerDelegate?
    private var controllers: [UIViewController] = []
    private var shown: UIViewController?
    private var _selectedIndex = NSNotFound

    /// Holds the tabs that do not fit, listed in a table-like page.
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let list = MoreListViewController()
        list.owner = self
        let nav = UINavigationController(rootViewController: list)
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return nav
    }()

    public static let maximumVisibleTabs = 5

    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ vcs: [UIViewController]?, animated: Bool) {
        for c in controllers where !(vcs ?? []).contains(where: { $0 === c }) { c.removeFromParent() }
        controllers = vcs ?? []
        for c in visibleTabs where c.parent !== self { addChild(c); c.didMove(toParent: self) }
        tabBar.setItems(visibleTabs.map(\.tabBarItem), animated: animated)
        if _selectedIndex == NSNotFound || _selectedIndex >= controllers.count { _selectedIndex = controllers.isEmpty ? NSNotFound : 0 }
        if isViewLoaded { show(tabFor(_selectedIndex)) }
    }

    /// The controllers on the bar: all of them, or the first four and More.
    var visibleTabs: [UIViewController] {
        controllers.count > UITabBarController.maximumVisibleTabs
            ? Array(controllers.prefix(UITabBarController.maximumVisibleTabs - 1)) + [moreNavigationController]
            : controllers
    }

    private func tabFor(_ index: Int) -> UIViewController? {
        guard index != NSNotFound, controllers.indices.contains(index) else { return nil }
        let visible = visibleTabs
        return index < visible.count - (controllers.count > UITabBarController.maximumVisibleTabs ? 1 : 0)
            ? visible[index] : moreNavigationController
    }

    open var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard controllers.indices.contains(newValue) else { return }
            _selectedIndex = newValue
            if isViewLoaded { show(tabFor(newValue)) }
        }
    }

    open var selectedViewController: UIViewController? {
        get { _selectedIndex == NSNotFound ? nil : controllers[_selectedIndex] }
        set {
            if let v = newValue, let i = controllers.firstIndex(where: { $0 === v }) { selectedIndex = i }
        }
    }

    override var appearanceChildren: [UIViewController] { shown.map { [$0] } ?? [] }
    /// The selected controller decides the status bar and the home indicator.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { selectedViewController }
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { selectedViewController }
    /// State restoration saves which tab was selected.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(selectedIndex, forKey: "kUITabBarControllerSelectedIndex")
    }
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if coder.containsValue(forKey: "kUITabBarControllerSelectedIndex") {
            let index = coder.decodeInteger(forKey: "kUITabBarControllerSelectedIndex")
            if index >= 0, index < (viewControllers?.count ?? 0) { selectedIndex = index }
        }
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
        tabBar.delegate = self
        v.addSubview(tabBar)
        show(tabFor(_selectedIndex))
    }

    /// Swaps the shown tab, with its appearance callbacks when on screen.
    private func show(_ vc: UIViewController?) {
        guard let vc, vc !== shown else { syncSelection(); return }
        let old = shown
        let visible = isViewInShownWindow
        if vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
        vc.loadViewIfNeeded()
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            vc.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        shown = vc
        vc.view.frame = view.bounds
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.height, right: 0)
        view.insertSubview(vc.view, belowSubview: tabBar)
        syncSelection()
        updateTabBarVisibility()
        trackTabContent()
        if visible {
            vc.viewIsAppearing(false)
            responderEnvironment.afterFrame.append {
                old?.endAppearanceTransition()
                vc.endAppearanceTransition()
            }
        }
    }

    /// A tab's controller replaced its `tabBarItem`: the bar shows the new one.
    func tabItemsChanged() {
        tabBar.setItems(visibleTabs.map(\.tabBarItem), animated: false)
        syncSelection()
    }

    /// Hidden while the shown tab's navigation stack has a controller above its root that hides bottom bars.
    func updateTabBarVisibility() {
        guard isViewLoaded else { return }
        var hide = false
        if let nav = shown as? UINavigationController, nav.viewControllers.count > 1 {
            hide = nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        }
        tabBar.isHidden = hide
        shown?.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: hide ? 0 : UITabBar.height, right: 0)
        if let nav = shown as? UINavigationController { nav.view.setNeedsLayout() }
    }

    private func syncSelection() {
        let visible = visibleTabs
        if let shown, let i = visible.firstIndex(where: { $0 === shown }) { tabBar.selectedItem = visible[i].tabBarItem }
    }

    /// An unwind segue to another tab selects it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if let vc = controllers.first(where: { $0 === subsequentVC }) { selectedViewController = vc }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - safe.bottom - UITabBar.height, width: view.bounds.width, height: UITabBar.height)
    }

    // MARK: UITabBarDelegate

    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let vc = visibleTabs.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        if vc === moreNavigationController {
            _selectedIndex = UITabBarController.maximumVisibleTabs - 1
            show(vc)
        } else if let i = controllers.firstIndex(where: { $0 === vc }) {
            selectedIndex = i
        }
        delegate?.tabBarController(self, didSelect: vc)
    }
}

/// The More tab's list: one row per tab that does not fit; a row pushes that tab's controller.
@MainActor final class MoreListViewController: UIViewController {
    weak var owner: UITabBarController?

    override func viewDidLoad() {
        title = "More"
        view.backgroundColor = .systemBackground
    }

    override func viewWillAppear(_ animated: Bool) {
        for v in view.subviews { v.removeFromSuperview() }
        guard let owner, let all = owner.viewControllers else { return }
        for (i, vc) in all.dropFirst(UITabBarController.maximumVisibleTabs - 1).enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(vc.tabBarItem.title ?? vc.title, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 17)
            row.setTitleColor(.label, for: .normal)
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            row.tag = UITabBarController.maximumVisibleTabs - 1 + i
            row.addTarget(self, action: MoreListViewController.open, for: .touchUpInside)
            view.addSubview(row)
        }
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        for (i, v) in view.subviews.enumerated() {
            v.frame = CGRect(x: 0, y: view.safeAreaInsets.top + CGFloat(i) * 44, width: view.bounds.width, height: 44)
        }
    }

    func open(_ sender: UIButton) {
        guard let vc = owner?.viewControllers?[sender.tag] else { return }
        navigationController?.pushViewController(vc, animated: true)
    }
}
