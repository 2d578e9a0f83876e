import Testing
import Foundation
import UIKit
import UIKitTesting

/// Two lists side by side whose rows drag from one into the other (moving the data) and reorder
/// within each, as a book's "move between lists" sample does.
final class TwoListsController: UIViewController, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var left = ["Apple", "Banana", "Cherry", "Date"]
    var right = ["Kiwi", "Lemon"]
    let leftTable = UITableView(frame: .zero, style: .plain)
    let rightTable = UITableView(frame: .zero, style: .plain)
    var log: [String] = []
    var intent: UITableViewDropProposal.Intent = .insertAtDestinationIndexPath

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for t in [leftTable, rightTable] {
            t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            t.dataSource = self
            t.dragDelegate = self
            t.dropDelegate = self
            t.dragInteractionEnabled = true
            view.addSubview(t)
        }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds.inset(by: view.safeAreaInsets)
        leftTable.frame = CGRect(x: b.minX, y: b.minY, width: b.width / 2 - 1, height: b.height)
        rightTable.frame = CGRect(x: b.midX + 1, y: b.minY, width: b.width / 2 - 1, height: b.height)
    }

    func rows(_ t: UITableView) -> [String] { t === leftTable ? left : right }
    func setRows(_ t: UITableView, _ r: [String]) { if t === leftTable { left = r } else { right = r } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows(tableView).count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        c.textLabel?.text = rows(tableView)[indexPath.row]
        return c
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let name = rows(tableView)[indexPath.row]
        let item = UIDragItem(itemProvider: NSItemProvider(object: name as NSString))
        item.localObject = name
        session.localContext = tableView
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { log.append("drag begins in \(tableView === leftTable ? "left" : "right")") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { log.append("drag ends") }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: intent)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let count = rows(tableView).count
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: count, section: 0)
        log.append("drop at \(destination.row)")
        for item in coordinator.items {
            guard let name = item.dragItem.localObject as? String else { continue }
            if let from = item.sourceIndexPath {
                // Reordering within this list.
                var r = rows(tableView)
                r.remove(at: from.row)
                let to = min(destination.row, r.count)
                r.insert(name, at: to)
                setRows(tableView, r)
                tableView.moveRow(at: from, to: IndexPath(row: to, section: 0))
                coordinator.drop(item.dragItem, toRowAt: IndexPath(row: to, section: 0))
            } else if let other = session(coordinator.session), other !== tableView {
                // Moved here from the other list: out of its data, into this one.
                var o = rows(other)
                guard let i = o.firstIndex(of: name) else { continue }
                o.remove(at: i)
                setRows(other, o)
                other.deleteRows(at: [IndexPath(row: i, section: 0)], with: .automatic)
                var r = rows(tableView)
                r.insert(name, at: min(destination.row, r.count))
                setRows(tableView, r)
                tableView.insertRows(at: [destination], with: .automatic)
                coordinator.drop(item.dragItem, toRowAt: destination)
            }
        }
    }

    func session(_ s: UIDropSession) -> UITableView? { s.localDragSession?.localContext as? UITableView }
}

@MainActor
@Suite(.serialized) struct ListDragAndDropTests {
    func make() -> (Simulator, TwoListsController) {
        let sim = Simulator(device: .iPadPro11)
        let vc = TwoListsController()
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    func centre(_ sim: Simulator, _ text: String) throws -> CGPoint {
        let v = try #require(sim.view(withText: text))
        return v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
    }

    @Test func aRowDraggedIntoTheOtherListMovesItsData() throws {
        let (sim, vc) = make()
        let banana = try centre(sim, "Banana")
        let lemon = try centre(sim, "Lemon")
        // Over the right list between Kiwi and Lemon: the rows part there.
        let over = CGPoint(x: lemon.x, y: lemon.y - 12)
        dragAndDrop(sim, from: banana, to: over, hold: true)
        saveShot(sim, "list-drag-between")
        #expect(vc.rightTable.hasActiveDrop && vc.leftTable.hasActiveDrag)
        let lemonCell = try #require(vc.rightTable.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(lemonCell.transform.ty > 30, "Lemon slides down to make room: \(lemonCell.transform)")
        #expect(vc.rightTable.cellForRow(at: IndexPath(row: 0, section: 0))?.transform == .identity, "Kiwi stays")
        sim.touchUp(at: over)
        sim.settle()
        #expect(vc.left == ["Apple", "Cherry", "Date"])
        #expect(vc.right == ["Kiwi", "Banana", "Lemon"])
        #expect(vc.log == ["drag begins in left", "drop at 1", "drag ends"])
        #expect(lemonCell.transform == .identity)
        saveShot(sim, "list-drag-between-after")
        // The tables show it: Banana's row is in the right list, second.
        let row = try #require(vc.rightTable.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.textLabel?.text == "Banana" && vc.leftTable.numberOfRows(inSection: 0) == 3)
        let shown = try centre(sim, "Banana")
        #expect(shown.x > sim.screen.bounds.midX)
        #expect(!vc.rightTable.hasActiveDrop && !vc.leftTable.hasActiveDrag)
    }

    @Test func aRowDraggedWithinItsListReorders() throws {
        let (sim, vc) = make()
        let apple = try centre(sim, "Apple")
        let date = try centre(sim, "Date")
        // Held over its own list, the row has left its place: it is not drawn there.
        dragAndDrop(sim, from: apple, to: CGPoint(x: date.x, y: date.y + 15), hold: true)
        sim.advance(by: 0.3)
        #expect(vc.leftTable.cellForRow(at: IndexPath(row: 0, section: 0))?.alpha == 0)
        sim.touchUp(at: CGPoint(x: date.x, y: date.y + 15))
        sim.settle()
        #expect(vc.leftTable.cellForRow(at: IndexPath(row: 0, section: 0))?.alpha == 1)
        #expect(vc.left == ["Banana", "Cherry", "Date", "Apple"], "\(vc.left)")
        let last = try #require(vc.leftTable.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(last.textLabel?.text == "Apple")
    }

    @Test func withoutADropDelegateAListTakesNoDrop() throws {
        let (sim, vc) = make()
        vc.rightTable.dropDelegate = nil
        dragAndDrop(sim, from: try centre(sim, "Cherry"), to: try centre(sim, "Kiwi"))
        #expect(vc.left.count == 4 && vc.right.count == 2)
        #expect(vc.log == ["drag begins in left", "drag ends"])
    }
}
