import Testing
import Foundation
import UIKit
import UIKitTesting

/// A table driven by closures, for the features one test at a time needs.
@MainActor final class FlexibleSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var model: [[String]]
    var titles: [String]?
    var heights: [IndexPath: CGFloat] = [:]
    var indent: [IndexPath: Int] = [:]
    var styles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var movable = true
    var leading: UISwipeActionsConfiguration?
    var trailing: UISwipeActionsConfiguration?
    var log: [String] = []

    init(_ model: [[String]]) { self.model = model }

    func numberOfSections(in tableView: UITableView) -> Int { model.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.textLabel?.text = model[indexPath.section][indexPath.row]
        cell.accessoryType = indexPath.row == 0 ? .detailButton : .none
        return cell
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath] ?? UITableView.automaticDimension }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indent[indexPath] ?? 0 }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { styles[indexPath] ?? .delete }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
        log.append("move \(from.section).\(from.row) → \(to.section).\(to.row)")
        let item = model[from.section].remove(at: from.row)
        model[to.section].insert(item, at: to.row)
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .insert ? "insert" : "delete") \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("accessory \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { log.append("show \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { log.append("hide \(indexPath.row)") }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { leading }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { trailing }
}

@MainActor
@Suite(.serialized) struct TableViewFeatureTests {
    /// A full-screen table in a plain controller (no bars): rows start under the status bar's safe area.
    func table(_ source: FlexibleSource, style: UITableView.Style = .plain) -> (Simulator, UITableView) {
        let (sim, root) = canvas()
        let t = UITableView(frame: root.bounds, style: style)
        t.dataSource = source
        t.delegate = source
        root.addSubview(t)
        sim.runFrame()
        return (sim, t)
    }

