import Foundation

/// Positions in a list by their items' hash values: an open-addressed table read by the hash's own
/// bits (mixed once), for the diff of two snapshots. A `[Int: Int]` keyed by hash values hashes each
/// of them again, which was most of a 10,000-item diff's cost.
struct HashPositions {
    private var hashes: [Int]
    private var positions: [Int]
    private let mask: Int

    /// A table for up to `count` hash values.
    init(count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        mask = size - 1
        hashes = [Int](repeating: 0, count: size)
        positions = [Int](repeating: -1, count: size)
    }

    /// Fibonacci hashing: spreads hash values that differ only in their high bits (a type's own
    /// `hashValue` need not be well mixed).
    @inline(__always)
    private func slot(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Stores `position` for `hash`; returns the position stored for it before, or -1.
    @inline(__always)
    mutating func exchange(_ hash: Int, _ position: Int) -> Int {
        var i = slot(hash)
        while positions[i] >= 0 {
            if hashes[i] == hash {
                let previous = positions[i]
                positions[i] = position
                return previous
            }
            i = (i + 1) & mask
        }
        hashes[i] = hash
        positions[i] = position
        return -1
    }

    /// The position last stored for `hash`, or -1.
    @inline(__always)
    func position(_ hash: Int) -> Int {
        var i = slot(hash)
        while positions[i] >= 0 {
            if hashes[i] == hash { return positions[i] }
            i = (i + 1) & mask
        }
        return -1
    }
}
