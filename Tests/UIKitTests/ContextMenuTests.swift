import Testing
import Foundation
import UIKit
import UIKitTesting

/// A context menu delegate that records what it is asked and told.
final class CardMenus: NSObject, UIContextMenuInteractionDelegate {
    var events: [String] = []
    var offersMenu = true
    var previewController: UIViewController?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        events.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: { [previewController] in previewController }) { _ in
            UIMenu(children: [
                UIAction(title: "Share") { [unowned self] _ in self.events.append("Share") },
                UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in self.events.append("Delete") },
            ])
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { events.append("willDisplay") }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) { events.append("willEnd") }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        events.append("commit \(animator.previewViewController != nil)")
        animator.addCompletion { [unowned self] in self.events.append("after commit") }
    }
}

/// A custom interaction that logs its moves.
final class LoggingInteraction: UIInteraction {
    weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("will \(view == nil ? "nil" : "view")") }
    func didMove(to view: UIView?) { self.view = view; log.append("did \(view == nil ? "nil" : "view")") }
}

@MainActor
@Suite(.serialized) struct ContextMenuTests {
    /// A red card in the middle of a white screen with a context menu interaction.
    func card() -> (Simulator, UIView, CardMenus, UIContextMenuInteraction) {
        let (sim, root) = canvas()
        let card = UIView(frame: CGRect(x: 146, y: 300, width: 100, height: 100))
        card.backgroundColor = .systemRed
        root.addSubview(card)
        let menus = CardMenus()
        let interaction = UIContextMenuInteraction(delegate: menus)
        card.addInteraction(interaction)
        sim.runFrame()
        return (sim, card, menus, interaction)
    }

    func longPress(_ sim: Simulator, at p: CGPoint) {
        sim.touchDown(at: p)
        sim.advance(by: 0.6)
        sim.touchUp(at: p)
        sim.settle()
    }

    @Test func interactionsJoinAndLeaveTheirViews() {
        let v = UIView(), w = UIView()
        let i = LoggingInteraction()
        v.addInteraction(i)
        #expect(v.interactions.count == 1 && i.view === v)
        w.addInteraction(i)
        #expect(v.interactions.isEmpty && i.view === w, "an interaction is on one view at a time")
        w.removeInteraction(i)
        #expect(w.interactions.isEmpty && i.view == nil)
        #expect(i.log == ["will view", "did view", "will nil", "did nil", "will view", "did view", "will nil", "did nil"])
    }

    @Test func longPressLiftsThePreviewAndShowsTheMenu() throws {
        let (sim, card, menus, interaction) = card()
        longPress(sim, at: CGPoint(x: 196, y: 350))
        saveShot(sim, "contextmenu-card")
        #expect(menus.events == ["configuration at 50,50", "willDisplay"])
        #expect(interaction.location(in: card) == CGPoint(x: 50, y: 50))
        let share = try #require(sim.view(withText: "Share"))
        #expect(share.convert(CGPoint.zero, to: nil).y > 400, "the menu below the lifted card")
        // The screen behind is blurred and dimmed; the lifted card is still red, a little larger.
        let behind = sim.color(at: CGPoint(x: 30, y: 600))
        #expect(behind != white && behind.r > 150, "a light veil over the screen: \(behind)")
        let red = sim.color(at: CGPoint(x: 196, y: 350))
        #expect(red.r > 200 && red.g < 100)
        let edge = sim.color(at: CGPoint(x: 146 - 1, y: 350))
        #expect(edge.r > 200 && edge.g < 100, "grown past its old edge: \(edge)")
        sim.tap(on: share)
        sim.settle()
        #expect(menus.events == ["configuration at 50,50", "willDisplay", "willEnd", "Share"])
        #expect(sim.view(withText: "Share") == nil && sim.color(at: CGPoint(x: 30, y: 600)) == white, "all gone")
    }

    @Test func aTapOutsideClosesAndTheDelegateMayOfferNothing() {
        let (sim, _, menus, _) = card()
        longPress(sim, at: CGPoint(x: 196, y: 350))
        sim.tap(at: CGPoint(x: 40, y: 120))
        sim.settle()
        #expect(menus.events == ["configuration at 50,50", "willDisplay", "willEnd"])
        #expect(sim.view(withText: "Share") == nil)
        menus.offersMenu = false
        menus.events = []
        longPress(sim, at: CGPoint(x: 196, y: 350))
        #expect(menus.events == ["configuration at 50,50"] && sim.view(withText: "Share") == nil)
    }