    @Test func heightsIndentationAndTheAccessoryButton() throws {
        let source = FlexibleSource([(0..<10).map { "R\($0)" }])
        source.heights[IndexPath(row: 1, section: 0)] = 80
        source.indent[IndexPath(row: 2, section: 0)] = 3
        let (sim, t) = table(source)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 124)
        let indented = try #require(t.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(indented.textLabel!.frame.minX == CGFloat(20 + 30))
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        let info = try #require(first.subviews.first { $0.accessibilityLabel == "More Info" })
        sim.tap(on: info)
        #expect(source.log.contains("accessory 0"))
        #expect(t.indexPathForSelectedRow == nil, "the accessory button does not select the row")
    }

    @Test func willDisplayAndDidEndDisplayingFollowTheScreen() {
        let source = FlexibleSource([(0..<100).map { "R\($0)" }])
        let (sim, t) = table(source)
        #expect(source.log.contains("show 0") && !source.log.contains("show 40"))
        source.log = []
        t.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        sim.runFrame()
        #expect(source.log.contains("hide 0") && source.log.contains("show 50"))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: t.contentOffset.y + t.adjustedContentInset.top + 1)) == IndexPath(row: 50, section: 0))
        t.scrollToRow(at: IndexPath(row: 80, section: 0), at: .bottom, animated: false)
        #expect(t.rectForRow(at: IndexPath(row: 80, section: 0)).maxY == t.contentOffset.y + t.bounds.height - t.adjustedContentInset.bottom)
        t.scrollToRow(at: IndexPath(row: 60, section: 0), at: .middle, animated: true)
        sim.settle()
        let mid = t.rectForRow(at: IndexPath(row: 60, section: 0)).midY - t.contentOffset.y
        let i = t.adjustedContentInset
        #expect(abs(mid - (i.top + (t.bounds.height - i.top - i.bottom) / 2)) < 1)
    }

    @Test func theSectionIndexJumpsToSections() throws {
        let source = FlexibleSource((0..<26).map { s in (0..<8).map { "\(Character(UnicodeScalar(65 + s)!))\($0)" } })
        source.titles = (0..<26).map { String(Character(UnicodeScalar(65 + $0)!)) }
        let (sim, t) = table(source)
        let strip = try #require(t.subviews.first { $0.accessibilityLabel == "Table index" })
        #expect(strip.frame.maxX == 393 && strip.frame.width == 16)
        // "M" is the 13th of 26 titles, in the middle of the strip.
        let p = strip.convert(CGPoint(x: 8, y: strip.bounds.midY + 2), to: nil)
        sim.tap(at: p)
        let top = t.indexPathsForRows(in: CGRect(x: 0, y: t.contentOffset.y + t.adjustedContentInset.top, width: 10, height: 1))?.first
        #expect(top == IndexPath(row: 0, section: 13))
        // Tinted letters are drawn down the edge.
        var tinted = 0
        for y in stride(from: 300, to: 600, by: 1) {
            for x in 378..<392 {
                let c = sim.color(at: CGPoint(x: x, y: y))
                if Int(c.b) > Int(c.r) + 60 { tinted += 1 }
            }
        }
        #expect(tinted > 100)
    }

    @Test func theGripReordersRowsAndTheDataSourceMovesItsModel() throws {
        let source = FlexibleSource([["A", "B", "C", "D", "E"]])
        let (sim, t) = table(source)
        t.setEditing(true, animated: false)
        sim.runFrame()
        let b = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        let grip = try #require(b.subviews.first { $0.accessibilityLabel == "Reorder" })
        #expect(grip.frame.maxX <= 393)
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        // Drag B down past C and D.
        let finger = sim.touchDown(at: start)
        for i in 1...10 {
            sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y + (44 * 2 + 5) * CGFloat(i) / 10))
            sim.advance(by: 0.05)
        }
        // Lifted: its shadow shows on the row under it (the row itself clips), not further off.
        let below = sim.color(at: t.convert(CGPoint(x: b.frame.midX, y: b.frame.maxY + 2), to: nil))
        let further = sim.color(at: t.convert(CGPoint(x: b.frame.midX, y: b.frame.maxY + 30), to: nil))
        #expect(below.r < further.r - 4, "\(below) under the row, \(further) further off")
        sim.touchUp(finger, at: CGPoint(x: start.x, y: start.y + 44 * 2 + 5))
        sim.settle()
        #expect(t.layer.sublayers?.contains { $0.shadowOpacity > 0 } == false, "put down, no shadow")
        #expect(source.log.filter { $0.hasPrefix("move") } == ["move 0.1 → 0.3"])
        #expect(source.model[0] == ["A", "C", "D", "B", "E"])
        #expect(t.visibleCells.map { $0.textLabel!.text! } == ["A", "C", "D", "B", "E"])
        #expect(t.cellForRow(at: IndexPath(row: 3, section: 0)) === b)
        // Without canMoveRowAt, no grip.
        source.movable = false
        t.setEditing(false, animated: false)
        t.setEditing(true, animated: false)
        sim.runFrame()
        #expect(!t.visibleCells[0].subviews.contains { $0.accessibilityLabel == "Reorder" && !$0.isHidden })
    }

    @Test func multipleSelectionDuringEditingShowsCirclesThatTapsFill() throws {
        let source = FlexibleSource([["A", "B", "C", "D"]])
        let (sim, t) = table(source)
        t.allowsMultipleSelectionDuringEditing = true
        t.setEditing(true, animated: false)
        sim.runFrame()
        let b = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(b.subviews.contains { $0.accessibilityLabel == "Select" })
        #expect(b.contentView.frame.minX == 38)
        sim.tap(on: b)
        sim.tap(on: try #require(t.cellForRow(at: IndexPath(row: 3, section: 0))))
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        let circle = try #require(b.subviews.first { $0.accessibilityLabel == "Selected" })
        #expect(sim.color(at: circle.convert(CGPoint(x: 13, y: circle.bounds.midY - 5), to: nil)) == RGBA(r: 0, g: 122, b: 255))
        // Tapping a selected row again deselects it.
        sim.tap(on: b)
        #expect(t.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(source.log.filter { $0.hasPrefix("commit") }.isEmpty, "no deleting in this mode")
    }

    @Test func insertStyleRowsCommitAnInsert() throws {
        let source = FlexibleSource([["A", "B"]])
        source.styles[IndexPath(row: 1, section: 0)] = .insert
        let (sim, t) = table(source)
        t.setEditing(true, animated: false)
        sim.runFrame()
        let b = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        let plus = try #require(b.subviews.first { $0.accessibilityLabel == "Insert" })
        let at = plus.convert(CGPoint(x: 13, y: plus.bounds.midY - 5), to: nil)
        #expect(sim.color(at: at) == RGBA(r: 52, g: 199, b: 89))
        sim.tap(at: at)
        #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit insert 1"])
    }

    @Test func leadingAndTrailingContextualActions() throws {
        let source = FlexibleSource([["A", "B", "C"]])
        var done: [String] = []
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in done.append("flag"); completion(true) }
        flag.backgroundColor = .systemOrange
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in done.append("archive"); completion(true) }
        let trash = UIContextualAction(style: .destructive, title: "Trash") { _, _, completion in done.append("trash"); completion(true) }
        source.trailing = UISwipeActionsConfiguration(actions: [trash, archive])
        source.leading = UISwipeActionsConfiguration(actions: [flag])
        let (sim, t) = table(source)
        let y = t.convert(t.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil).midY
        sim.drag(from: CGPoint(x: 330, y: y), to: CGPoint(x: 150, y: y), duration: 0.3)
        sim.settle()
        let trashButton = try #require(sim.view(withText: "Trash")), archiveButton = try #require(sim.view(withText: "Archive"))
        // The first action is at the edge, as UIKit documents; the next one toward the content.
        #expect(abs(trashButton.convert(trashButton.bounds, to: nil).maxX - 393) < 0.5)
        #expect(archiveButton.convert(archiveButton.bounds, to: nil).maxX <= trashButton.convert(trashButton.bounds, to: nil).minX + 0.5)
        #expect(sim.color(at: archiveButton.convert(CGPoint(x: 5, y: 5), to: nil)) == RGBA(r: 142, g: 142, b: 147))
        sim.tap(on: archiveButton)
        sim.settle()
        #expect(done == ["archive"])
        #expect(sim.view(withText: "Archive") == nil, "completion closed the row")
        // A swipe the other way shows the leading action.
        sim.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 240, y: y), duration: 0.3)
        sim.settle()
        let flagButton = try #require(sim.view(withText: "Flag"))
        #expect(flagButton.convert(flagButton.bounds, to: nil).minX < 1)
        sim.tap(on: flagButton)
        sim.settle()
        #expect(done == ["archive", "flag"])
    }

    @Test func headerAndFooterViewsAreReusedAndTheTableHeaderSitsOnTop() throws {
        final class Header: UITableViewHeaderFooterView {}
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var made = 0
            func numberOfSections(in tableView: UITableView) -> Int { 40 }
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
            func tableView(_ t: UITableView, viewForHeaderInSection s: Int) -> UIView? {
                let h = t.dequeueReusableHeaderFooterView(withIdentifier: "h")!
                if h.textLabel?.text == nil { made += 1 }
                h.textLabel?.text = "Section \(s)"
                return h
            }
            func tableView(_ t: UITableView, heightForHeaderInSection s: Int) -> CGFloat { 30 }
        }
        let (sim, root) = canvas()
        let source = Source()
        let t = UITableView(frame: root.bounds, style: .plain)
        t.register(Header.self, forHeaderFooterViewReuseIdentifier: "h")
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        banner.backgroundColor = .systemYellow
        t.tableHeaderView = banner
        t.dataSource = source
        t.delegate = source
        root.addSubview(t)
        sim.runFrame()
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
        #expect(abs(t.rectForHeader(inSection: 0).minY - 142) < 0.001, "below the table header and the plain style's header padding")
        #expect(t.headerView(forSection: 0) is Header)
        for _ in 0..<6 { sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.2) }
        sim.settle()
        #expect(source.made < 12, "headers are reused: \(source.made) made")
        #expect(sim.view(withText: "Section 0") == nil)
    }

    @Test func separatorsCanBeTurnedOffAndTheBackgroundViewFillsTheTable() {
        let source = FlexibleSource([["A", "B", "C"]])
        let (sim, t) = table(source)
        let line = CGPoint(x: 200, y: t.convert(t.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil).maxY - 0.2)
        #expect(sim.color(at: line) != white)
        t.separatorStyle = .none
        sim.runFrame()
        #expect(sim.color(at: line) == white)
        let bg = UIView()
        bg.backgroundColor = .systemTeal
        t.backgroundView = bg
        sim.runFrame()
        #expect(bg.frame == t.bounds)
        #expect(sim.color(at: CGPoint(x: 200, y: 600)) == RGBA(r: 48, g: 176, b: 199))
    }

    @Test func listContentConfigurationsDrawTheirText() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 2 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var c = ip.row == 0 ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
                c.text = "Title \(ip.row)"
                c.secondaryText = ip.row == 0 ? "Secondary" : nil
                cell.contentConfiguration = c
                return cell
            }
        }
        let (sim, root) = canvas()
        let source = Source()
        let t = UITableView(frame: root.bounds, style: .insetGrouped)
        t.dataSource = source
        root.addSubview(t)
        sim.runFrame()
        #expect(sim.view(withText: "Title 0") != nil && sim.view(withText: "Secondary") != nil)
        let subtitleHeight = t.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(subtitleHeight > 55 && subtitleHeight < 70)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    }

    @Test func diffableDataSourceAnimatesFromSnapshotToSnapshot() throws {
        enum Section: Hashable, Sendable { case fruit, veg }
        let (sim, root) = canvas()
        let t = UITableView(frame: root.bounds, style: .plain)
        root.addSubview(t)
        var asked = 0
        let ds = UITableViewDiffableDataSource<Section, String>(tableView: t) { table, ip, item in
            asked += 1
            let cell = table.dequeueReusableCell(withIdentifier: "d") ?? UITableViewCell(style: .default, reuseIdentifier: "d")
            cell.textLabel?.text = item
            return cell
        }
        var snap = NSDiffableDataSourceSnapshot<Section, String>()
        snap.appendSections([.fruit, .veg])
        snap.appendItems(["Apple", "Banana", "Cherry"], toSection: .fruit)
        snap.appendItems(["Leek", "Pea"], toSection: .veg)
        ds.apply(snap, animatingDifferences: false)
        sim.runFrame()
        #expect(t.numberOfSections == 2 && t.numberOfRows(inSection: 0) == 3)
        #expect(t.visibleCells.map { $0.textLabel!.text! } == ["Apple", "Banana", "Cherry", "Leek", "Pea"])
        let banana = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        // Delete, insert and move in one apply.
        var next = ds.snapshot()
        next.deleteItems(["Apple"])
        next.insertItems(["Date"], afterItem: "Cherry")
        next.moveItem("Pea", beforeItem: "Leek")
        next.appendItems(["Kale"], toSection: .veg)
        var finished = false
        ds.apply(next, animatingDifferences: true) { finished = true }
        sim.advance(by: 0.1)
        #expect(!finished)
        sim.settle()
        #expect(finished)
        #expect(t.visibleCells.map { $0.textLabel!.text! } == ["Banana", "Cherry", "Date", "Pea", "Leek", "Kale"])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === banana, "a surviving row keeps its cell")
        #expect(ds.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Date")
        #expect(ds.indexPath(for: "Kale") == IndexPath(row: 2, section: 1))
        // Identifiers must be unique, as UIKit insists.
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        var bad = ds.snapshot()
        bad.appendItems(["Kale"], toSection: .fruit)
        #expect(failures.first?.hasPrefix("Fatal: supplied item identifiers are not unique.") == true)
        _ = asked
    }

    @Test func cellOverridesAndSelectionSettingsAreHonoured() throws {
        final class Cell: UITableViewCell {
            var reused = 0, highlights: [Bool] = [], selections: [Bool] = []
            override func prepareForReuse() { super.prepareForReuse(); reused += 1 }
            override func setHighlighted(_ h: Bool, animated: Bool) { super.setHighlighted(h, animated: animated); highlights.append(h) }
            override func setSelected(_ s: Bool, animated: Bool) { super.setSelected(s, animated: animated); selections.append(s) }
        }
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var confirm = "Remove"
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 60 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let c = t.dequeueReusableCell(withIdentifier: "c", for: ip)
                c.textLabel?.text = "Row \(ip.row)"
                c.selectionStyle = ip.row == 1 ? .none : .default
                if ip.row == 2 {
                    let badge = UILabel()
                    badge.text = "NEW"
                    badge.sizeToFit()
                    c.accessoryView = badge
                } else {
                    c.accessoryView = nil
                }
                return c
            }
            func tableView(_ t: UITableView, titleForDeleteConfirmationButtonForRowAt ip: IndexPath) -> String? { confirm }
        }
        let (sim, root) = canvas()
        let source = Source()
        let t = UITableView(frame: root.bounds, style: .plain)
        t.register(Cell.self, forCellReuseIdentifier: "c")
        t.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        t.separatorColor = .systemRed
        t.dataSource = source
        t.delegate = source
        root.addSubview(t)
        sim.runFrame()
        let first = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)) as? Cell)
        sim.tap(on: first)
        #expect(first.highlights.contains(true) && first.highlights.last == false && first.selections.last == true)
        // A row with no selection style selects without the grey.
        let plain = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)))
        sim.tap(on: plain)
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(sim.color(at: plain.convert(CGPoint(x: 300, y: 22), to: nil)) == white)
        // The accessory view sits at the trailing edge.
        let badge = try #require(sim.view(withText: "NEW"))
        #expect(abs(badge.convert(badge.bounds, to: nil).maxX - (393 - 16)) < 1)
        // The separator takes the table's inset and colour.
        let line = t.convert(t.rectForRow(at: IndexPath(row: 3, section: 0)), to: nil).maxY - 0.2
        #expect(sim.color(at: CGPoint(x: 40, y: line)) == white)
        #expect(sim.color(at: CGPoint(x: 200, y: line)).g < 200)
        // With selection off, taps select nothing.
        t.allowsSelection = false
        sim.tap(on: try #require(t.cellForRow(at: IndexPath(row: 4, section: 0))))
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        // The Delete button's title comes from the delegate.
        let y = t.convert(t.rectForRow(at: IndexPath(row: 5, section: 0)), to: nil).midY
        sim.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.3)
        sim.settle()
        #expect(sim.view(withText: "Remove") != nil)
        // Scrolling away and back reuses cells, and prepareForReuse runs.
        t.scrollToRow(at: IndexPath(row: 59, section: 0), at: .bottom, animated: false)
        sim.runFrame()
        #expect(t.visibleCells.compactMap { $0 as? Cell }.contains { $0.reused > 0 })
    }

    @Test func sectionsMoveAndReloadAndRowsSlideInTheirAnimationsDirection() throws {
        let source = FlexibleSource([["A0", "A1"], ["B0", "B1"], ["C0"]])
        let (sim, t) = table(source)
        source.model.swapAt(0, 2)
        t.performBatchUpdates {
            t.moveSection(0, toSection: 2)
            t.moveSection(2, toSection: 0)
        }
        sim.settle()
        #expect(t.visibleCells.map { $0.textLabel!.text! } == ["C0", "B0", "B1", "A0", "A1"])
        source.model[1] = ["B0 new", "B1 new", "B2 new"]
        t.reloadSections(IndexSet(integer: 1), with: .fade)
        sim.settle()
        #expect(t.visibleCells.map { $0.textLabel!.text! } == ["C0", "B0 new", "B1 new", "B2 new", "A0", "A1"])
        // A row inserted from the left starts off to the left and slides in over 0.3 s.
        source.model[0].insert("New", at: 0)
        t.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let cell = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        sim.advance(by: 0.1)
        let x = try #require(cell.layer.presentation()).frame.minX
        #expect(x < -50 && x > -393)
        sim.settle()
        #expect(cell.frame.minX == 0)
    }

    @Test func aTableControllersRefreshControlPullsToRefresh() throws {
        final class Feed: UITableViewController {
            var refreshes = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                refreshControl = UIRefreshControl()
                refreshControl?.addTarget(self, action: Feed.refresh, for: .valueChanged)
            }
            func refresh() { refreshes += 1 }
            override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 30 }
            override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "Post \(ip.row)"
                return c
            }
        }
        let sim = Simulator()
        let feed = Feed(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: feed)
        sim.settle()
        sim.touchDown(at: CGPoint(x: 200, y: 200))
        for i in 1...40 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 200 + CGFloat(i) * 12)) }
        sim.touchUp(at: CGPoint(x: 200, y: 680))
        sim.settle()
        #expect(feed.refreshes == 1 && feed.refreshControl!.isRefreshing)
        #expect(feed.tableView.contentOffset.y == CGFloat(-(103 + 60)))
        feed.refreshControl?.endRefreshing()
        sim.settle()
        #expect(feed.tableView.contentOffset.y == CGFloat(-103))
    }

    @Test func cellsHearTheirConfigurationState() throws {
        final class Cell: UITableViewCell {
            var states: [UICellConfigurationState] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                states.append(state)
                var c = defaultContentConfiguration()
                c.text = state.isSelected ? "selected" : "plain"
                contentConfiguration = c
            }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let c = t.dequeueReusableCell(withIdentifier: "c", for: ip)
                c.setNeedsUpdateConfiguration()
                return c
            }
        }
        let (sim, root) = canvas()
        let source = Source()
        let t = UITableView(frame: root.bounds, style: .insetGrouped)
        t.register(Cell.self, forCellReuseIdentifier: "c")
        t.dataSource = source
        root.addSubview(t)
        sim.runFrame()
        let cell = try #require(t.cellForRow(at: IndexPath(row: 1, section: 0)) as? Cell)
        #expect(sim.view(withText: "plain") != nil)
        sim.tap(on: cell)
        #expect(cell.states.contains { $0.isHighlighted } && cell.states.last?.isSelected == true)
        #expect(sim.view(withText: "selected") != nil)
        t.setEditing(true, animated: false)
        #expect(cell.configurationState.isEditing)
    }

    @Test func inLandscapeCellContentStaysInsideTheSafeArea() throws {
        let source = FlexibleSource([(0..<20).map { "Row \($0)" }])
        let (sim, t) = table(source)
        t.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let cell = try #require(t.cellForRow(at: IndexPath(row: 3, section: 0)))
        // iPhone 15 in landscape: 59 points of sensor housing on the left; the text starts 20 points after it.
        #expect(cell.frame.width == 852)
        #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: nil).minX == CGFloat(59 + 20))
        t.insetsContentViewsToSafeArea = false
        t.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: nil).minX == CGFloat(20))
    }
}
