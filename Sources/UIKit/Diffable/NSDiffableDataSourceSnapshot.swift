import Foundation

/// The state of a list as a value: sections and their items, identified by hashable identifiers.
/// Build one, then `apply` it to a diffable data source, which animates the differences.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sectionIDs: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sectionIDs.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locate(identifier).map { sectionIDs[$0.section] }
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let at = locate(identifier) else { return nil }
        return items[..<at.section].reduce(0) { $0 + $1.count } + at.row
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIDs.firstIndex(of: identifier) }

    func locate(_ item: ItemIdentifierType) -> IndexPath? {
        for (s, list) in items.enumerated() { if let r = list.firstIndex(of: item) { return IndexPath(row: r, section: s) } }
        return nil
    }

    func item(at ip: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(ip.section), items[ip.section].indices.contains(ip.row) else { return nil }
        return items[ip.section][ip.row]
    }

    func count(inSection s: Int) -> Int { items.indices.contains(s) ? items[s].count : 0 }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where !sectionIDs.contains(id) {
            sectionIDs.append(id)
            items.append([])
        }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType) {
        guard let i = indexOfSection(to) else { return fail("Invalid parameter not satisfying: section \(to) exists") }
        sectionIDs.insert(contentsOf: identifiers, at: i)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: i)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType) {
        guard let i = indexOfSection(to) else { return fail("Invalid parameter not satisfying: section \(to) exists") }
        sectionIDs.insert(contentsOf: identifiers, at: i + 1)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: i + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let i = indexOfSection(id) else { continue }
            sectionIDs.remove(at: i)
            items.remove(at: i)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection to: SectionIdentifierType) {
        guard let from = indexOfSection(identifier) else { return }
        let list = items.remove(at: from)
        sectionIDs.remove(at: from)
        guard let t = indexOfSection(to) else { return }
        sectionIDs.insert(identifier, at: t)
        items.insert(list, at: t)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection to: SectionIdentifierType) {
        guard let from = indexOfSection(identifier) else { return }
        let list = items.remove(at: from)
        sectionIDs.remove(at: from)
        guard let t = indexOfSection(to) else { return }
        sectionIDs.insert(identifier, at: t + 1)
        items.insert(list, at: t + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    // MARK: Items

    /// Adds items to the end of a section (the last section when none is named).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let s = section.flatMap(indexOfSection) ?? (section == nil ? sectionIDs.indices.last : nil) else {
            return fail("There are currently no sections in the data source. Please add a section first.")
        }
        guard unique(identifiers) else { return }
        items[s].append(contentsOf: identifiers)
    }

    /// Identifiers must be unique across the snapshot, as UIKit insists.
    private func unique(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set(itemIdentifiers)
        var dupes: [ItemIdentifierType] = []
        for id in identifiers where !seen.insert(id).inserted { dupes.append(id) }
        guard dupes.isEmpty else {
            fail("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(dupes.map { "\($0)" }.joined(separator: ",\n    "))\n)}")
            return false
        }
        return true
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        guard let at = locate(before) else { return fail("Invalid parameter not satisfying: item \(before) exists") }
        guard unique(identifiers) else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.row)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        guard let at = locate(after) else { return fail("Invalid parameter not satisfying: item \(after) exists") }
        guard unique(identifiers) else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.row + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sectionIDs = []
        items = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem to: ItemIdentifierType) {
        guard identifier != to, let from = locate(identifier) else { return }
        items[from.section].remove(at: from.row)
        guard let t = locate(to) else { return }
        items[t.section].insert(identifier, at: t.row)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem to: ItemIdentifierType) {
        guard identifier != to, let from = locate(identifier) else { return }
        items[from.section].remove(at: from.row)
        guard let t = locate(to) else { return }
        items[t.section].insert(identifier, at: t.row + 1)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    /// A snapshot's bookkeeping of reloads is for one `apply`.
    mutating func clearReloads() {
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    private func fail(_ message: String) {
        MainActor.assumeIsolated { UIKitRuntime.fail(message) }
    }
}
