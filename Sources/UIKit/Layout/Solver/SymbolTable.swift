import Foundation

/// An open-addressing hash table from solver symbols (positive integers) to values: a
/// multiplicative hash and linear probing in one array of slots, no per-process seeded hashing
/// (which dominated the solver's profile with Swift's Dictionary and Set). Iteration order is the
/// table's, fixed for the same operations; the solver breaks every tie by symbol number anyway.
struct SymbolTable<Value>: Sequence {
    /// A key of 0 is an empty slot, -1 a deleted one.
    struct Slot {
        var key: Int
        var value: Value?
    }
    private var slots: [Slot] = []
    private(set) var count = 0
    private var used = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    private func home(_ key: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The index holding `key`, or nil.
    private func find(_ key: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var i = home(key, mask)
        while true {
            let k = slots[i].key
            if k == key { return i }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        let capacity = Swift.max(8, (count + 1) * 2).nextPowerOfTwo
        slots = Array(repeating: Slot(key: 0, value: nil), count: capacity)
        count = 0
        used = 0
        for s in old where s.key > 0 { insertNew(s.key, s.value!) }
    }

    private mutating func insertNew(_ key: Int, _ value: Value) {
        if (used + 1) * 4 > slots.count * 3 { grow() }
        let mask = slots.count - 1
        var i = home(key, mask)
        while slots[i].key > 0 { i = (i + 1) & mask }
        if slots[i].key == 0 { used += 1 }
        slots[i] = Slot(key: key, value: value)
        count += 1
    }

    subscript(key: Int) -> Value? {
        get { find(key).flatMap { slots[$0].value } }
        set {
            if let i = find(key) {
                if let v = newValue { slots[i].value = v } else {
                    slots[i] = Slot(key: -1, value: nil)
                    count -= 1
                }
            } else if let v = newValue {
                insertNew(key, v)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard let i = find(key) else { return nil }
        let v = slots[i].value
        slots[i] = Slot(key: -1, value: nil)
        count -= 1
        return v
    }

    /// Applies `f` to every value in place.
    mutating func updateValues(_ f: (Value) -> Value) {
        for i in slots.indices where slots[i].key > 0 { slots[i].value = f(slots[i].value!) }
    }

    var keys: [Int] { slots.compactMap { $0.key > 0 ? $0.key : nil } }

    struct Iterator: IteratorProtocol {
        let slots: [Slot]
        var i = 0
        mutating func next() -> (key: Int, value: Value)? {
            while i < slots.count {
                defer { i += 1 }
                if slots[i].key > 0 { return (slots[i].key, slots[i].value!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }
}

private extension Int {
    var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
