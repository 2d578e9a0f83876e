import Foundation

/// One slot of a `SymbolSlots` table: a key (a positive solver symbol; 0 marks an empty slot) and
/// whatever travels with it.
protocol SymbolSlot {
    var key: Int { get }
    static var empty: Self { get }
}

/// Open addressing for solver symbols, shared by `SymbolTable` and `SymbolSet`: a multiplicative
/// hash (no per-process seeded hashing, which dominated the solver's profile with Swift's
/// Dictionary and Set), linear probing at most half full, and deletion by shifting the probe run
/// back, so there are no tombstones to lengthen searches in tables that churn (the column index).
/// A table that empties to an eighth of its room shrinks, since visiting it costs its room.
struct SymbolSlots<Slot: SymbolSlot> {
    private(set) var slots: [Slot] = []
    private(set) var count = 0

    @inline(__always)
    private static func home(_ key: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The index holding `key`, or nil.
    @inline(__always)
    func index(of key: Int) -> Int? {
        guard count > 0 else { return nil }
        let mask = slots.count - 1
        var i = Self.home(key, mask)
        while true {
            let k = slots[i].key
            if k == key { return i }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Stores `slot`, replacing the slot with its key if there is one.
    mutating func put(_ slot: Slot) {
        if (count + 1) * 2 > slots.count { resize(toHold: count + 1) }
        let mask = slots.count - 1
        var i = Self.home(slot.key, mask)
        while true {
            let k = slots[i].key
            if k == slot.key { slots[i] = slot; return }
            if k == 0 { break }
            i = (i + 1) & mask
        }
        slots[i] = slot
        count += 1
    }

    /// Writes over the slot at `i` (same key).
    @inline(__always)
    mutating func replace(at i: Int, with slot: Slot) { slots[i] = slot }

    /// Empties slot `i`, moving later slots of the probe run back so every key stays reachable.
    mutating func remove(at i: Int) {
        let mask = slots.count - 1
        var hole = i, j = i
        while true {
            j = (j + 1) & mask
            let k = slots[j].key
            if k == 0 { break }
            let h = Self.home(k, mask)
            // The slot at j may fill the hole if its home is not cyclically within (hole, j].
            let stays = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !stays {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole] = .empty
        count -= 1
        if slots.count > 8 && count * 8 < slots.count { resize(toHold: count) }
    }

    private mutating func resize(toHold n: Int) {
        var capacity = 8
        while capacity < n * 2 { capacity <<= 1 }
        let old = slots
        slots = Array(repeating: .empty, count: capacity)
        count = 0
        for s in old where s.key != 0 { put(s) }
    }

    mutating func updateEach(_ f: (inout Slot) -> Void) {
        for i in slots.indices where slots[i].key != 0 { f(&slots[i]) }
    }
}
