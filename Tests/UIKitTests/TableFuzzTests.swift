import Testing
import Foundation
import UIKit
import UIKitTesting

/// Random batches of inserts, deletes, moves and reloads (and whole sections coming and going) against a
/// model, with random scrolling and batches landing mid-animation: the table's counts must follow the
/// model and every visible cell must show its row's text.
@MainActor
@Suite(.serialized) struct TableFuzzTests {
    final class Model: NSObject, UITableViewDataSource {
        var sections: [[String]]
        init(_ s: [[String]]) { sections = s }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { sections[s].count }
        func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
            let c = t.dequeueReusableCell(withIdentifier: "f") ?? UITableViewCell(style: .default, reuseIdentifier: "f")
            c.textLabel?.text = sections[ip.section][ip.row]
            return c
        }
    }

    @Test(arguments: [1, 2, 3])
    func randomBatchesKeepTheTableAndTheModelInStep(seed: UInt64) throws {
        var rng = SplitMix(state: seed)
        var serial = 0
        func fresh() -> String { serial += 1; return "item \(serial)" }
        let model = Model((0..<3).map { _ in (0..<Int.random(in: 3...25, using: &rng)).map { _ in fresh() } })
        let (sim, root) = canvas(.iPhoneSE)
        let table = UITableView(frame: root.bounds, style: .plain)
        table.estimatedRowHeight = 44
        table.dataSource = model
        root.addSubview(table)
        sim.runFrame()
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }

        for round in 0..<30 {
            let old = model.sections
            if Int.random(in: 0..<6, using: &rng) == 0 {
                // A whole section comes or goes.
                if old.count > 1 && Bool.random(using: &rng) {
                    let s = Int.random(in: 0..<old.count, using: &rng)
                    model.sections.remove(at: s)
                    table.deleteSections(IndexSet(integer: s), with: .fade)
                } else {
                    let s = Int.random(in: 0...old.count, using: &rng)
                    model.sections.insert((0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() }, at: s)
                    table.insertSections(IndexSet(integer: s), with: .top)
                }
            } else {
                // Rows: pick deletions and moves by old index path, then place moved and new items.
                var deleted: [IndexPath] = [], movedItems: [(IndexPath, String)] = [], reloaded: [IndexPath] = []
                var survivors = old
                for s in old.indices.reversed() {
                    for r in old[s].indices.reversed() {
                        let roll = Int.random(in: 0..<10, using: &rng)
                        if roll == 0 { deleted.append(IndexPath(row: r, section: s)); survivors[s].remove(at: r) }
                        else if roll == 1 { movedItems.append((IndexPath(row: r, section: s), old[s][r])); survivors[s].remove(at: r) }
                    }
                }
                var final = survivors
                var reloadText: [String: String] = [:]
                for s in survivors.indices {
                    for item in survivors[s] where Int.random(in: 0..<12, using: &rng) == 0 {
                        reloaded.append(IndexPath(row: old[s].firstIndex(of: item)!, section: s))
                        reloadText[item] = item + " (reloaded)"
                    }
                }
                var inserted: [String] = []
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    let s = Int.random(in: 0..<final.count, using: &rng), item = fresh()
                    final[s].insert(item, at: Int.random(in: 0...final[s].count, using: &rng))
                    inserted.append(item)
                }
                for (_, item) in movedItems {
                    let s = Int.random(in: 0..<final.count, using: &rng)
                    final[s].insert(item, at: Int.random(in: 0...final[s].count, using: &rng))
                }
                func place(_ item: String) -> IndexPath {
                    for (s, list) in final.enumerated() { if let r = list.firstIndex(of: item) { return IndexPath(row: r, section: s) } }
                    fatalError("placed item missing")
                }
                model.sections = final.map { $0.map { reloadText[$0] ?? $0 } }
                table.performBatchUpdates({
                    table.deleteRows(at: deleted, with: [.fade, .left, .right, .top, .bottom, .middle, .none, .automatic].randomElement(using: &rng)!)
                    table.insertRows(at: inserted.map(place), with: .automatic)
                    for (from, item) in movedItems { table.moveRow(at: from, to: place(item)) }
                    if !reloaded.isEmpty { table.reloadRows(at: reloaded, with: .fade) }
                })
            }
            #expect(failures.isEmpty, "round \(round): \(failures)")
            // Scroll somewhere, sometimes animated, and sometimes start the next batch mid-animation.
            let range = max(0, table.contentSize.height - table.bounds.height)
            table.setContentOffset(CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, range), using: &rng) - table.adjustedContentInset.top),
                                   animated: Bool.random(using: &rng))
            sim.advance(by: [0, 0.05, 0.15, 0.4].randomElement(using: &rng)!)
            #expect(table.numberOfSections == model.sections.count, "round \(round)")
            for s in model.sections.indices { #expect(table.numberOfRows(inSection: s) == model.sections[s].count, "round \(round) section \(s)") }
            if Bool.random(using: &rng) {
                sim.settle()
                check(table, model, round)
            }
        }
        sim.settle()
        check(table, model, 99)
    }

    private func check(_ table: UITableView, _ model: Model, _ round: Int) {
        table.layoutIfNeeded()
        for cell in table.visibleCells {
            guard let ip = table.indexPath(for: cell) else { Issue.record("round \(round): a visible cell without a row"); continue }
            #expect(cell.textLabel?.text == model.sections[ip.section][ip.row], "round \(round): row \(ip) shows \(cell.textLabel?.text ?? "nil")")
            #expect(!cell.isHidden && cell.alpha == 1)
            #expect(cell.frame.minY == table.rectForRow(at: ip).minY, "round \(round): row \(ip) is not where its row is")
        }
        let expected = table.indexPathsForRows(in: table.bounds) ?? []
        #expect(Set(expected) == Set(table.indexPathsForVisibleRows ?? []), "round \(round): the visible rows are exactly those on screen")
    }
}
