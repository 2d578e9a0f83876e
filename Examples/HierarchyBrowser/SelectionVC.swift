import UIKit

/// Lessons 33–35 of the Czech course, "Ještě jednou UINavigationController": a hierarchical browser
/// built on UITableViewController. Each level lists strings and nested lists; selecting a nested list
/// pushes the next level. As the chapter builds it: the Edit button (or refresh, or a spinning activity
/// indicator) at the top right, deleting rows by Edit or by swiping (`commit` on the mutable model),
/// nested lists kept from deleting (`canEditRowAt`), a prompt, hiding the bar on the root, and a toolbar
/// with a button per nested list, hidden where there is none.
public final class SelectionVC: UITableViewController {
    public enum RightItem: Sendable { case edit, refresh, activity }
    /// What sits at the left of the bar: the back button, or the chapter's refresh item, which covers it.
    public enum LeftItem: Sendable { case back, refresh }

    public let list: SelectionList
    public var items: [SelectionList.Entry] { list.items }
    public var rightItem: RightItem = .edit { didSet { configureRightItem() } }
    public var leftItem: LeftItem = .back { didSet { configureLeftItem() } }
    /// How many times refresh asked to reload.
    public private(set) var reloads = 0

    public init(list: SelectionList) {
        self.list = list
        super.init(style: .plain)
    }

    public convenience init(items: [SelectionItem]) { self.init(list: SelectionList(items)) }

    public required init?(coder: NSCoder) {
        list = SelectionList([])
        super.init(coder: coder)
    }

    /// The chapter's `+selectionWithList:`.
    public static func selection(with list: [SelectionItem]) -> SelectionVC { SelectionVC(items: list) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if title == nil { title = "\(items.count) items" }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        configureRightItem()
        configureLeftItem()
    }

    private func configureLeftItem() {
        switch leftItem {
        case .back:
            navigationItem.leftBarButtonItem = nil
        case .refresh:
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self,
                                                               action: SelectionVC.reloadData)
        }
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

    /// The refresh item's action: the data may have changed on a server; show it again.
    public func reloadData() {
        reloads += 1
        tableView.reloadData()
    }

    // MARK: The table

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = item.title
        cell.accessoryType = item.isList ? .disclosureIndicator : .none
        cell.selectionStyle = item.isList ? .default : .none
        return cell
    }

    /// Selecting a nested list pushes it; strings select nothing.
    public override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard case .list(let inner) = items[indexPath.row] else { return nil }
        navigationController?.pushViewController(SelectionVC(list: inner), animated: true)
        return indexPath
    }

    /// Only strings may be deleted; rows holding nested lists may not.
    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !items[indexPath.row].isList
    }

    /// Edit's Delete and the swipe's Delete both land here: the model first, then the table.
    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        list.items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
        title = "\(items.count) items"
    }

    // MARK: The toolbar

    /// One toolbar button per nested list, as the chapter overrides `toolbarItems`.
    public override var toolbarItems: [UIBarButtonItem]? {
        get {
            items.enumerated().compactMap { i, item in
                guard case .list(let inner) = item else { return nil }
                let b = UIBarButtonItem(title: "\(inner.items.count) items", style: .bordered, target: self, action: SelectionVC.pushItem)
                b.tag = i
                return b
            }
        }
        set {}
    }

    /// The same as selecting the nested list's row.
    public func pushItem(_ sender: UIBarButtonItem) {
        guard items.indices.contains(sender.tag), case .list(let inner) = items[sender.tag] else { return }
        navigationController?.pushViewController(SelectionVC(list: inner), animated: true)
    }

    /// The root hides the bar (no back button to show there); the toolbar shows only when there are
    /// nested lists. Rows of nested lists show their counts again (something may have been deleted inside).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let nc = navigationController else { return }
        nc.isNavigationBarHidden = self === nc.viewControllers.first
        nc.isToolbarHidden = (toolbarItems ?? []).isEmpty
        title = "\(items.count) items"
        for (ip, cell) in zip(tableView.indexPathsForVisibleRows ?? [], tableView.visibleCells) {
            cell.textLabel?.text = items[ip.row].title
        }
    }
}
