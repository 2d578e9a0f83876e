import Foundation

/// An open-addressing hash table from solver symbols (positive integers) to values: a
/// multiplicative hash and linear probing, no per-process seeded hashing (which dominated the
/// solver's profile with Swift's Dictionary and Set). Iteration order is the table's, fixed for
/// the same operations; the solver breaks every tie by symbol number anyway.
struct SymbolTable<Value>: Sequence {
    private static var empty: Int { 0 }
    private static var deleted: Int { -1 }
    private var keys_: [Int] = []
    private var values: [Value?] = []
    private(set) var count = 0
    private var used = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    private func slot(_ key: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The index holding `key`, or nil.
    private func find(_ key: Int) -> Int? {
        guard !keys_.isEmpty else { return nil }
        let mask = keys_.count - 1
        var i = slot(key, mask)
        while true {
            let k = keys_[i]
            if k == key { return i }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let old = zip(keys_, values).filter { $0.0 > 0 }
        let capacity = Swift.max(8, (count + 1) * 2).nextPowerOfTwo
        keys_ = Array(repeating: Self.empty, count: capacity)
        values = Array(repeating: nil, count: capacity)
        count = 0
        used = 0
        for (k, v) in old { insertNew(k, v!) }
    }

    private mutating func insertNew(_ key: Int, _ value: Value) {
        if (used + 1) * 4 > keys_.count * 3 { grow() }
        let mask = keys_.count - 1
        var i = slot(key, mask)
        while keys_[i] > 0 { i = (i + 1) & mask }
        if keys_[i] == Self.empty { used += 1 }
        keys_[i] = key
        values[i] = value
        count += 1
    }

    subscript(key: Int) -> Value? {
        get { find(key).flatMap { values[$0] } }
        set {
            if let i = find(key) {
                if let v = newValue { values[i] = v } else {
                    keys_[i] = Self.deleted
                    values[i] = nil
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
        let v = values[i]
        keys_[i] = Self.deleted
        values[i] = nil
        count -= 1
        return v
    }

    /// Applies `f` to every value in place.
    mutating func updateValues(_ f: (Value) -> Value) {
        for i in keys_.indices where keys_[i] > 0 { values[i] = f(values[i]!) }
    }

    var keys: [Int] { keys_.filter { $0 > 0 } }

    struct Iterator: IteratorProtocol {
        let keys: [Int], values: [Value?]
        var i = 0
        mutating func next() -> (key: Int, value: Value)? {
            while i < keys.count {
                defer { i += 1 }
                if keys[i] > 0 { return (keys[i], values[i]!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys_, values: values) }
}

private extension Int {
    var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
