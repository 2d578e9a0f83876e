import Foundation

/// The picker's Albums list: each album with its newest photo, its name and how many it holds;
/// a tap opens it.
final class PhotoAlbumsView: UITableView, UITableViewDataSource, UITableViewDelegate {
    static let thumbnailSide: CGFloat = 60
    private let library: PhotoLibrary
    private let open: (PhotoAlbum) -> Void

    init(library: PhotoLibrary, open: @escaping (PhotoAlbum) -> Void) {
        self.library = library
        self.open = open
        super.init(frame: .zero, style: .plain)
        rowHeight = 76
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func reload() { reloadData() }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { PhotoAlbum.allCases.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let album = PhotoAlbum.allCases[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let assets = album.assets(in: library)
        cell.textLabel?.text = album.title
        cell.detailTextLabel?.text = "\(assets.count)"
        cell.detailTextLabel?.textColor = .secondaryLabel
        cell.imageView?.layer.cornerRadius = 6
        cell.imageView?.clipsToBounds = true
        cell.accessoryType = .disclosureIndicator
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let pixels = (Self.thumbnailSide * scale).rounded(.up)
        let size = CGSize(width: Self.thumbnailSide, height: Self.thumbnailSide)
        if let newest = assets.last, let thumb = newest.thumbnail(pixelSize: CGSize(width: pixels, height: pixels)) {
            cell.imageView?.image = UIImage(cgImage: thumb, scale: scale, orientation: .up)
        } else {
            cell.imageView?.image = UIGraphicsImageRenderer(size: size).image { context in
                UIColor.secondarySystemFill.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        open(PhotoAlbum.allCases[indexPath.row])
    }
}