    @Test func aRightClickOpensTheMenuAtOnce() throws {
        let (sim, _, menus, _) = card()
        sim.click(at: CGPoint(x: 196, y: 350))
        sim.settle()
        #expect(menus.events.isEmpty && sim.view(withText: "Share") == nil, "a primary click is a tap")
        sim.click(at: CGPoint(x: 196, y: 350), buttons: .secondary)
        sim.settle()
        #expect(menus.events == ["configuration at 50,50", "willDisplay"])
        #expect(sim.view(withText: "Share") != nil, "no press to wait for")
    }

    @Test func aPreviewControllerAndItsCommit() throws {
        let (sim, _, menus, _) = card()
        let preview = UIViewController()
        preview.view.backgroundColor = .systemGreen
        preview.preferredContentSize = CGSize(width: 240, height: 160)
        menus.previewController = preview
        longPress(sim, at: CGPoint(x: 196, y: 350))
        saveShot(sim, "contextmenu-preview")
        let green = sim.color(at: CGPoint(x: 196, y: 350))
        #expect(green.g > 150 && green.r < 100, "the controller's view is the preview: \(green)")
        #expect(preview.view.bounds.size == CGSize(width: 240, height: 160))
        sim.tap(at: CGPoint(x: 196, y: 340))
        sim.settle()
        #expect(menus.events.suffix(3) == ["commit true", "willEnd", "after commit"])
    }

    @Test func tableRowsOfferContextMenus() throws {
        final class Rows: UITableViewController {
            var log: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "Row \(indexPath.row)"
                return c
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
            override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                guard indexPath.row != 4 else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Copy row \(indexPath.row)") { [unowned self] _ in self.log.append("copy \(indexPath.row)") }])
                }
            }
            override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) { log.append("end") }
        }
        let sim = Simulator(device: .iPhone15)
        let rows = Rows(style: .plain)
        sim.rootViewController = rows
        sim.settle()
        let row2 = try #require(sim.view(withText: "Row 2"))
        let p = row2.convert(CGPoint(x: row2.bounds.midX, y: row2.bounds.midY), to: nil)
        longPress(sim, at: p)
        saveShot(sim, "contextmenu-table")
        #expect(rows.log.isEmpty, "a long press that opens a menu does not select the row")
        let lifted = sim.color(at: CGPoint(x: 300, y: p.y))
        #expect(lifted.r > 245 && lifted.g > 245, "the row is lifted at rest, not grey with the press: \(lifted)")
        // The blurred screen behind keeps the rows where they were: Row 0's text below the status bar.
        func darkest(_ ys: ClosedRange<Int>) -> Int {
            ys.flatMap { y in stride(from: 16, through: 50, by: 2).map { x in Int(sim.color(at: CGPoint(x: x, y: y)).r) } }.min()!
        }
        #expect(darkest(66...88) + 5 < darkest(14...40), "blurred text where Row 0 is, none above it")
        #expect(darkest(66...88) > 180, "blurred to a smudge, not sharp: \(darkest(66...88))")
        sim.tap(on: try #require(sim.view(withText: "Copy row 2")))
        sim.settle()
        #expect(rows.log == ["end", "copy 2"])
        // Without a menu, a held row is selected when let go, as on iOS.
        let row4 = try #require(sim.view(withText: "Row 4"))
        longPress(sim, at: row4.convert(CGPoint(x: 40, y: row4.bounds.midY), to: nil))
        #expect(rows.log == ["end", "copy 2", "select 4"])
    }

    @Test func collectionItemsOfferContextMenus() throws {
        final class Grid: UICollectionViewController {
            var copied: [Int] = []
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                c.backgroundColor = .systemBlue
                return c
            }
            override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Copy item") { [unowned self] _ in self.copied.append(indexPath.item) }])
                }
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = grid
        sim.settle()
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        longPress(sim, at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
        sim.tap(on: try #require(sim.view(withText: "Copy item")))
        sim.settle()
        #expect(grid.copied == [1])
    }
}
