import Foundation

/// A set of solver symbols over `SymbolSlots`: the solver's column index (which rows hold a
/// symbol) and the objective's negative coefficients, visited in the table's order.
struct SymbolSet: Sequence {
    struct Slot: SymbolSlot {
        var key: Int
        static var empty: Slot { Slot(key: 0) }
    }
    private var table = SymbolSlots<Slot>()

    init() {}

    var count: Int { table.count }
    var isEmpty: Bool { table.count == 0 }

    func contains(_ key: Int) -> Bool { table.index(of: key) != nil }

    mutating func insert(_ key: Int) { table.put(Slot(key: key)) }

    mutating func remove(_ key: Int) {
        if let i = table.index(of: key) { table.remove(at: i) }
    }

    struct Iterator: IteratorProtocol {
        let slots: [Slot]
        var i = 0
        mutating func next() -> Int? {
            while i < slots.count {
                let k = slots[i].key
                i += 1
                if k != 0 { return k }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: table.slots) }
}
