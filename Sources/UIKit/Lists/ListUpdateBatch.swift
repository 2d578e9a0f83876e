import Foundation

/// The changes of one batch of a table (`beginUpdates`/`endUpdates`) or a collection view
/// (`performBatchUpdates`), or of one single call: deletions and reloads by their old index paths,
/// insertions by their new ones, moves from old to new. (A collection view's items are its rows.)
struct ListUpdateBatch {
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var completions: [(Bool) -> Void] = []
    /// What `newIndexPath` works from, gathered on its first call (the batch is complete by then).
    private let index = Index()

    /// The sections and each section's rows that go and that are taken, sorted, and the moves by
    /// their origin.
    private final class Index {
        var built = false
        var goneSections: [Int] = []
        var takenSections: [Int] = []
        var sectionMovedTo: [Int: Int] = [:]
        var goneBySection: [Int: [Int]] = [:]
        var takenBySection: [Int: [Int]] = [:]
        var movedFrom: [IndexPath: IndexPath] = [:]
    }

    private func indexed() -> Index {
        guard !index.built else { return index }
        index.built = true
        index.goneSections = Array(Set(deletedSections.keys).union(movedSections.map(\.from))).sorted()
        index.takenSections = (Array(insertedSections.keys) + movedSections.map(\.to)).sorted()
        // (The first move of an item or section counts, as the batch's lookups always took it.)
        for m in movedSections where index.sectionMovedTo[m.from] == nil { index.sectionMovedTo[m.from] = m.to }
        for ip in deletedRows.keys { index.goneBySection[ip.section, default: []].append(ip.row) }
        for m in movedRows {
            index.goneBySection[m.from.section, default: []].append(m.from.row)
            index.takenBySection[m.to.section, default: []].append(m.to.row)
            if index.movedFrom[m.from] == nil { index.movedFrom[m.from] = m.to }
        }
        for ip in insertedRows.keys { index.takenBySection[ip.section, default: []].append(ip.row) }
        for k in index.goneBySection.keys { index.goneBySection[k]!.sort() }
        for k in index.takenBySection.keys { index.takenBySection[k]!.sort() }
        return index
    }

    /// How many of the sorted `values` are below `x`.
    private static func countBelow(_ x: Int, in values: [Int]) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The `k`-th index of `0..<count` that is not in `taken` (sorted).
    static func freeSlot(_ k: Int, skipping taken: [Int]) -> Int {
        var i = k
        for t in taken where t <= i { i += 1 }
        return i
    }

    /// Where an old section is after the batch (nil: deleted).
    func newSection(_ s: Int) -> Int? {
        if deletedSections[s] != nil { return nil }
        let index = indexed()
        if let to = index.sectionMovedTo[s] { return to }
        let rank = s - ListUpdateBatch.countBelow(s, in: index.goneSections)
        return ListUpdateBatch.freeSlot(rank, skipping: index.takenSections)
    }

    /// Where an old row is after the batch (nil: deleted, or in a deleted or reloaded section).
    func newIndexPath(_ ip: IndexPath) -> IndexPath? {
        if deletedRows[ip] != nil || reloadedSections[ip.section] != nil { return nil }
        let index = indexed()
        if let to = index.movedFrom[ip] { return to }
        guard let s = newSection(ip.section) else { return nil }
        let gone = ListUpdateBatch.countBelow(ip.row, in: index.goneBySection[ip.section] ?? [])
        return IndexPath(row: ListUpdateBatch.freeSlot(ip.row - gone, skipping: index.takenBySection[s] ?? []), section: s)
    }

    /// Checks the data source's new counts against the batch with UIKit's messages (a table's rows or a
    /// collection view's items); false (after reporting) when they disagree.
    @MainActor func validate(old: [Int], newSections newCount: Int, newCount count: (Int) -> Int, view: String, item: String) -> Bool {
        let oldCount = old.count
        let ins = insertedSections.count, del = deletedSections.count
        guard newCount == oldCount + ins - del else {
            UIKitRuntime.fail("Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(newCount)) must be equal to the number of sections contained in the \(view) before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(ins) inserted, \(del) deleted).")
            return false
        }
        // Each section's insertions, deletions and moves in and out, counted in one pass over the batch.
        var newOf: [Int: Int] = [:], oldOf: [Int: Int] = [:]
        for s in 0..<oldCount {
            if let t = newSection(s) { newOf[s] = t; oldOf[t] = s }
        }
        var inserted: [Int: Int] = [:], deleted: [Int: Int] = [:], movedInto: [Int: Int] = [:], movedOutOf: [Int: Int] = [:]
        for ip in insertedRows.keys { inserted[ip.section, default: 0] += 1 }
        for ip in deletedRows.keys { deleted[ip.section, default: 0] += 1 }
        for m in movedRows {
            if oldOf[m.to.section] != m.from.section { movedInto[m.to.section, default: 0] += 1 }
            if newOf[m.from.section] != m.to.section { movedOutOf[m.from.section, default: 0] += 1 }
        }
        for s in 0..<oldCount {
            guard reloadedSections[s] == nil, let t = newOf[s], t < newCount else { continue }
            let before = old[s], after = count(t)
            let i = inserted[t] ?? 0, d = deleted[s] ?? 0
            let movedIn = movedInto[t] ?? 0, movedOut = movedOutOf[s] ?? 0
            if after != before + i - d + movedIn - movedOut {
                UIKitRuntime.fail("Invalid update: invalid number of \(item)s in section \(t). The number of \(item)s contained in an existing section after the update (\(after)) must be equal to the number of \(item)s contained in that section before the update (\(before)), plus or minus the number of \(item)s inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus the number of \(item)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
                return false
            }
        }
        for ip in insertedRows.keys where insertedSections[ip.section] == nil {
            let ok = ip.count == 2
            let after = ok && ip.section < newCount ? count(ip.section) : 0
            guard ok, ip.row >= 0, ip.row < after else {
                UIKitRuntime.fail("attempt to insert \(item) \(ok ? ip.row : -1) into section \(ok ? ip.section : -1), but there are only \(after) \(item)s in section \(ok ? ip.section : -1) after the update")
                return false
            }
        }
        for ip in deletedRows.keys where deletedSections[ip.section] == nil {
            let ok = ip.count == 2
            guard ok, old.indices.contains(ip.section), ip.row >= 0, ip.row < old[ip.section] else {
                let before = ok && old.indices.contains(ip.section) ? old[ip.section] : 0
                UIKitRuntime.fail("attempt to delete \(item) \(ok ? ip.row : -1) from section \(ok ? ip.section : -1) which only contains \(before) \(item)s before the update")
                return false
            }
        }
        return true
    }
}

/// A list that takes its changes in batches (a table, a collection view): calls between the first
/// open and the last close join one batch, applied when the outermost closes.
@MainActor protocol BatchUpdating: AnyObject {
    var updates: ListUpdateBatch? { get set }
    var updateDepth: Int { get set }
    func apply(_ batch: ListUpdateBatch)
}

extension BatchUpdating {
    /// A batch opens (nested calls join it).
    func openBatch() {
        if updateDepth == 0 { updates = ListUpdateBatch() }
        updateDepth += 1
    }

    /// The outermost close applies the batch, animated.
    func closeBatch() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = updates else { return }
        updates = nil
        apply(batch)
    }
}

