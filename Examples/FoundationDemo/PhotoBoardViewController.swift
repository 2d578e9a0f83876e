import UIKit

/// A photo board as an iPad chapter builds it: two collections, Favourites and Inbox, whose photos
/// drag from one into the other and reorder within each; a long press without moving opens a
/// context menu (Duplicate, Delete). The share button shares the list of favourites.
public final class PhotoBoardViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    final class PhotoCell: UICollectionViewCell {
        let number = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 8
            contentView.clipsToBounds = true
            number.font = .systemFont(ofSize: 22, weight: .bold)
            number.textColor = .white
            number.textAlignment = .center
            contentView.addSubview(number)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            number.frame = contentView.bounds
        }
    }

    public private(set) var favourites: [Int] = [1, 2]
    public private(set) var inbox: [Int] = [3, 4, 5, 6, 7, 8]
    public let favouritesView: UICollectionView
    public let inboxView: UICollectionView
    private let favouritesTitle = UILabel(), inboxTitle = UILabel()
    static let palette: [UIColor] = [.systemTeal, .systemOrange, .systemPink, .systemIndigo, .systemGreen, .systemYellow, .systemPurple, .systemRed]

    public init() {
        func make() -> UICollectionView {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }
        favouritesView = make()
        inboxView = make()
        super.init(nibName: nil, bundle: nil)
        title = "Photo Board"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: PhotoBoardViewController.share)
        for (label, text) in [(favouritesTitle, "Favourites"), (inboxTitle, "Inbox")] {
            label.text = text
            label.font = .systemFont(ofSize: 20, weight: .bold)
            view.addSubview(label)
        }
        for c in [favouritesView, inboxView] {
            c.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            c.dataSource = self
            c.delegate = self
            c.dragDelegate = self
            c.dropDelegate = self
            c.dragInteractionEnabled = true
            c.backgroundColor = .secondarySystemGroupedBackground
            c.layer.cornerRadius = 12
            view.addSubview(c)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 8)
        let half = (b.height - 2 * 34) / 2
        favouritesTitle.frame = CGRect(x: b.minX + 4, y: b.minY, width: b.width, height: 30)
        favouritesView.frame = CGRect(x: b.minX, y: b.minY + 34, width: b.width, height: half - 8)
        inboxTitle.frame = CGRect(x: b.minX + 4, y: favouritesView.frame.maxY + 8, width: b.width, height: 30)
        inboxView.frame = CGRect(x: b.minX, y: inboxTitle.frame.maxY + 4, width: b.width, height: b.maxY - inboxTitle.frame.maxY - 4)
    }

    /// The share sheet with the favourites as text (a popover from the button on iPad).
    private func share() {
        let sheet = UIActivityViewController(activityItems: ["Favourite photos: " + favourites.map(String.init).joined(separator: ", ")],
                                             applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }

    private func photos(_ c: UICollectionView) -> [Int] { c === favouritesView ? favourites : inbox }
    private func setPhotos(_ c: UICollectionView, _ p: [Int]) { if c === favouritesView { favourites = p } else { inbox = p } }
    private func other(_ c: UICollectionView) -> UICollectionView { c === favouritesView ? inboxView : favouritesView }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos(collectionView).count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        let n = photos(collectionView)[indexPath.item]
        cell.contentView.backgroundColor = Self.palette[n % Self.palette.count]
        cell.number.text = "\(n)"
        return cell
    }

    // MARK: Drag and drop

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let n = photos(collectionView)[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Photo \(n)" as NSString))
        item.localObject = n
        session.localContext = collectionView
        return [item]
    }

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard session.localDragSession != nil else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        var here = photos(collectionView)
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: here.count, section: 0)
        for item in coordinator.items {
            guard let n = item.dragItem.localObject as? Int else { continue }
            if let from = item.sourceIndexPath {
                here.remove(at: from.item)
                let to = IndexPath(item: min(destination.item, here.count), section: 0)
                here.insert(n, at: to.item)
                setPhotos(collectionView, here)
                collectionView.performBatchUpdates { collectionView.moveItem(at: from, to: to) }
                coordinator.drop(item.dragItem, toItemAt: to)
            } else {
                let source = other(collectionView)
                var there = photos(source)
                guard let i = there.firstIndex(of: n) else { continue }
                there.remove(at: i)
                setPhotos(source, there)
                source.performBatchUpdates { source.deleteItems(at: [IndexPath(item: i, section: 0)]) }
                let to = IndexPath(item: min(destination.item, here.count), section: 0)
                here.insert(n, at: to.item)
                setPhotos(collectionView, here)
                collectionView.performBatchUpdates { collectionView.insertItems(at: [to]) }
                coordinator.drop(item.dragItem, toItemAt: to)
            }
        }
    }

    // MARK: Context menus

    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? {
        let n = photos(collectionView)[indexPath.item]
        return UIContextMenuConfiguration(identifier: "\(n)" as NSString, previewProvider: nil) { [weak self, weak collectionView] _ in
            UIMenu(children: [
                UIAction(title: "Duplicate") { _ in
                    guard let self, let collectionView else { return }
                    var p = self.photos(collectionView)
                    guard let i = p.firstIndex(of: n) else { return }
                    p.insert(n, at: i + 1)
                    self.setPhotos(collectionView, p)
                    collectionView.insertItems(at: [IndexPath(item: i + 1, section: 0)])
                },
                UIAction(title: "Delete", attributes: .destructive) { _ in
                    guard let self, let collectionView else { return }
                    var p = self.photos(collectionView)
                    guard let i = p.firstIndex(of: n) else { return }
                    p.remove(at: i)
                    self.setPhotos(collectionView, p)
                    collectionView.deleteItems(at: [IndexPath(item: i, section: 0)])
                },
            ])
        }
    }
}
