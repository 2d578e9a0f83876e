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
        let sectionOrder = longestIncreasingRun(keptSections.map { newSectionIndex[oldSections[$0]]! })
        for (k, s) in keptSections.enumerated() where !sectionOrder[k] {
            movedSections.append((s, newSectionIndex[oldSections[s]]!))
        }
        // Items, by their place in the new snapshot counted across its sections ("flat"). They are
        // found by their hash values in a table of integers, each identifier hashed once and
        // compared only on a hash match: identifiers' own hashing through a generic dictionary was
        // most of the cost.
        var newItems: [I] = [], newSection: [Int] = [], newRow: [Int] = [], sameHash: [Int] = []
        let total = new.numberOfItems
        var lastWithHash = HashPositions(count: total)
        newItems.reserveCapacity(total)
        newSection.reserveCapacity(total)
        newRow.reserveCapacity(total)
        sameHash.reserveCapacity(total)
        // (Index loops: a generic `enumerated()` iterator costs more than the hashing.)
        for s in newSections.indices {
            let list = new.itemIdentifiers(inSection: newSections[s])
            for r in list.indices {
                let item = list[r]
                sameHash.append(lastWithHash.exchange(item.hashValue, newItems.count))
                newItems.append(item)
                newSection.append(s)
                newRow.append(r)
            }
        }
        func flat(_ item: I) -> Int? {
            var f = lastWithHash.position(item.hashValue)
            while f >= 0 {
                if newItems[f] == item { return f }
                f = sameHash[f]
            }
            return nil
        }
        let deletedSet = Set(deletedSections)
        let sectionNow = oldSections.map { newSectionIndex[$0] ?? -1 }
        var kept = [Bool](repeating: false, count: newSection.count)
        // (Sections and rows as integers: an IndexPath per surviving item costs an allocation.)
        var survivors: [(section: Int, row: Int, flat: Int)] = []
        survivors.reserveCapacity(total)
        for s in oldSections.indices {
            let list = old.itemIdentifiers(inSection: oldSections[s])
            for r in list.indices {
                if let f = flat(list[r]) {
                    kept[f] = true
                    survivors.append((s, r, f))
                } else if !deletedSet.contains(s) {
                    deletedRows.append(IndexPath(row: r, section: s))
                }
            }
        }
        let insertedSet = Set(insertedSections)
        for f in kept.indices where !kept[f] && !insertedSet.contains(newSection[f]) {
            insertedRows.append(IndexPath(row: newRow[f], section: newSection[f]))
        }
        // Survivors that leave a deleted section or land in an inserted one must move explicitly; of the
        // rest (in their old order), those outside the longest run that kept its order move, and those
        // that changed section.
        var stay: [(section: Int, row: Int, flat: Int)] = []
        stay.reserveCapacity(survivors.count)
        for s in survivors {
            if deletedSet.contains(s.section) || insertedSet.contains(newSection[s.flat]) {
                movedRows.append((IndexPath(row: s.row, section: s.section), IndexPath(row: newRow[s.flat], section: newSection[s.flat])))
            } else {
                stay.append(s)
            }
        }
        let run = longestIncreasingRun(stay.map(\.flat))
        for k in stay.indices where !run[k] || sectionNow[stay[k].section] != newSection[stay[k].flat] {
            let s = stay[k]
            movedRows.append((IndexPath(row: s.row, section: s.section), IndexPath(row: newRow[s.flat], section: newSection[s.flat])))
        }
        for item in new.reloadedItemIdentifiers { if let ip = old.locate(item), flat(item) != nil { reloadedRows.append(ip) } }
    }
}
