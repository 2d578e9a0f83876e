import Foundation
import Testing
import UIKit
import UIKitTesting

/// Swipe actions on list rows, as a mail-style inbox built on a collection view list uses them.
@MainActor @Suite struct CollectionListSwipeTests {
    final class Inbox: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []
        var fullSwipe = true
        let appearance: UICollectionLayoutListConfiguration.Appearance
        init(_ appearance: UICollectionLayoutListConfiguration.Appearance = .plain) {
            self.appearance = appearance
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.trailingSwipeActionsConfigurationProvider = { [unowned self] ip in
                guard let item = self.dataSource.itemIdentifier(for: ip) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self.log.append("delete \(item)")
                    var s = self.dataSource.snapshot()
                    s.deleteItems([item])
                    self.dataSource.apply(s)
                    done(true)
                }
                let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
                    self.log.append("archive \(item)")
                    done(true)
                }
                let c = UISwipeActionsConfiguration(actions: [delete, archive])
                c.performsFirstActionWithFullSwipe = self.fullSwipe
                return c
            }
            config.leadingSwipeActionsConfigurationProvider = { [unowned self] ip in
                // Only the first message can be flagged.
                guard ip.item == 0 else { return nil }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    self.log.append("flag")
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                return UISwipeActionsConfiguration(actions: [flag])
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let cell = textListCell { _ in [.disclosureIndicator()] }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in
                cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Lunch?", "Invoice", "Newsletter", "Receipt"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    func show(_ vc: Inbox, device: Simulator.Device = .iPhone15) -> Simulator {
        let sim = Simulator(device: device)
        sim.rootViewController = vc
        sim.settle()
        return sim
    }

    func rowY(_ vc: Inbox, _ item: Int) -> CGFloat {
        let cell = vc.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
        return cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: nil).y
    }

    func items(_ vc: Inbox) -> [String] { vc.dataSource.snapshot().itemIdentifiers }

    @Test func aPartialSwipeOpensTheRowOnItsActionsAndATapPerformsOne() throws {
        let vc = Inbox()
        let sim = show(vc)
        let y = rowY(vc, 1)
        let cell = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        sim.drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 170, y: y), duration: 0.3)
        sim.settle()
        let delete = try #require(sim.view(withText: "Delete")), archive = try #require(sim.view(withText: "Archive"))
        // The first action at the trailing edge, the content moved aside by the buttons' width.
        let deleteFrame = delete.convert(delete.bounds, to: nil), archiveFrame = archive.convert(archive.bounds, to: nil)
        #expect(abs(deleteFrame.maxX - 393) < 0.5 && archiveFrame.maxX <= deleteFrame.minX + 0.5)
        #expect(abs(cell.contentView.frame.minX + deleteFrame.width + archiveFrame.width) < 0.5)
        #expect(cell.configurationState.isSwiped)
        #expect(sim.color(at: CGPoint(x: deleteFrame.midX, y: deleteFrame.minY + 4)) == RGBA(r: 255, g: 59, b: 48))
        #expect(sim.color(at: CGPoint(x: archiveFrame.midX, y: archiveFrame.minY + 4)) == RGBA(r: 142, g: 142, b: 147))
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/list-swipe.png"))
        }
        // While the row is open, a tap elsewhere only closes it: nothing is selected.
        sim.tap(at: CGPoint(x: 100, y: rowY(vc, 3)))
        sim.settle()
        #expect(sim.view(withText: "Delete") == nil && vc.collectionView.indexPathsForSelectedItems == [])
        #expect(cell.contentView.frame.minX == 0 && !cell.configurationState.isSwiped)
        // Open again and tap Delete: the handler deletes the item through the data source.
        sim.drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 170, y: y), duration: 0.3)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Delete")))
        sim.settle()
        #expect(vc.log == ["delete Invoice"])
        #expect(items(vc) == ["Lunch?", "Newsletter", "Receipt"])
        #expect(sim.view(withText: "Delete") == nil && sim.view(withText: "Invoice") == nil)
        // Rows tap as usual again.
        sim.tap(at: CGPoint(x: 100, y: rowY(vc, 2)))
        #expect(vc.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() throws {
        let vc = Inbox()
        let sim = show(vc)
        let y = rowY(vc, 2)
        let cell = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        sim.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), duration: 0.4)
        // The action runs as the finger lifts; the row slides out, its content past the leading edge.
        #expect(vc.log == ["delete Newsletter"])
        #expect(cell.contentView.frame.maxX < 10)
        sim.settle()
        #expect(vc.log == ["delete Newsletter"])
        #expect(items(vc) == ["Lunch?", "Invoice", "Receipt"])
        // Without the full swipe, a long drag leaves the row open on its buttons.
        vc.fullSwipe = false
        sim.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), duration: 0.4)
        sim.settle()
        #expect(vc.log == ["delete Newsletter"])
        let open = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        #expect(open.configurationState.isSwiped && sim.view(withText: "Archive") != nil)
    }

    @Test func leadingActionsOnlyWhereTheProviderGivesThemAndNoneWhileEditing() throws {
        let vc = Inbox()
        let sim = show(vc)
        // Row 1 has no leading actions: a rightward drag does nothing.
        sim.drag(from: CGPoint(x: 60, y: rowY(vc, 1)), to: CGPoint(x: 240, y: rowY(vc, 1)), duration: 0.3)
        sim.settle()
        #expect(sim.view(withText: "Flag") == nil)
        let first = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        sim.drag(from: CGPoint(x: 60, y: rowY(vc, 0)), to: CGPoint(x: 240, y: rowY(vc, 0)), duration: 0.3)
        sim.settle()
        let flag = try #require(sim.view(withText: "Flag"))
        #expect(flag.convert(flag.bounds, to: nil).minX < 1 && first.contentView.frame.minX > 70)
        #expect(sim.color(at: flag.convert(CGPoint(x: 8, y: 8), to: nil)) == RGBA(r: 255, g: 149, b: 0))
        sim.tap(on: flag)
        sim.settle()
        #expect(vc.log == ["flag"] && first.contentView.frame.minX == 0)
        // In edit mode rows don't swipe: the drag does nothing.
        vc.collectionView.isEditing = true
        sim.drag(from: CGPoint(x: 330, y: rowY(vc, 1)), to: CGPoint(x: 170, y: rowY(vc, 1)), duration: 0.3)
        sim.settle()
        #expect(sim.view(withText: "Delete") == nil)
    }

    @Test func anInsetGroupedRowOpensInsideItsRoundedCardOnIPadAfterRotation() throws {
        let vc = Inbox(.insetGrouped)
        let sim = show(vc, device: .iPadPro11)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let cell = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let card = cell.convert(cell.bounds, to: nil)
        sim.drag(from: CGPoint(x: card.maxX - 20, y: card.midY), to: CGPoint(x: card.maxX - 160, y: card.midY), duration: 0.3)
        sim.settle()
        let delete = try #require(sim.view(withText: "Delete"))
        #expect(abs(delete.convert(delete.bounds, to: nil).maxX - card.maxX) < 0.5, "the buttons end at the card's edge")
        // The card's rounded corner clips the red button: the top-right corner pixel shows the grouped grey.
        let corner = sim.color(at: CGPoint(x: card.maxX - 1, y: card.minY + 1))
        #expect(corner != RGBA(r: 255, g: 59, b: 48))
        #expect(sim.color(at: CGPoint(x: card.maxX - 20, y: card.midY)) == RGBA(r: 255, g: 59, b: 48))
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/list-swipe-inset.png"))
        }
    }
}
