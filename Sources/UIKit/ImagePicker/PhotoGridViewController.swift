import Foundation

/// The picker's grid of an album's photos, oldest first and the newest at the bottom, as iOS 17
/// draws it: square thumbnails two points apart, four columns on an iPhone held upright. The
/// picker's first screen is the Recents grid with "Photos | Albums" in its bar and Cancel at the
/// left; an album opened from the Albums list is pushed with a back button.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let spacing: CGFloat = 2

    private unowned let picker: any PhotoPickingHost
    let album: PhotoAlbum
    private let isRoot: Bool
    private var assets: [PhotoAsset] = []
    private var shownGeneration = -1
    private var scrolledToNewest = false
    private let dates: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "MMMM d, yyyy"
        return f
    }()
    private let layout = UICollectionViewFlowLayout()
    private(set) lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let emptyLabel = UILabel()
    /// "Photos | Albums" (the first screen only).
    private(set) lazy var modes = UISegmentedControl(items: ["Photos", "Albums"])
    private var albums: PhotoAlbumsView?

    /// The photos ticked so far, in order (when more than one may be picked).
    private var ticked: [PhotoAsset] = []
    private lazy var confirm = UIBarButtonItem(title: picker.confirmTitle, style: .done, target: nil, action: nil)

    init(picker: any PhotoPickingHost, album: PhotoAlbum, isRoot: Bool) {
        self.picker = picker
        self.album = album
        self.isRoot = isRoot
        super.init(nibName: nil, bundle: nil)
        let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned picker] _ in picker.userCancelled() })
        if isRoot {
            modes.selectedSegmentIndex = 0
            modes.addAction(UIAction { [unowned self] _ in showMode() }, for: .valueChanged)
            navigationItem.titleView = modes
            navigationItem.leftBarButtonItem = cancel
            navigationItem.backButtonTitle = "Albums"
            if picker.selectionLimit != 1 {
                confirm.primaryAction = UIAction(title: picker.confirmTitle) { [unowned self] _ in self.picker.userConfirmed(ticked) }
                confirm.isEnabled = false
                navigationItem.rightBarButtonItem = confirm
            }
        } else {
            title = album.title
            navigationItem.rightBarButtonItem = cancel
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout.minimumLineSpacing = Self.spacing
        layout.minimumInteritemSpacing = Self.spacing
        grid.backgroundColor = .systemBackground
        grid.alwaysBounceVertical = true
        grid.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        grid.dataSource = self
        grid.delegate = self
        view.addSubview(grid)
        emptyLabel.text = "No Photos or Videos"
        emptyLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        view.addSubview(emptyLabel)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadIfLibraryChanged()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        grid.frame = view.bounds
        albums?.frame = view.bounds
        emptyLabel.frame = view.bounds.inset(by: view.safeAreaInsets)
        let width = view.bounds.width
        let columns = CGFloat(width < 500 ? 4 : max(5, Int(width / 130)))
        // On whole device pixels; the flow layout spreads the fraction left over between the columns.
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        let side = ((width - Self.spacing * (columns - 1)) / columns * scale).rounded(.down) / scale
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
        if !scrolledToNewest, !assets.isEmpty {
            // Photos opens on the newest photos, at the bottom.
            grid.layoutIfNeeded()
            scrolledToNewest = true
            let inset = grid.adjustedContentInset
            let bottom = grid.contentSize.height + inset.bottom - grid.bounds.height
            if bottom > -inset.top { grid.contentOffset = CGPoint(x: 0, y: bottom) }
        }
    }

    /// Reloads when the device's library changed since the grid last showed it.
    func reloadIfLibraryChanged() {
        let library = picker.library
        guard library.generation != shownGeneration else { return }
        shownGeneration = library.generation
        // The library holds photos only: a picker for movies alone shows none.
        assets = picker.showsPhotos ? album.assets(in: library) : []
        emptyLabel.isHidden = !assets.isEmpty
        grid.reloadData()
        albums?.reload()
    }

    /// The grid or the albums list, as the segmented control says.
    private func showMode() {
        if modes.selectedSegmentIndex == 1 {
            let list = albums ?? PhotoAlbumsView(library: picker.library) { [unowned self] album in
                navigationController?.pushViewController(PhotoGridViewController(picker: picker, album: album, isRoot: false), animated: true)
            }
            albums = list
            list.frame = view.bounds
            view.addSubview(list)
        } else {
            albums?.removeFromSuperview()
        }
        emptyLabel.isHidden = !assets.isEmpty || modes.selectedSegmentIndex == 1
    }

    /// The `index`th photo's cell, scrolled into view; nil while the Albums list covers the grid.
    func thumbnail(at index: Int) -> UIView? {
        guard isViewLoaded, albums?.superview == nil, assets.indices.contains(index) else { return nil }
        let path = IndexPath(item: index, section: 0)
        if grid.cellForItem(at: path) == nil || !grid.bounds.inset(by: grid.adjustedContentInset).contains(grid.layoutAttributesForItem(at: path)?.frame ?? .zero) {
            grid.scrollToItem(at: path, at: .centeredVertically, animated: false)
        }
        grid.layoutIfNeeded()
        return grid.cellForItem(at: path)
    }

    // MARK: The grid

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { assets.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath) as! PhotoGridCell
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        let asset = assets[indexPath.item]
        cell.show(asset, side: layout.itemSize.width, scale: scale, dates: dates)
        cell.tick = ticked.firstIndex { $0 === asset }.map { picker.selectionLimit == 1 ? 0 : $0 + 1 }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        let asset = assets[indexPath.item]
        guard picker.selectionLimit != 1 else { return picker.userTapped(asset) }
        // Several may be picked: a tap ticks or unticks, up to the limit.
        if let i = ticked.firstIndex(where: { $0 === asset }) {
            ticked.remove(at: i)
        } else if picker.selectionLimit == 0 || ticked.count < picker.selectionLimit {
            ticked.append(asset)
        }
        confirm.isEnabled = !ticked.isEmpty
        collectionView.reloadData()
    }
}
