import Foundation
import Testing
import UIKit
import UIKitTesting

/// Moving items between sections interactively, as a board of cards or a list of groups lets one:
/// the item is counted in the section it shows in until the data source hears of the move at the end.
@MainActor @Suite struct CollectionInteractiveMoveTests {
    /// Two columns of cards, by a collection view controller's standard long press.
    final class Board: UICollectionViewController {
        var cards = [["Plan", "Write", "Test", "Ship"], ["Idea", "Sketch", "Draft"]]
        var moves: [String] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 170, height: 80)
            layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "card")
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { cards.count }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cards[section].count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! TitleCell
            c.label.text = cards[indexPath.section][indexPath.item]
            return c
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt from: IndexPath, to: IndexPath) {
            moves.append("\(from.section).\(from.item) → \(to.section).\(to.item)")
            cards[to.section].insert(cards[from.section].remove(at: from.item), at: to.item)
        }
    }

    func shown(_ cv: UICollectionView, _ section: Int) -> [String?] {
        (0..<cv.numberOfItems(inSection: section)).map { (cv.cellForItem(at: IndexPath(item: $0, section: section)) as? TitleCell)?.label.text }
    }

    @Test func aCardDraggedToTheOtherSectionIsCountedThereAndMovedAtTheEnd() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let sim = Simulator(device: .iPhone15)
        let board = Board()
        sim.rootViewController = board
        sim.settle()
        let cv = board.collectionView!
        let write = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! TitleCell
        let start = write.convert(CGPoint(x: 85, y: 40), to: nil)
        let target = cv.cellForItem(at: IndexPath(item: 1, section: 1))!.convert(CGPoint(x: 85, y: 40), to: nil)
        let finger = sim.touchDown(at: start)
        sim.advance(by: 0.6)
        #expect(write.isDragging)
        sim.touchMove(finger, to: CGPoint(x: (start.x + target.x) / 2, y: (start.y + target.y) / 2))
        sim.advance(by: 0.05)
        sim.touchMove(finger, to: target)
        sim.advance(by: 0.05)
        // Shown in the second section while the finger holds it; the data source has not heard yet.
        #expect(cv.numberOfItems(inSection: 0) == 3 && cv.numberOfItems(inSection: 1) == 4 && board.moves.isEmpty)
        #expect(cv.indexPath(for: write) == IndexPath(item: 1, section: 1))
        #expect(abs(write.center.y - cv.convert(target, from: nil).y) < 1, "under the finger")
        sim.touchUp(finger, at: target)
        sim.settle()
        #expect(board.moves == ["0.1 → 1.1"] && failures.isEmpty, "\(failures)")
        #expect(shown(cv, 0) == ["Plan", "Test", "Ship"] && shown(cv, 1) == ["Idea", "Write", "Sketch", "Draft"])
        #expect(!write.isDragging && write.frame == cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.frame)
        // Across and back, then cancelled: nothing moves, and the counts are the data source's again.
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        cv.updateInteractiveMovementTargetPosition(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.center)
        #expect(cv.numberOfItems(inSection: 0) == 4 && cv.numberOfItems(inSection: 1) == 3)
        cv.cancelInteractiveMovement()
        sim.settle()
        #expect(board.moves.count == 1 && failures.isEmpty, "\(failures)")
        #expect(cv.numberOfItems(inSection: 0) == 3 && cv.numberOfItems(inSection: 1) == 4)
        #expect(shown(cv, 0) == ["Plan", "Test", "Ship"] && shown(cv, 1) == ["Idea", "Write", "Sketch", "Draft"])
    }

    /// A list of two groups by its grips, a diffable data source with section snapshots (trees).
    final class Groups: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        var transactions: [NSDiffableDataSourceTransaction<String, String>] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let cell = textListCell { _ in [.reorder(), .outlineDisclosure()] }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
            }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { [unowned self] in transactions.append($0) }
            var work = NSDiffableDataSourceSectionSnapshot<String>()
            work.append(["Inbox", "Projects", "Archive"])
            work.append(["Website", "Book"], to: "Projects")
            var home = NSDiffableDataSourceSectionSnapshot<String>()
            home.append(["Garden", "Kitchen"])
            dataSource.apply(work, to: "Work", animatingDifferences: false)
            dataSource.apply(home, to: "Home", animatingDifferences: false)
        }
    }

    func grip(_ cv: UICollectionView, _ ip: IndexPath) -> CGPoint {
        let cell = cv.cellForItem(at: ip)!
        let g = cell.subviews.first { $0.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true }!
        return g.convert(CGPoint(x: g.bounds.midX, y: g.bounds.midY), to: nil)
    }

    @Test func aRowDraggedByItsGripToTheOtherGroupTakesItsHiddenChildren() throws {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let sim = Simulator(device: .iPhone15)
        let vc = Groups()
        sim.rootViewController = vc
        sim.settle()
        let cv = vc.collectionView!
        cv.isEditing = true
        sim.settle()
        // Projects (collapsed, two children hidden) goes below Garden, in the other group.
        let from = grip(cv, IndexPath(item: 1, section: 0))
        let garden = cv.cellForItem(at: IndexPath(item: 0, section: 1))!
        let to = CGPoint(x: from.x, y: garden.convert(CGPoint(x: 0, y: garden.bounds.maxY - 4), to: nil).y)
        sim.drag(from: from, to: to, duration: 0.5)
        sim.settle()
        let snapshot = vc.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: "Work") == ["Inbox", "Archive"] && failures.isEmpty, "\(failures)")
        #expect(snapshot.itemIdentifiers(inSection: "Home") == ["Garden", "Projects", "Kitchen"])
        let home = vc.dataSource.snapshot(for: "Home"), work = vc.dataSource.snapshot(for: "Work")
        #expect(home.items == ["Garden", "Projects", "Website", "Book", "Kitchen"] && home.level(of: "Book") == 1)
        #expect(home.parent(of: "Website") == "Projects" && !work.contains("Website"))
        let t = try #require(vc.transactions.first)
        #expect(Set(t.sectionTransactions.map(\.sectionIdentifier)) == ["Work", "Home"])
        // Expanded, its children show under it: it stays in its group.
        var expanded = home
        expanded.expand(["Projects"])
        vc.dataSource.apply(expanded, to: "Home", animatingDifferences: false)
        sim.settle()
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 1)))
        cv.updateInteractiveMovementTargetPosition(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center)
        #expect(cv.numberOfItems(inSection: 0) == 2, "not taken out of its group")
        cv.endInteractiveMovement()
        sim.settle()
        #expect(vc.dataSource.snapshot().itemIdentifiers(inSection: "Work") == ["Inbox", "Archive"] && failures.isEmpty)
    }
}
