import UIKit

/// A mail app's sidebar as an iOS 14 chapter builds it: a sidebar list of accounts whose mailboxes
/// expand and collapse (an outline from section snapshots), a swipe that deletes a mailbox, and
/// Edit to drag mailboxes into another order.
public final class MailboxesViewController: UIViewController {
    /// A row: an account (a header that folds) or a mailbox in it, unique by path.
    public struct Mailbox: Hashable, Sendable {
        public let title: String
        let path: String
        let isAccount: Bool
    }

    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Mailbox>!

    static let accounts: [(String, [String])] = [
        ("Favorites", ["All Inboxes", "VIP", "Flagged"]),
        ("iCloud", ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"]),
        ("Work", ["Inbox", "Projects", "Receipts"]),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        navigationItem.rightBarButtonItem = editButtonItem
        var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
        list.trailingSwipeActionsConfigurationProvider = { [unowned self] ip in
            guard let box = dataSource.itemIdentifier(for: ip), !box.isAccount else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                remove(box)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let account = UICollectionView.CellRegistration<UICollectionViewListCell, Mailbox> { cell, _, box in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = box.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let mailbox = UICollectionView.CellRegistration<UICollectionViewListCell, Mailbox> { cell, _, box in
            var content = cell.defaultContentConfiguration()
            content.text = box.title
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, box in
            cv.dequeueConfiguredReusableCell(using: box.isAccount ? account : mailbox, for: ip, item: box)
        }
        dataSource.reorderingHandlers.canReorderItem = { !$0.isAccount }

        var tree = NSDiffableDataSourceSectionSnapshot<Mailbox>()
        for (name, boxes) in Self.accounts {
            let parent = Mailbox(title: name, path: name, isAccount: true)
            tree.append([parent])
            tree.append(boxes.map { Mailbox(title: $0, path: name + "/" + $0, isAccount: false) }, to: parent)
        }
        // Favorites and iCloud open, Work folded.
        tree.expand(tree.rootItems.filter { $0.title != "Work" })
        dataSource.apply(tree, to: 0, animatingDifferences: false)
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    /// Deletes a mailbox (the swipe's action), animated.
    public func remove(_ box: Mailbox) {
        var tree = dataSource.snapshot(for: 0)
        tree.delete([box])
        dataSource.apply(tree, to: 0)
    }
}
