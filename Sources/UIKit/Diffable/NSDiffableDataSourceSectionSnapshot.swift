import Foundation

/// One section's items as a tree: items with children, which show while their parent is expanded.
/// Apply one to a section of a diffable data source (`apply(_:to:animatingDifferences:)`): the section
/// shows its visible items, and outline disclosures expand and collapse them.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Every item, depth first, with its level (0 for a root item).
    private var order: [ItemIdentifierType] = []
    private var levels: [Int] = []
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { order }
    public var rootItems: [ItemIdentifierType] { order.indices.filter { levels[$0] == 0 }.map { order[$0] } }
    /// The items that show: those whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        var hiddenBelow = Int.max
        for (i, item) in order.enumerated() {
            if levels[i] > hiddenBelow { continue }
            hiddenBelow = Int.max
            out.append(item)
            if !expanded.contains(item) { hiddenBelow = levels[i] }
        }
        return out
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }
    public func level(of item: ItemIdentifierType) -> Int { index(of: item).map { levels[$0] } ?? 0 }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let i = index(of: child), levels[i] > 0 else { return nil }
        var j = i - 1
        while j >= 0 { if levels[j] < levels[i] { return order[j] }; j -= 1 }
        return nil
    }

    /// The items under `item` (not itself), depth first.
    private func subtree(_ i: Int) -> Range<Int> {
        var end = i + 1
        while end < order.count, levels[end] > levels[i] { end += 1 }
        return (i + 1)..<end
    }

    /// Adds items at the end of `parent`'s children (or of the root items).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            order += items
            levels += Array(repeating: 0, count: items.count)
            return
        }
        guard let p = index(of: parent) else {
            return MainActor.assumeIsolated { UIKitRuntime.fail("Invalid parameter not satisfying: parent \(parent) exists in the section snapshot") }
        }
        let at = subtree(p).upperBound
        order.insert(contentsOf: items, at: at)
        levels.insert(contentsOf: Array(repeating: levels[p] + 1, count: items.count), at: at)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let i = index(of: item) else { return }
        order.insert(contentsOf: items, at: i)
        levels.insert(contentsOf: Array(repeating: levels[i], count: items.count), at: i)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let i = index(of: item) else { return }
        let at = subtree(i).upperBound
        order.insert(contentsOf: items, at: at)
        levels.insert(contentsOf: Array(repeating: levels[i], count: items.count), at: at)
    }

    /// Removes items, and their children with them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let i = index(of: item) else { continue }
            let range = i..<subtree(i).upperBound
            for gone in order[range] { expanded.remove(gone) }
            order.removeSubrange(range)
            levels.removeSubrange(range)
        }
    }

    /// Moves `item` (with its children) to where `visible` shows it: after the row above it (as that
    /// row's first child when the row is an expanded parent), or before the row below when it is first.
    mutating func move(_ item: ItemIdentifierType, toMatch visible: [ItemIdentifierType]) {
        guard visible.contains(item), let branch = take(item) else { return }
        place(branch, toMatch: visible)
    }

    /// A branch taken out of a tree: its items in order, with their levels counted from its root, and
    /// which of them were expanded.
    struct Branch {
        let items: [ItemIdentifierType]
        let depths: [Int]
        let expanded: Set<ItemIdentifierType>
    }

    /// Takes `item` and its children out (nil when it is not here).
    mutating func take(_ item: ItemIdentifierType) -> Branch? {
        guard let i = index(of: item) else { return nil }
        let range = i..<subtree(i).upperBound
        let branch = Branch(items: Array(order[range]), depths: levels[range].map { $0 - levels[i] },
                            expanded: expanded.intersection(order[range]))
        order.removeSubrange(range)
        levels.removeSubrange(range)
        expanded.subtract(branch.expanded)
        return branch
    }

    /// Puts a branch where `visible` shows its root: after the row above it (as that row's first child
    /// when the row is an expanded parent), or before the row below when it is first.
    mutating func place(_ branch: Branch, toMatch visible: [ItemIdentifierType]) {
        guard let root = branch.items.first, let pos = visible.firstIndex(of: root) else { return }
        let at: Int, level: Int
        if pos > 0, let p = index(of: visible[pos - 1]) {
            if expanded.contains(order[p]) && !subtree(p).isEmpty {
                at = p + 1
                level = levels[p] + 1
            } else {
                at = subtree(p).upperBound
                level = levels[p]
            }
        } else if pos + 1 < visible.count, let n = index(of: visible[pos + 1]) {
            at = n
            level = levels[n]
        } else {
            at = order.count
            level = 0
        }
        order.insert(contentsOf: branch.items, at: at)
        levels.insert(contentsOf: branch.depths.map { $0 + level }, at: at)
        expanded.formUnion(branch.expanded)
    }

    public mutating func deleteAll() {
        order = []
        levels = []
        expanded = []
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { for i in items where contains(i) { expanded.insert(i) } }
    public mutating func collapse(_ items: [ItemIdentifierType]) { for i in items { expanded.remove(i) } }

    /// The part of the tree under `parent` (with it, if asked), levels counted from there.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var out = NSDiffableDataSourceSectionSnapshot()
        guard let p = index(of: parent) else { return out }
        let range = includingParent ? p..<subtree(p).upperBound : subtree(p)
        let base = includingParent ? levels[p] : levels[p] + 1
        out.order = Array(order[range])
        out.levels = levels[range].map { $0 - base }
        out.expanded = expanded.intersection(out.order)
        return out
    }
}
