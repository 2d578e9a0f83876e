import UIKit

/// A photo grid as a book's collection-view chapter builds it: a flow layout of square thumbnails in
/// albums with pinned headers; Edit turns on multiple selection and a Delete button removes the
/// selected photos, animated.
public final class PhotoGridViewController: UICollectionViewController {
    final class Thumbnail: UICollectionViewCell {
        let swatch = UIView()
        let check = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            swatch.layer.cornerRadius = 4
            contentView.addSubview(swatch)
            check.text = "✓"
            check.textAlignment = .center
            check.textColor = .white
            check.backgroundColor = .systemBlue
            check.layer.cornerRadius = 11
            check.clipsToBounds = true
            check.isHidden = true
            contentView.addSubview(check)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            swatch.frame = contentView.bounds
            check.frame = CGRect(x: bounds.width - 28, y: bounds.height - 28, width: 22, height: 22)
        }
        override var isSelected: Bool {
            didSet {
                check.isHidden = !isSelected
                swatch.alpha = isSelected ? 0.7 : 1
            }
        }
    }

    final class AlbumHeader: UICollectionReusableView {
        let title = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground.withAlphaComponent(0.94)
            title.font = .systemFont(ofSize: 20, weight: .bold)
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    public var albums: [(name: String, photos: [Int])] = [
        ("Summer", Array(0..<14)), ("Mountains", Array(14..<32)), ("City", Array(32..<50)),
    ]
    static let palette: [UIColor] = [.systemTeal, .systemOrange, .systemPink, .systemIndigo, .systemGreen, .systemYellow, .systemPurple, .systemRed]

    public init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(Thumbnail.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(AlbumHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "album")
        collectionView.allowsMultipleSelectionDuringEditing = true
        navigationItem.rightBarButtonItem = editButtonItem
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Four thumbnails across an iPhone, more on wider screens, 2 points apart.
        let width = view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right
        let columns = max(4, (width / 100).rounded(.down))
        let side = ((width - 2 * (columns - 1)) / columns).rounded(.down)
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.itemSize.width != side {
            flow.itemSize = CGSize(width: side, height: side)
        }
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        navigationItem.leftBarButtonItem = editing
            ? UIBarButtonItem(title: "Delete", primaryAction: UIAction { [weak self] _ in self?.deleteSelected() }) : nil
    }

    /// Removes the selected photos from the model and the grid, animated.
    public func deleteSelected() {
        let chosen = (collectionView.indexPathsForSelectedItems ?? []).sorted(by: >)
        guard !chosen.isEmpty else { return }
        collectionView.performBatchUpdates {
            for ip in chosen { self.albums[ip.section].photos.remove(at: ip.item) }
            self.collectionView.deleteItems(at: chosen)
        }
    }

    public override func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { albums[section].photos.count }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! Thumbnail
        let photo = albums[indexPath.section].photos[indexPath.item]
        cell.swatch.backgroundColor = Self.palette[photo % Self.palette.count].withAlphaComponent(0.55 + 0.45 * CGFloat(photo % 3) / 2)
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "album", for: indexPath) as! AlbumHeader
        header.title.text = albums[indexPath.section].name
        return header
    }
}
