import UIKit

/// An App Store-style page from a compositional layout: a banner of featured apps that pages one
/// group at a time, a three-row list that scrolls sideways, and a grid, each under a header.
public final class AppStoreViewController: UIViewController {
    enum Section: Int, CaseIterable, Sendable { case featured, popular, categories }

    final class Tile: UICollectionViewCell {
        let title = UILabel()
        let subtitle = UILabel()
        let icon = UIView()
        required init(frame: CGRect) {
            super.init(frame: frame)
            icon.layer.cornerRadius = 12
            title.font = .systemFont(ofSize: 15, weight: .semibold)
            subtitle.font = .systemFont(ofSize: 13)
            subtitle.textColor = .secondaryLabel
            for v in [icon, title, subtitle] { contentView.addSubview(v) }
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            let b = contentView.bounds
            if b.height > 120 {
                // A banner: a large picture, the title under it.
                icon.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - 44)
                title.frame = CGRect(x: 4, y: b.height - 40, width: b.width - 8, height: 20)
                subtitle.frame = CGRect(x: 4, y: b.height - 20, width: b.width - 8, height: 18)
            } else {
                // A row: an icon, its name and a line of text.
                let side = min(b.height - 8, 56)
                icon.frame = CGRect(x: 0, y: (b.height - side) / 2, width: side, height: side)
                title.frame = CGRect(x: side + 12, y: b.height / 2 - 20, width: b.width - side - 12, height: 20)
                subtitle.frame = CGRect(x: side + 12, y: b.height / 2 + 1, width: b.width - side - 12, height: 18)
            }
        }
    }

    final class Header: UICollectionReusableView {
        let title = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            title.font = .systemFont(ofSize: 22, weight: .bold)
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = bounds
        }
    }

    public private(set) var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Apps"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            let section: NSCollectionLayoutSection
            switch Section(rawValue: index) ?? .categories {
            case .featured:
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(260)),
                    subitems: [NSCollectionLayoutItem(layoutSize: full)])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
            case .popular:
                let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(210)),
                    subitem: row, count: 3)
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
            case .categories:
                let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
                let item = NSCollectionLayoutItem(layoutSize: full)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
                    subitem: item, count: columns)
                group.interItemSpacing = .fixed(10)
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 24, trailing: 16)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemIndigo, .systemTeal]
        let tile = UICollectionView.CellRegistration<Tile, String> { cell, indexPath, item in
            cell.title.text = item
            cell.subtitle.text = indexPath.section == 0 ? "Editors' Choice" : indexPath.section == 1 ? "Free · In-App Purchases" : nil
            cell.icon.backgroundColor = colors[(indexPath.item + indexPath.section) % colors.count].withAlphaComponent(indexPath.section == 2 ? 0.25 : 0.85)
        }
        let header = UICollectionView.SupplementaryRegistration<Header>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            view.title.text = ["Featured", "Popular Apps", "Categories"][indexPath.section]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Journal", "Groceries", "Sketchbook", "Atlas"], toSection: .featured)
        snapshot.appendItems((1...12).map { "App \($0)" }, toSection: .popular)
        snapshot.appendItems(["Games", "Photo & Video", "Productivity", "Education", "Health", "Music", "Travel", "Weather"], toSection: .categories)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
