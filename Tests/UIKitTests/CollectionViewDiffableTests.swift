import Foundation
import Testing
import UIKit
import UIKitTesting

/// Collection views fed by a diffable data source and cell registrations, as iOS 14+ apps write them.
@MainActor @Suite struct CollectionViewDiffableTests {
    enum Section: Hashable, Sendable { case fruit, veg }

    final class Controller: UIViewController {
        var dataSource: UICollectionViewDiffableDataSource<Section, String>!
        var collectionView: UICollectionView!
        var configured: [String] = []
        var reused = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 60)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let cellRegistration = UICollectionView.CellRegistration<TitleCell, String> { [unowned self] cell, _, item in
                if cell.label.text != nil { reused += 1 }
                cell.label.text = item
                configured.append(item)
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) {
                header, _, indexPath in
                header.label.text = indexPath.section == 0 ? "Fruit" : "Vegetables"
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
                cv.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { cv, _, indexPath in
                cv.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.fruit, .veg])
            snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: .fruit)
            snapshot.appendItems(["Carrot", "Leek"], toSection: .veg)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func show() -> (Simulator, Controller) {
        let vc = Controller()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    func titles(_ vc: Controller, _ section: Int) -> [String] {
        (0..<vc.collectionView.numberOfItems(inSection: section)).map {
            (vc.collectionView.cellForItem(at: IndexPath(item: $0, section: section)) as? TitleCell)?.label.text ?? "?"
        }
    }

    @Test func registrationsConfigureCellsAndHeadersFromTheSnapshot() {
        let (sim, vc) = show()
        #expect(titles(vc, 0) == ["Apple", "Banana", "Cherry"])
        #expect(titles(vc, 1) == ["Carrot", "Leek"])
        let header = vc.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? TitleHeader
        #expect(header?.label.text == "Vegetables")
        #expect(sim.view(withText: "Fruit") != nil)
        #expect(vc.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "Leek")
        #expect(vc.dataSource.indexPath(for: "Cherry") == IndexPath(item: 2, section: 0))
        #expect(vc.dataSource.sectionIdentifier(for: 1) == .veg && vc.dataSource.index(for: .fruit) == 0)
    }

    @Test func applyingASnapshotAnimatesTheDifferences() {
        let (sim, vc) = show()
        var snapshot = vc.dataSource.snapshot()
        snapshot.deleteItems(["Banana"])
        snapshot.appendItems(["Date"], toSection: .fruit)
        snapshot.moveItem("Leek", beforeItem: "Carrot")
        var done = false
        vc.dataSource.apply(snapshot) { done = true }
        let date = vc.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        sim.advance(by: 0.15)
        let a = date.layer.presentation()!.opacity
        #expect(a > 0.1 && a < 0.9, "the new item fades in")
        #expect(!done)
        sim.settle()
        #expect(done)
        #expect(titles(vc, 0) == ["Apple", "Cherry", "Date"])
        #expect(titles(vc, 1) == ["Leek", "Carrot"])
    }

    @Test func reconfiguringAnItemConfiguresItsOwnCellAgain() {
        let (sim, vc) = show()
        let cell = vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var snapshot = vc.dataSource.snapshot()
        snapshot.reconfigureItems(["Apple"])
        vc.configured = []
        vc.dataSource.apply(snapshot)
        sim.settle()
        #expect(vc.configured == ["Apple"])
        #expect(vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
    }

    /// Items whose hash values collide (three values among sixty items) are still told apart by
    /// equality: the diff moves, deletes and inserts exactly the items that changed.
    @Test func itemsWithCollidingHashesDiffByEquality() {
        struct Tile: Hashable, Sendable {
            let id: Int
            func hash(into hasher: inout Hasher) { hasher.combine(id % 3) }
        }
        let sim = Simulator(device: .iPadPro11)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 40)
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<TitleCell, Tile> { cell, _, tile in cell.label.text = "\(tile.id)" }
        let dataSource = UICollectionViewDiffableDataSource<Int, Tile>(collectionView: cv) { cv, indexPath, tile in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tile)
        }
        let vc = UIViewController()
        vc.view = cv
        sim.rootViewController = vc
        var snapshot = NSDiffableDataSourceSnapshot<Int, Tile>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems((0..<30).map(Tile.init), toSection: 0)
        snapshot.appendItems((30..<60).map(Tile.init), toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        sim.settle()
        let before = Dictionary(uniqueKeysWithValues: cv.visibleCells.map { (($0 as! TitleCell).label.text!, ObjectIdentifier($0)) })
        var changed = snapshot
        changed.deleteItems([Tile(id: 4), Tile(id: 31)])
        changed.moveItem(Tile(id: 40), beforeItem: Tile(id: 0))
        changed.insertItems([Tile(id: 100)], afterItem: Tile(id: 9))
        dataSource.apply(changed, animatingDifferences: true)
        sim.settle()
        for s in 0..<2 {
            let shown = (0..<cv.numberOfItems(inSection: s)).map { (cv.cellForItem(at: IndexPath(item: $0, section: s)) as? TitleCell)?.label.text }
            #expect(shown == changed.itemIdentifiers(inSection: s).map { "\($0.id)" }, "section \(s)")
        }
        // Items that stayed kept their cells (they were moved, not reloaded).
        #expect(ObjectIdentifier(cv.cellForItem(at: IndexPath(item: 0, section: 0))!) == before["40"])
        #expect(ObjectIdentifier(cv.cellForItem(at: IndexPath(item: 2, section: 0))!) == before["1"])
    }

    @Test func manyItemsScrollThroughReusedCells() {
        let (sim, vc) = show()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems((0..<600).map { "Item \($0)" })
        vc.dataSource.applySnapshotUsingReloadData(snapshot)
        sim.settle()
        let cells = vc.collectionView.subviews.filter { $0 is TitleCell }.count
        for _ in 0..<4 { sim.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 150), duration: 0.3) }
        sim.settle()
        #expect(vc.collectionView.contentOffset.y > 1500)
        #expect(vc.reused > 10)
        // No more cells than a screenful of lines can meet (70-point lines: 14 at most) ever needed.
        #expect(cells == 33)
        #expect(vc.collectionView.subviews.filter { $0 is TitleCell }.count <= 3 * (Int(852 / 70) + 2))
        let first = vc.collectionView.indexPathsForVisibleItems.first!
        #expect((vc.collectionView.cellForItem(at: first) as? TitleCell)?.label.text == "Item \(first.item)")
    }
}
