import UIKit

/// Lessons 33–35 of the Czech course: a hierarchical browser in a navigation controller. Each level
/// lists strings and nested lists; a nested list opens the next level. What the chapter shows about
/// the navigation system is here: the Edit button (or refresh, or a spinning activity indicator) at the
/// top right, a prompt, the delegate, hiding the bar on the root, and a toolbar with a button per nested list.
public final class SelectionVC: UIViewController {
    public enum RightItem: Sendable { case edit, refresh, activity }

    public let items: [SelectionItem]
    public var rightItem: RightItem = .edit { didSet { configureRightItem() } }
    /// How many times refresh asked to reload.
    public private(set) var reloads = 0

    public init(items: [SelectionItem]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        items = []
        super.init(coder: coder)
    }

    public static func selection(with list: [SelectionItem]) -> SelectionVC { SelectionVC(items: list) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if title == nil { title = "\(items.count) items" }
        for (i, item) in items.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(item.title + (item.isList ? "  ›" : ""), for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 17)
            row.setTitleColor(.label, for: .normal)
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            row.tag = i
            row.addTarget(self, action: SelectionVC.rowTapped, for: .touchUpInside)
            view.addSubview(row)
        }
        configureRightItem()
    }

    private func configureRightItem() {
        switch rightItem {
        case .edit:
            navigationItem.rightBarButtonItem = editButtonItem
        case .refresh:
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                                action: SelectionVC.reloadData)
        case .activity:
            let ai = UIActivityIndicatorView(style: .medium)
            ai.startAnimating()
            navigationItem.rightBarButtonItem = UIBarButtonItem(customView: ai)
        }
    }

    public func reloadData() { reloads += 1 }

    public override func viewDidLayoutSubviews() {
        for v in view.subviews {
            v.frame = CGRect(x: 0, y: view.safeAreaInsets.top + CGFloat(v.tag) * 44, width: view.bounds.width, height: 44)
        }
    }

    /// One toolbar button per nested list, as the chapter overrides `toolbarItems`.
    public override var toolbarItems: [UIBarButtonItem]? {
        get {
            items.enumerated().compactMap { i, item in
                guard case .list(let inner) = item else { return nil }
                let b = UIBarButtonItem(title: "\(inner.count) items", style: .bordered, target: self, action: SelectionVC.pushItem)
                b.tag = i
                return b
            }
        }
        set {}
    }

    public func pushItem(_ sender: UIBarButtonItem) { open(sender.tag) }

    private func rowTapped(_ sender: UIButton) { open(sender.tag) }

    private func open(_ index: Int) {
        guard case .list(let inner) = items[index] else { return }
        navigationController?.pushViewController(SelectionVC(items: inner), animated: true)
    }

    /// The root hides the bar (no back button to show there); the toolbar shows only when there are nested lists.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let nc = navigationController else { return }
        nc.isNavigationBarHidden = self === nc.viewControllers.first
        nc.isToolbarHidden = (toolbarItems ?? []).isEmpty
    }
}

extension SelectionItem {
    var isList: Bool { if case .list = self { return true }; return false }
}
