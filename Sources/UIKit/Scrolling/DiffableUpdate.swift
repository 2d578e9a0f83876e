import Foundation

/// The table updates that turn one snapshot into another: deletions by old index paths, insertions by
/// new ones, and as few moves as keep the rest in order (what is not in the longest run that kept its
/// order moves).
struct DiffableUpdate {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(Int, Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(IndexPath, IndexPath)] = []
    var reloadedRows: [IndexPath] = []

    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        deletedSections = oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil }
        insertedSections = newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil }
        let keptSections = oldSections.indices.filter { newSectionIndex[oldSections[$0]] != nil }
        let sectionOrder = DiffableUpdate.longestIncreasingRun(keptSections.map { newSectionIndex[oldSections[$0]]! })
        for (k, s) in keptSections.enumerated() where !sectionOrder.contains(k) {
            movedSections.append((s, newSectionIndex[oldSections[s]]!))
        }
        // Items: where each is now, by identifier.
        var newPlace: [I: IndexPath] = [:]
        for (s, id) in newSections.enumerated() {
            for (r, item) in new.itemIdentifiers(inSection: id).enumerated() { newPlace[item] = IndexPath(row: r, section: s) }
        }
        var oldPlace: [I: IndexPath] = [:]
        var survivors: [(old: IndexPath, new: IndexPath)] = []
        let deletedSet = Set(deletedSections)
        for (s, id) in oldSections.enumerated() {
            for (r, item) in old.itemIdentifiers(inSection: id).enumerated() {
                let ip = IndexPath(row: r, section: s)
                oldPlace[item] = ip
                if let to = newPlace[item] {
                    survivors.append((ip, to))
                } else if !deletedSet.contains(s) {
                    deletedRows.append(ip)
                }
            }
        }
        let insertedSet = Set(insertedSections)
        for (item, ip) in newPlace where oldPlace[item] == nil && !insertedSet.contains(ip.section) { insertedRows.append(ip) }
        // Survivors that leave a deleted section or land in an inserted one must move explicitly; of the
        // rest, those outside the longest run that kept its order (section by section) move.
        var stay: [(old: IndexPath, new: IndexPath)] = []
        for s in survivors {
            if deletedSet.contains(s.old.section) || insertedSet.contains(s.new.section) { movedRows.append((s.old, s.new)) } else { stay.append(s) }
        }
        let sorted = stay.sorted { ($0.old.section, $0.old.row) < ($1.old.section, $1.old.row) }
        let run = DiffableUpdate.longestIncreasingRun(sorted.map { $0.new.section * 1_000_000_000 + $0.new.row })
        for (k, s) in sorted.enumerated() where !run.contains(k) || newSectionIndex[oldSections[s.old.section]] != s.new.section {
            movedRows.append((s.old, s.new))
        }
        for item in new.reloadedItemIdentifiers { if let ip = oldPlace[item], newPlace[item] != nil { reloadedRows.append(ip) } }
    }

    /// Positions (in `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = [], tailIndex: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi { let mid = (lo + hi) / 2; if tails[mid] < v { lo = mid + 1 } else { hi = mid } }
            if lo == tails.count { tails.append(v); tailIndex.append(i) } else { tails[lo] = v; tailIndex[lo] = i }
            previous[i] = lo > 0 ? tailIndex[lo - 1] : -1
        }
        var out = Set<Int>()
        var k = tailIndex.last ?? -1
        while k >= 0 { out.insert(k); k = previous[k] }
        return out
    }
}
