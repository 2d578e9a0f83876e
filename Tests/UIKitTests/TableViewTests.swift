import Testing
import Foundation
import UIKit
import UIKitTesting

/// A table over a mutable model of sections of strings, recording what the table asks and tells.
final class ListController: UITableViewController {
    var model: [[String]]
    var headers: [String?] = []
    var log: [String] = []
    var made = 0
    var movable = false
    var redirect: [IndexPath: IndexPath?] = [:]

    init(_ model: [[String]], style: UITableView.Style = .plain) {
        self.model = model
        super.init(style: style)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { model.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model[section].count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if cell.textLabel?.text == nil { made += 1 }
        cell.textLabel?.text = model[indexPath.section][indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        if let r = redirect[indexPath] { return r }
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(indexPath.row)")
        model[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
        let item = model[from.section].remove(at: from.row)
        model[to.section].insert(item, at: to.row)
    }
}

@MainActor
@Suite(.serialized) struct TableViewTests {
    func show(_ vc: ListController, device: Simulator.Device = .iPhone15) -> Simulator {
        let sim = Simulator(device: device)
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        return sim
    }

    func rows(_ n: Int) -> [[String]] { [(0..<n).map { "Row \($0)" }] }

    @Test func indexPathHasRowAndSection() {
        let ip = IndexPath(row: 3, section: 2)
        #expect(ip.row == 3 && ip.section == 2 && ip.item == 3)
        #expect(IndexPath(item: 1, section: 0) == IndexPath(row: 1, section: 0))
    }

    @Test func onlyVisibleRowsHaveCellsAndCellsAreReused() {
        let vc = ListController(rows(1000))
        let sim = show(vc)
        let table = vc.tableView!
        // 852 − 103 of screen under the bars, 44 points a row: 18 rows in view (17 whole, one cut).
        let visible = table.indexPathsForVisibleRows!
        #expect(visible.first == IndexPath(row: 0, section: 0))
        #expect(visible.count == 18)
        #expect(vc.made == visible.count)
        #expect(sim.view(withText: "Row 3") != nil)
        #expect(table.contentSize.height == CGFloat(44_000))
        for _ in 0..<5 { sim.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 150), duration: 0.3) }
        sim.settle()
        #expect(table.contentOffset.y > 3000)
        // Scrolling thousands of points made no more cells than a screenful and a few.
        #expect(vc.made <= visible.count + 4)
        let first = table.indexPathsForVisibleRows!.first!
        #expect(table.cellForRow(at: first)?.textLabel?.text == "Row \(first.row)")
        #expect(table.indexPath(for: table.cellForRow(at: first)!) == first)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 500 + 5)) == IndexPath(row: 500, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 440, width: 393, height: 44))
    }

    @Test func dequeueingAnUnregisteredIdentifierIsUIKitsException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
        _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(failures == ["unable to dequeue a cell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    @Test func tappingARowSelectsItThroughTheDelegate() {
        let vc = ListController(rows(20))
        let sim = show(vc)
        let table = vc.tableView!
        sim.tap(on: sim.view(withText: "Row 2")!)
        #expect(vc.log == ["willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
        // The grey selection shows.
        let c = sim.color(at: CGPoint(x: 300, y: 103 + 2 * 44 + 22))
        #expect(c == RGBA(r: 209, g: 209, b: 214))
        vc.log = []
        sim.tap(on: sim.view(withText: "Row 4")!)
        #expect(vc.log == ["willSelect 4", "didDeselect 2", "didSelect 4"])
        // willSelect may redirect, or refuse.
        vc.log = []
        vc.redirect[IndexPath(row: 6, section: 0)] = .some(nil)
        sim.tap(on: sim.view(withText: "Row 6")!)
        #expect(vc.log == ["willSelect 6"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        // Programmatic selection tells the delegate nothing.
        vc.log = []
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(vc.log.isEmpty)
        table.allowsMultipleSelection = true
        sim.tap(on: sim.view(withText: "Row 7")!)
        sim.tap(on: sim.view(withText: "Row 8")!)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 7, section: 0), IndexPath(row: 8, section: 0)])
        sim.tap(on: sim.view(withText: "Row 7")!)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 8, section: 0)])
    }

    @Test func aDragOverARowScrollsWithoutSelecting() {
        let vc = ListController(rows(100))
        let sim = show(vc)
        sim.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3)
        sim.settle()
        #expect(vc.log.isEmpty)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
    }

    @Test func deletingARowAnimatesAndUpdatesTheRows() {
        let vc = ListController(rows(10))
        let sim = show(vc)
        let table = vc.tableView!
        vc.model[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 9)
        // Row 2 slides up into row 1's place over 0.3 s.
        let moving = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(moving.textLabel?.text == "Row 2")
        sim.advance(by: 0.1)
        let y = moving.layer.presentation()!.frame.minY
        #expect(y > 44 && y < 88)
        sim.settle()
        #expect(moving.frame.minY == 44)
        #expect(sim.view(withText: "Row 1") == nil)
        #expect(table.visibleCells.map { $0.textLabel!.text! }.prefix(3) == ["Row 0", "Row 2", "Row 3"])
        // Inserts, a move and a reload in one batch.
        vc.model[0].insert("New", at: 0)
        vc.model[0].swapAt(3, 4)
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 4, section: 0))
        })
        sim.settle()
        #expect(table.visibleCells.map { $0.textLabel!.text! }.prefix(5) == ["New", "Row 0", "Row 2", "Row 4", "Row 3"])
    }

    @Test func anUpdateThatDisagreesWithTheModelIsUIKitsException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let vc = ListController(rows(3))
        let sim = show(vc)
        vc.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(failures == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        vc.model.append(["x"])
        vc.tableView.insertSections(IndexSet([1, 2]), with: .fade)
        #expect(failures.last == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).")
        // The table recovered by reloading: it shows the model.
        sim.settle()
        #expect(vc.tableView.numberOfSections == 2)
        // Inserting past the end, and selecting a row that is not there.
        vc.model[0].append("new")
        vc.tableView.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        #expect(failures.last == "attempt to insert row 9 into section 0, but there are only 4 rows in section 0 after the update")
        vc.tableView.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .none)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
    }

    @Test func swipingARowRevealsDeleteAndAFullSwipeDeletes() {
        let vc = ListController(rows(10))
        let sim = show(vc)
        let table = vc.tableView!
        let y = 103 + 2 * 44 + 22.0
        sim.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.3)
        sim.settle()
        let delete = try! #require(sim.view(withText: "Delete"))
        #expect(abs(delete.convert(delete.bounds, to: nil).maxX - 393) < 1)
        #expect(sim.color(at: CGPoint(x: 380, y: y)) == RGBA(r: 255, g: 59, b: 48))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.contentView.frame.minX < -50)
        // A tap elsewhere closes it and selects nothing.
        sim.tap(at: CGPoint(x: 100, y: 103 + 6 * 44 + 22))
        sim.settle()
        #expect(sim.view(withText: "Delete") == nil)
        #expect(vc.log.isEmpty)
        // Open again and tap Delete: the data source commits.
        sim.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.3)
        sim.settle()
        sim.tap(on: sim.view(withText: "Delete")!)
        sim.settle()
        #expect(vc.log == ["commit 2"])
        #expect(vc.model[0].count == 9 && !vc.model[0].contains("Row 2"))
        // A swipe across most of the row deletes at once.
        sim.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 40, y: y), duration: 0.3)
        sim.settle()
        #expect(vc.log == ["commit 2", "commit 2"])
        #expect(!vc.model[0].contains("Row 3"))
    }

    @Test func editModeShowsMinusControlsAndDeletesThroughTheDeleteButton() {
        let vc = ListController(rows(5))
        let sim = show(vc)
        let table = vc.tableView!
        vc.setEditing(true, animated: true)
        sim.settle()
        #expect(table.isEditing)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.isEditing && cell.contentView.frame.minX == 38)
        // The red minus circle sits in front of the text.
        #expect(sim.color(at: CGPoint(x: 29, y: 103 + 44 + 22 - 8)) == RGBA(r: 255, g: 59, b: 48))
        let minus = try! #require(sim.view(withText: "Delete"))
        sim.tap(on: minus)
        sim.settle()
        let deleteButton = try! #require(sim.view(withText: "Delete"))
        #expect(deleteButton !== minus)
        sim.tap(on: deleteButton)
        sim.settle()
        #expect(vc.log == ["commit 0"] || vc.log == ["commit 1"])
        #expect(vc.model[0].count == 4)
        vc.setEditing(false, animated: false)
        #expect(!table.isEditing && !table.visibleCells[0].isEditing)
    }

    @Test func headersStickInAPlainTableAndGroupedOnesAreCapitals() {
        let vc = ListController([(0..<30).map { "A\($0)" }, (0..<30).map { "B\($0)" }])
        vc.headers = ["First", "Second"]
        let sim = show(vc)
        let table = vc.tableView!
        #expect(sim.view(withText: "First") != nil)
        table.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        sim.runFrame()
        let header = try! #require(table.headerView(forSection: 0))
        // Pinned under the navigation bar while its section scrolls under it.
        #expect(header.convert(header.bounds, to: nil).minY == 103)
        // Scrolling through many titled sections reuses a handful of header views.
        let many = ListController((0..<40).map { s in (0..<3).map { "S\(s) R\($0)" } })
        many.headers = (0..<40).map { "Section \($0)" }
        let sim3 = show(many)
        var seen = Set<ObjectIdentifier>()
        for s in stride(from: 0, to: 40, by: 3) {
            many.tableView.scrollToRow(at: IndexPath(row: 0, section: s), at: .top, animated: false)
            sim3.runFrame()
            for i in 0..<40 { if let h = many.tableView.headerView(forSection: i) { seen.insert(ObjectIdentifier(h)) } }
        }
        #expect(seen.count < 12, "\(seen.count) header views for 40 sections")
        #expect(sim3.view(withText: "Section 39") != nil)
        let grouped = ListController([["a", "b"], ["c"]], style: .insetGrouped)
        grouped.headers = ["Letters", nil]
        let sim2 = show(grouped)
        #expect(sim2.view(withText: "LETTERS") != nil)
        #expect(sim2.color(at: CGPoint(x: 10, y: 300)) == RGBA(r: 242, g: 242, b: 247))
        let cell = grouped.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.frame.minX == 20 && cell.layer.cornerRadius == 10)
        _ = sim
    }

    @Test func cellStylesLayOutTheirLabels() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), style: .plain)
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.accessoryType = .disclosureIndicator
        table.addSubview(value1)
        value1.layoutIfNeeded()
        #expect(value1.textLabel!.frame.minX == 20)
        let detail = value1.detailTextLabel!.convert(value1.detailTextLabel!.bounds, to: value1)
        let chevron = value1.subviews.first { $0.frame.width == 9 }!
        #expect(detail.maxX <= chevron.frame.minX && chevron.frame.maxX <= 393 - 15)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        let h = subtitle.sizeThatFits(CGSize(width: 393, height: 0)).height
        #expect(h > 50 && h < 64)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func cellTextLandsOnWholeDevicePixels() {
        // As UIKit places its own cells' labels: sharp text, copied to the screen rather than resampled.
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        for style in [UITableViewCell.CellStyle.default, .subtitle, .value1, .value2] {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: 57)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "A detail in smaller type"
            cell.accessoryType = .disclosureIndicator
            vc.view.addSubview(cell)
            cell.layoutIfNeeded()
            for label in [cell.textLabel, cell.detailTextLabel].compactMap({ $0 }) {
                let f = label.convert(label.bounds, to: cell)
                for v in [f.minX, f.minY, f.width, f.height] {
                    #expect(abs(v * 3 - (v * 3).rounded()) < 1e-6, "\(style): \(f) at 3×")
                }
            }
        }
    }

    @Test func selfSizingRowsUseTheirMeasuredHeights() {
        final class Tall: NSObject, UITableViewDataSource {
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 100 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let c = t.dequeueReusableCell(withIdentifier: "s") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "s")
                c.textLabel?.text = "Row \(ip.row)"
                c.detailTextLabel?.text = "detail"
                return c
            }
        }
        let (sim, root) = canvas()
        let source = Tall()
        let table = UITableView(frame: root.bounds, style: .plain)
        table.dataSource = source
        root.addSubview(table)
        sim.runFrame()
        let h = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(h > 50)
        // Far rows still count at the estimate until shown.
        #expect(table.rectForRow(at: IndexPath(row: 90, section: 0)).height == 44)
        table.scrollToRow(at: IndexPath(row: 90, section: 0), at: .top, animated: false)
        sim.runFrame()
        #expect(table.rectForRow(at: IndexPath(row: 90, section: 0)).height == h)
        #expect(table.indexPathsForVisibleRows!.contains(IndexPath(row: 90, section: 0)))
    }
}
