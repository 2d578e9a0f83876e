import Foundation
import Testing
import UIKit
import UIKitTesting

/// Batch updates of a collection view: checked against the data source, animated on the clock.
@MainActor @Suite struct CollectionViewUpdateTests {
    func grid(_ n: Int, sections: Int = 1) -> (Simulator, GridController) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let vc = GridController((0..<sections).map { s in (0..<n).map { "S\(s) \($0)" } }, layout: layout)
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    func cell(_ vc: GridController, _ title: String) -> TitleCell? {
        vc.collectionView.subviews.compactMap { $0 as? TitleCell }.first { $0.label.text == title && !$0.isHidden }
    }

    @Test func deletingFadesTheItemOutAndTheRestGlideUp() {
        let (sim, vc) = grid(20)
        let cv = vc.collectionView!
        let doomed = cell(vc, "S0 1")!
        let follower = cell(vc, "S0 3")!
        let from = follower.frame
        var finished: Bool?
        cv.performBatchUpdates({
            vc.model[0].remove(at: 1)
            cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
        // Item 3 (now 2) goes from the start of line 2 to the end of line 1.
        let to = cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        #expect(follower.frame == to)
        sim.advance(by: 0.3 / 2)
        let mid = follower.layer.presentation()!.frame
        #expect(mid.minY > to.minY && mid.minY < from.minY, "midway between its lines: \(mid)")
        let alpha = doomed.layer.presentation()!.opacity
        #expect(alpha > 0.1 && alpha < 0.9, "the deleted item is fading: \(alpha)")
        #expect(finished == nil)
        sim.settle()
        #expect(finished == true)
        #expect(doomed.isHidden, "back in its pool")
        #expect(cv.numberOfItems(inSection: 0) == 19)
        #expect((cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell)?.label.text == "S0 2")
        #expect(cv.visibleCells.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    }

    @Test func insertingFadesInAndMovingGlides() {
        let (sim, vc) = grid(12)
        let cv = vc.collectionView!
        vc.model[0].insert("New", at: 0)
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        let new = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! TitleCell
        #expect(new.label.text == "New")
        sim.advance(by: 0.3 / 2)
        let a = new.layer.presentation()!.opacity
        #expect(a > 0.1 && a < 0.9)
        sim.settle()
        #expect(new.alpha == 1)
        // A move: item 5 to the front.
        let moving = cell(vc, "S0 4")!
        let start = moving.frame
        let title = vc.model[0].remove(at: 5)
        vc.model[0].insert(title, at: 0)
        cv.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(moving.frame == cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame)
        sim.advance(by: 0.3 / 2)
        let mid = moving.layer.presentation()!.frame
        #expect(mid.minY < start.minY && mid.minY > 0 || mid.minX != start.minX)
        sim.settle()
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)?.label.text == "S0 4")
    }

    @Test func sectionsAreInsertedAndDeletedWithTheirHeaders() {
        let (sim, vc) = grid(3, sections: 2)
        let cv = vc.collectionView!
        let layout = cv.collectionViewLayout as! UICollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        sim.settle()
        let moved = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        vc.model.insert(["X"], at: 1)
        cv.insertSections(IndexSet(integer: 1))
        sim.settle()
        #expect(cv.numberOfSections == 3)
        // As on iOS, a section's header moves with it (the data source is not asked again); the new
        // section's header is new.
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2)) === moved)
        let inserted = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? TitleHeader
        #expect(inserted?.label.text == "Section 1" && inserted !== moved)
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 2)) as? TitleCell)?.label.text == "S1 0")
        vc.model.remove(at: 0)
        cv.deleteSections(IndexSet(integer: 0))
        sim.settle()
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)?.label.text == "X")
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    /// A move between sections counts out of one and into the other, in UIKit's message as in the check.
    @Test func aMoveBetweenSectionsTheModelDidNotMakeIsCountedInTheMessage() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (sim, vc) = grid(3, sections: 2)
        let cv = vc.collectionView!
        cv.performBatchUpdates({ cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)) })
        #expect(failures == ["Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out)."])
        // Made in the model too, the same move is consistent and lands where it was sent.
        failures = []
        cv.performBatchUpdates({
            vc.model[1].insert(vc.model[0].remove(at: 0), at: 1)
            cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        })
        sim.settle()
        #expect(failures.isEmpty && cv.numberOfItems(inSection: 0) == 2 && cv.numberOfItems(inSection: 1) == 4)
        #expect((cv.cellForItem(at: IndexPath(item: 1, section: 1)) as? TitleCell)?.label.text == "S0 0")
    }

    @Test func anUpdateThatDisagreesWithTheModelIsUIKitsException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (sim, vc) = grid(3)
        let cv = vc.collectionView!
        var finished: Bool?
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
        #expect(failures == ["Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(finished == false)
        vc.model.append(["x"])
        cv.insertSections(IndexSet([1, 2]))
        #expect(failures.last == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).")
        sim.settle()
        #expect(cv.numberOfSections == 2, "recovered by reloading")
        vc.model[0].append("new")
        cv.insertItems(at: [IndexPath(item: 9, section: 0)])
        #expect(failures.last == "attempt to insert item 9 into section 0, but there are only 4 items in section 0 after the update")
    }

    @Test func reloadingReplacesTheCellAndReconfiguringKeepsIt() {
        let (sim, vc) = grid(6)
        let cv = vc.collectionView!
        let before = cv.cellForItem(at: IndexPath(item: 2, section: 0)) as! TitleCell
        vc.model[0][2] = "Reloaded"
        cv.reloadItems(at: [IndexPath(item: 2, section: 0)])
        sim.settle()
        let after = cv.cellForItem(at: IndexPath(item: 2, section: 0)) as! TitleCell
        #expect(after.label.text == "Reloaded")
        #expect(after !== before)
        vc.model[0][2] = "Reconfigured"
        cv.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === after)
        #expect(after.label.text == "Reconfigured")
    }

    @Test func selectionFollowsItsItemThroughAnUpdate() {
        let (sim, vc) = grid(9)
        let cv = vc.collectionView!
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        vc.model[0].removeFirst()
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        sim.settle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    }

    /// Items around a circle that come out of its centre when inserted and go back into it when deleted.
    final class BloomLayout: UICollectionViewLayout {
        var centre: CGPoint = .zero
        var count = 0
        var inserted: Set<IndexPath> = []
        var deleted: Set<IndexPath> = []
        override func prepare() {
            guard let cv = collectionView else { return }
            count = cv.numberOfItems(inSection: 0)
            centre = CGPoint(x: cv.bounds.midX, y: cv.bounds.midY)
        }
        override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(max(count, 1))
            a.size = CGSize(width: 50, height: 50)
            a.center = CGPoint(x: centre.x + 130 * cos(angle), y: centre.y + 130 * sin(angle))
            return a
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
            deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
        }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard inserted.contains(itemIndexPath) else { return nil }
            let a = layoutAttributesForItem(at: itemIndexPath)!
            a.center = centre
            a.alpha = 0
            a.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            return a
        }
        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard deleted.contains(itemIndexPath) else { return nil }
            let a = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            a.size = CGSize(width: 50, height: 50)
            a.center = centre
            a.alpha = 0
            return a
        }
        override func finalizeCollectionViewUpdates() {
            inserted = []
            deleted = []
        }
    }

    @Test func aCustomLayoutAnimatesInsertionsFromItsInitialAttributes() {
        let (sim, vc) = grid(5)
        let cv = vc.collectionView!
        let layout = BloomLayout()
        cv.collectionViewLayout = layout
        sim.settle()
        let centre = CGPoint(x: cv.bounds.midX, y: cv.bounds.midY)
        vc.model[0].append("Bloom")
        cv.insertItems(at: [IndexPath(item: 5, section: 0)])
        let new = cv.cellForItem(at: IndexPath(item: 5, section: 0))!
        let final = new.center
        sim.advance(by: 0.01)
        let early = new.layer.presentation()!
        #expect(hypot(early.position.x - centre.x, early.position.y - centre.y) < 20, "it starts at the centre")
        #expect(early.opacity < 0.2)
        sim.settle()
        #expect(new.center == final && new.transform == .identity && new.alpha == 1)
        // A deletion goes back into the centre.
        let doomed = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        vc.model[0].removeFirst()
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        sim.advance(by: 0.3 * 0.9)
        let late = doomed.layer.presentation()!
        #expect(hypot(late.position.x - centre.x, late.position.y - centre.y) < 40)
        sim.settle()
        #expect(doomed.isHidden)
    }

    /// A grid whose items the user may drag to a new place.
    final class MovableGrid: UICollectionViewController {
        var items = (0..<12).map { "Item \($0)" }
        var moves: [String] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let c = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
            c.label.text = items[indexPath.item]
            return c
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 11 }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    @Test func aLongPressLiftsAnItemThatFollowsTheFingerAndDropsInItsNewPlace() {
        let vc = MovableGrid()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        let cv = vc.collectionView!
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! TitleCell
        let start = first.convert(CGPoint(x: 50, y: 50), to: nil)
        let target = cv.cellForItem(at: IndexPath(item: 4, section: 0))!.convert(CGPoint(x: 50, y: 50), to: nil)
        let finger = sim.touchDown(at: start)
        sim.advance(by: 0.6)
        #expect(first.isDragging, "lifted after a long press")
        sim.touchMove(finger, to: CGPoint(x: (start.x + target.x) / 2, y: (start.y + target.y) / 2))
        sim.advance(by: 0.05)
        sim.touchMove(finger, to: target)
        sim.advance(by: 0.05)
        // Under the finger, above the others; item 4's cell made room.
        #expect(abs(first.center.x - cv.convert(target, from: nil).x) < 1 && abs(first.center.y - cv.convert(target, from: nil).y) < 1)
        #expect(cv.subviews.last { $0 is TitleCell } === first)
        #expect(vc.moves.isEmpty, "the data source hears of it at the end")
        sim.touchUp(finger, at: target)
        sim.settle()
        #expect(vc.moves == ["0 → 4"])
        #expect(vc.items.prefix(5) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0"])
        #expect(!first.isDragging && first.frame == cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame)
        #expect((cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? TitleCell)?.label.text == "Item 0")
        // An item the data source keeps in place does not lift; a cancelled move goes back.
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 11, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.center)
        cv.cancelInteractiveMovement()
        sim.settle()
        #expect(vc.moves == ["0 → 4"])
        #expect((cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell)?.label.text == "Item 2")
    }
}
