import Foundation

/// A compositor's records (`CompositedLayer`), found from a layer in a frame's walk without hashing:
/// a layer keeps a hint of the slot its record last had (`CALayer.recordSlot`, a number, no state),
/// which is checked against the record's identity; a miss (a layer drawn by another compositor since,
/// or never) falls back to the table's index by identity and puts the hint right.
@MainActor final class RecordTable {
    private var slots: ContiguousArray<CompositedLayer?> = []
    private var freeSlots: [Int] = []
    private var index: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { index.isEmpty }
    var count: Int { index.count }

    /// The layer's record, if there is one.
    @inline(__always) func find(_ layer: CALayer) -> CompositedLayer? {
        let hint = layer.recordSlot
        if hint >= 0, hint < slots.count, let c = slots[hint], c.id == ObjectIdentifier(layer) { return c }
        // (A layer no compositor has drawn has no record anywhere: a new screen's layers are not hashed.)
        guard hint >= 0, let i = index[ObjectIdentifier(layer)] else { return nil }
        layer.recordSlot = i
        return slots[i]
    }

    /// The record left under an identity (a departed layer's, which may be released by now).
    subscript(id: ObjectIdentifier) -> CompositedLayer? { index[id].flatMap { slots[$0] } }

    /// A new record for `layer`.
    func insert(_ layer: CALayer) -> CompositedLayer {
        let slot = freeSlots.popLast() ?? slots.count
        let c = CompositedLayer(layer, slot: slot)
        if slot == slots.count { slots.append(c) } else { slots[slot] = c }
        index[c.id] = slot
        layer.recordSlot = slot
        return c
    }

    func remove(_ id: ObjectIdentifier) {
        guard let slot = index.removeValue(forKey: id) else { return }
        slots[slot] = nil
        freeSlots.append(slot)
    }

    /// Removes the records `refuse` picks.
    func removeAll(where refuse: (CompositedLayer) -> Bool) {
        for c in slots.compactMap({ $0 }) where refuse(c) { remove(c.id) }
    }
}
