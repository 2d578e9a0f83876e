import Foundation

/// A hash table from solver symbols (positive integers) to values, over `SymbolSlots`. Iteration
/// order is the table's, fixed for the same operations; the solver breaks every tie by symbol
/// number anyway.
struct SymbolTable<Value>: Sequence {
    struct Slot: SymbolSlot {
        var key: Int
        var value: Value?
        static var empty: Slot { Slot(key: 0, value: nil) }
    }
    private var table = SymbolSlots<Slot>()

    init() {}

    var count: Int { table.count }
    var isEmpty: Bool { table.count == 0 }

    subscript(key: Int) -> Value? {
        get { table.index(of: key).flatMap { table.slots[$0].value } }
        set {
            if let v = newValue {
                if let i = table.index(of: key) { table.replace(at: i, with: Slot(key: key, value: v)) } else { table.put(Slot(key: key, value: v)) }
            } else if let i = table.index(of: key) {
                table.remove(at: i)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard let i = table.index(of: key) else { return nil }
        let v = table.slots[i].value
        table.remove(at: i)
        return v
    }

    /// Applies `f` to every value in place.
    mutating func updateValues(_ f: (Value) -> Value) {
        table.updateEach { $0.value = f($0.value!) }
    }

    var keys: [Int] { table.slots.compactMap { $0.key != 0 ? $0.key : nil } }

    struct Iterator: IteratorProtocol {
        let slots: [Slot]
        var i = 0
        mutating func next() -> (key: Int, value: Value)? {
            while i < slots.count {
                let s = slots[i]
                i += 1
                if s.key != 0 { return (s.key, s.value!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: table.slots) }
}
