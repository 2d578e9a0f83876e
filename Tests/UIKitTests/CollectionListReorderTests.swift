import Foundation
import Testing
import UIKit
import UIKitTesting

/// Reordering a list by its grips in edit mode, with a diffable data source's reordering handlers.
@MainActor @Suite struct CollectionListReorderTests {
    final class Groceries: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        var model = ["Milk", "Eggs", "Bread", "Apples", "Coffee"]
        var transactions: [NSDiffableDataSourceTransaction<String, String>] = []
        var willCount = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let cell = textListCell { _ in [.reorder()] }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
            }
            // Everything but Coffee moves; the model follows the transaction's difference.
            dataSource.reorderingHandlers.canReorderItem = { $0 != "Coffee" }
            dataSource.reorderingHandlers.willReorder = { [unowned self] _ in willCount += 1 }
            dataSource.reorderingHandlers.didReorder = { [unowned self] t in
                transactions.append(t)
                if let applied = model.applying(t.difference) { model = applied }
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["list"])
            snapshot.appendItems(model)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func show() -> (Simulator, Groceries) {
        let vc = Groceries()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    func grip(_ vc: Groceries, _ item: Int) -> UIView {
        let cell = vc.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
        return cell.subviews.first { $0.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true }!
    }

    @Test func draggingAGripMovesTheRowAndTheHandlersHearOfIt() throws {
        let (sim, vc) = show()
        let cv = vc.collectionView!
        // Grips show only while editing.
        #expect(grip(vc, 0).isHidden)
        cv.isEditing = true
        sim.settle()
        let g = grip(vc, 0)
        #expect(!g.isHidden)
        let milk = cv.cellForItem(at: IndexPath(item: 0, section: 0))!, bread = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        let rowHeight = milk.frame.height
        let start = g.convert(CGPoint(x: g.bounds.midX, y: g.bounds.midY), to: nil)
        let breadY = bread.frame.minY, milkCenter = milk.center.y
        // Drag Milk down past Bread (two rows and a bit), holding at the end to sample the others moving.
        sim.touchDown(at: start)
        for i in 1...10 {
            sim.touchMove(to: CGPoint(x: start.x, y: start.y + rowHeight * 2.2 * CGFloat(i) / 10))
            sim.advance(by: 0.016)
        }
        // Lifted: a shadow just beneath the row (the row clips, for the section's rounded ends), shaped
        // like it and seen on the grey under its bottom edge, past the other rows.
        let lifted = try #require(cv.layer.sublayers?.first { $0.shadowOpacity > 0 })
        #expect(cv.layer.sublayers?.firstIndex { $0 === lifted } == cv.layer.sublayers!.firstIndex { $0 === milk.layer }! - 1)
        #expect(lifted.frame == milk.frame && lifted.shadowPath != nil)
        let below = sim.color(at: cv.convert(CGPoint(x: milk.frame.midX, y: milk.frame.maxY + 2), to: nil))
        let beside = sim.color(at: cv.convert(CGPoint(x: milk.frame.midX, y: milk.frame.maxY + 30), to: nil))
        #expect(below.r < beside.r - 4 && beside.r >= 250, "a shadow under the row's edge: \(below), white further off: \(beside)")
        #expect(abs(milk.center.y - (milkCenter + rowHeight * 2.2)) < 1, "the row follows the finger")
        #expect(abs(milk.center.x - 196.5) < 0.5, "and only up and down")
        // Bread has started sliding up into the room Milk left.
        let breadNow = bread.layer.presentation()?.frame.minY ?? bread.frame.minY
        #expect(breadNow < breadY)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/list-reorder.png"))
        }
        sim.touchUp(at: CGPoint(x: start.x, y: start.y + rowHeight * 2.2))
        sim.settle()
        #expect(vc.dataSource.snapshot().itemIdentifiers == ["Eggs", "Bread", "Milk", "Apples", "Coffee"])
        #expect(vc.model == ["Eggs", "Bread", "Milk", "Apples", "Coffee"], "the app's model follows the difference")
        #expect(vc.willCount == 1 && vc.transactions.count == 1)
        let t = try #require(vc.transactions.first)
        #expect(t.initialSnapshot.itemIdentifiers == ["Milk", "Eggs", "Bread", "Apples", "Coffee"])
        #expect(t.sectionTransactions.count == 1 && t.sectionTransactions[0].finalSnapshot.items == vc.model)
        #expect(t.difference.insertions.count == 1 && t.difference.removals.count == 1)
        // The cells rest in their new places, unlifted.
        #expect(cv.layer.sublayers?.contains { $0.shadowOpacity > 0 } == false, "put down, no shadow")
        #expect(cv.indexPath(for: milk) == IndexPath(item: 2, section: 0) && abs(milk.frame.minY - breadY) < 0.5)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === bread)
    }

    @Test func anItemTheHandlerRefusesStaysAndWithoutHandlersNothingMoves() {
        let (sim, vc) = show()
        let cv = vc.collectionView!
        cv.isEditing = true
        sim.settle()
        let g = grip(vc, 4)
        let start = g.convert(CGPoint(x: g.bounds.midX, y: g.bounds.midY), to: nil)
        sim.drag(from: start, to: CGPoint(x: start.x, y: start.y - 120), duration: 0.3)
        sim.settle()
        #expect(vc.dataSource.snapshot().itemIdentifiers.last == "Coffee" && vc.transactions.isEmpty)
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        vc.dataSource.reorderingHandlers = .init()
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no canReorderItem: no reordering")
    }
}
