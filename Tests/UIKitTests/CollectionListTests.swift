import Foundation
import Testing
import UIKit
import UIKitTesting

/// Lists made of collection views, as iOS 14+ apps write settings-style screens.
@MainActor @Suite struct CollectionListTests {
    final class Settings: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        let appearance: UICollectionLayoutListConfiguration.Appearance
        init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
            self.appearance = appearance
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.headerMode = .supplementary
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { h, _, ip in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = ip.section == 0 ? "GENERAL" : "PRIVACY"
                h.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
            }
            dataSource.supplementaryViewProvider = { cv, _, ip in cv.dequeueConfiguredReusableSupplementary(using: header, for: ip) }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["general", "privacy"])
            snapshot.appendItems(["About", "Software Update", "Storage"], toSection: "general")
            snapshot.appendItems(["Location Services", "Tracking"], toSection: "privacy")
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func show(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> (Simulator, Settings) {
        let vc = Settings(appearance)
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    @Test func anInsetGroupedListLooksLikeAnInsetGroupedTable() {
        let (sim, vc) = show(.insetGrouped)
        let cv = vc.collectionView!
        #expect(cv.backgroundColor == .systemGroupedBackground)
        let about = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let update = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        // Rows 44 points tall, 20 points in from each side on a 393-point screen.
        #expect(about.frame.minX == 20 && about.frame.width == 353 && about.frame.height == 44)
        #expect(update.frame.minY == about.frame.maxY)
        #expect(about.backgroundColor == .secondarySystemGroupedBackground)
        #expect(about.layer.cornerRadius == 10 && update.layer.cornerRadius == 0)
        #expect(sim.view(withText: "GENERAL") != nil && sim.view(withText: "Software Update") != nil)
        // Pixels: the grouped grey beside the card, the card white, the separator under the text only.
        let y = about.convert(CGPoint(x: 0, y: 22), to: nil).y
        let grey = sim.color(at: CGPoint(x: 10, y: y)), white = sim.color(at: CGPoint(x: 30, y: y))
        #expect(grey.r < 245 && grey.r > 230 && white.r == 255)
        let line = about.convert(CGPoint(x: 0, y: 43.8), to: nil).y
        #expect(sim.color(at: CGPoint(x: 30, y: line)).r == 255, "the separator starts under the text")
        #expect(sim.color(at: CGPoint(x: 100, y: line)).r < 235, "a hairline under the text")
        // The chevron, at the trailing edge.
        let chevron = about.subviews.first { $0.accessibilityLabel == nil && $0.frame.width == 9 }
        #expect(chevron.map { abs($0.frame.maxX - (353 - 16)) < 0.5 } == true)
    }

    @Test func tappingARowHighlightsItGreyAndSelectsIt() {
        let (sim, vc) = show(.plain)
        let cv = vc.collectionView!
        #expect(cv.backgroundColor == .systemBackground)
        let row = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(row.frame.minX == 0 && row.frame.width == 393)
        sim.tap(on: row)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let c = sim.color(at: row.convert(CGPoint(x: 300, y: 22), to: nil))
        #expect(c.r < 225 && c.r > 190, "iOS's grey selection: \(c)")
    }
}
