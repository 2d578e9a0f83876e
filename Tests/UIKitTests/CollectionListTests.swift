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
            let cell = textListCell { _ in [.disclosureIndicator()] }
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
        #expect(about.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
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

/// An outline: parents with children that show while their parent is expanded.
@MainActor @Suite struct CollectionOutlineTests {
    final class Outline: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
            view.addSubview(collectionView)
            let cell = textListCell { item in item.hasPrefix("Folder") ? [.outlineDisclosure()] : [] }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
            }
            var tree = NSDiffableDataSourceSectionSnapshot<String>()
            tree.append(["Folder A", "Folder B", "Note 1"])
            tree.append(["A1", "A2"], to: "Folder A")
            tree.append(["Folder B1"], to: "Folder B")
            tree.append(["B1a"], to: "Folder B1")
            dataSource.apply(tree, to: 0, animatingDifferences: false)
        }
    }

    func titles(_ vc: Outline) -> [String] {
        (0..<vc.collectionView.numberOfItems(inSection: 0)).map { vc.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0)) ?? "?" }
    }

    @Test func aSectionSnapshotKnowsItsTree() {
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["a", "b"])
        tree.append(["a1", "a2"], to: "a")
        tree.append(["a2x"], to: "a2")
        #expect(tree.items == ["a", "a1", "a2", "a2x", "b"] && tree.rootItems == ["a", "b"])
        #expect(tree.visibleItems == ["a", "b"])
        tree.expand(["a"])
        #expect(tree.visibleItems == ["a", "a1", "a2", "b"])
        #expect(tree.level(of: "a2x") == 2 && tree.parent(of: "a2x") == "a2" && tree.parent(of: "a") == nil)
        #expect(tree.snapshot(of: "a").items == ["a1", "a2", "a2x"] && tree.snapshot(of: "a").level(of: "a1") == 0)
        tree.delete(["a2"])
        #expect(tree.items == ["a", "a1", "b"])
    }

    @Test func tappingAFolderExpandsItAndTheChevronTurns() {
        let vc = Outline()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        let cv = vc.collectionView!
        #expect(titles(vc) == ["Folder A", "Folder B", "Note 1"])
        let folder = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let chevron = folder.subviews.first { $0.frame.width == 9 }!
        sim.tap(on: folder)
        #expect(titles(vc) == ["Folder A", "A1", "A2", "Folder B", "Note 1"])
        #expect(cv.indexPathsForSelectedItems == [], "a folder row toggles instead of being selected")
        sim.advance(by: 0.15)
        let angle = atan2(chevron.layer.presentation()!.transform.m12, chevron.layer.presentation()!.transform.m11)
        #expect(angle > 0.3 && angle < 1.3, "the chevron is turning: \(angle)")
        sim.settle()
        #expect(abs(atan2(chevron.transform.b, chevron.transform.a) - .pi / 2) < 0.001)
        #expect(vc.dataSource.snapshot(for: 0).isExpanded("Folder A"))
        let child = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(child.indentationLevel == 1 && child.contentView.frame.minX == 10, "a child is indented by its level")
        // Collapsing, unless the handlers refuse.
        vc.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Folder A" }
        sim.tap(on: folder)
        sim.settle()
        #expect(titles(vc) == ["Folder A", "A1", "A2", "Folder B", "Note 1"])
        vc.dataSource.sectionSnapshotHandlers.shouldCollapseItem = nil
        sim.tap(on: folder)
        sim.settle()
        #expect(titles(vc) == ["Folder A", "Folder B", "Note 1"])
        #expect(chevron.transform == .identity)
        // A leaf row is selected as usual.
        sim.tap(on: cv.cellForItem(at: IndexPath(item: 2, section: 0))!)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
