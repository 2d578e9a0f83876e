import UIKit

/// SF Symbols in a list under a large title that folds as it scrolls, a weight and scale strip, and
/// a frosted card over colour: what iOS 13–17 apps draw with `UIImage(systemName:)`,
/// `UIImage.SymbolConfiguration`, bar appearances and `UIVisualEffectView`.
public final class SymbolsDemoViewController: UITableViewController {
    /// The names listed (every one draws).
    public static let names = ["house.fill", "magnifyingglass", "heart.fill", "star.fill", "bell.fill", "gearshape", "person.crop.circle",
                        "trash", "square.and.arrow.up", "paperplane.fill", "calendar", "clock", "camera.fill", "photo",
                        "map.fill", "cart", "creditcard", "lock.fill", "cloud.sun.fill", "bolt.fill", "music.note", "play.circle.fill",
                        "folder.fill", "doc.text", "bookmark", "flag.fill", "tag", "wifi", "battery.100", "checkmark.circle.fill"]
        .filter { UIImage(systemName: $0) != nil }

    public init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Symbols"
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "symbol")
        tableView.tableHeaderView = makeHeader()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.prefersLargeTitles = false
    }

    /// Colour behind a frosted card, and one symbol at three weights and three scales.
    private func makeHeader() -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 190))
        let colours: [UIColor] = [.systemPink, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemIndigo]
        for (i, colour) in colours.enumerated() {
            let band = UIView(frame: CGRect(x: 20 + CGFloat(i) * 56, y: 10, width: 56, height: 100))
            band.backgroundColor = colour
            band.autoresizingMask = [.flexibleRightMargin]
            header.addSubview(band)
        }
        let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        card.frame = CGRect(x: 40, y: 30, width: 296, height: 60)
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        let caption = UILabel(frame: CGRect(x: 16, y: 0, width: 264, height: 60))
        caption.text = "A frosted card over colour"
        caption.font = .preferredFont(forTextStyle: .headline)
        card.contentView.addSubview(caption)
        header.addSubview(card)
        let configs: [UIImage.SymbolConfiguration] = [
            .init(weight: .ultraLight), .init(weight: .regular), .init(weight: .black),
            .init(scale: .small), .init(scale: .medium), .init(scale: .large),
        ]
        for (i, config) in configs.enumerated() {
            let view = UIImageView(image: UIImage(systemName: "checkmark.circle", withConfiguration: config))
            view.center = CGPoint(x: 40 + CGFloat(i) * 56, y: 150)
            header.addSubview(view)
        }
        return header
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        SymbolsDemoViewController.names.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "symbol", for: indexPath)
        let name = SymbolsDemoViewController.names[indexPath.row]
        cell.imageView?.image = UIImage(systemName: name)
        cell.textLabel?.text = name
        return cell
    }
}
