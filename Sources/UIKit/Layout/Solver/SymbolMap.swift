import Foundation

/// A map from solver symbols to values, stored by the symbol's serial number (symbols are
/// numbered densely), so a lookup is an array index rather than a hash.
struct SymbolMap<Value> {
    private var storage: [Value?] = []
    /// The whole symbol (kind bits too) at each index in use.
    private var symbols: [Int] = []

    private mutating func grow(_ i: Int) {
        if i >= storage.count {
            storage.append(contentsOf: repeatElement(nil, count: i - storage.count + 1))
            symbols.append(contentsOf: repeatElement(0, count: i - symbols.count + 1))
        }
    }

    subscript(symbol: Int) -> Value? {
        get {
            let i = symbol >> 2
            return i < storage.count ? storage[i] : nil
        }
        set {
            let i = symbol >> 2
            if newValue == nil && i >= storage.count { return }
            grow(i)
            symbols[i] = symbol
            storage[i] = newValue
        }
        _modify {
            let i = symbol >> 2
            grow(i)
            symbols[i] = symbol
            yield &storage[i]
        }
    }

    subscript(symbol: Int, default make: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? make() }
        _modify {
            let i = symbol >> 2
            grow(i)
            symbols[i] = symbol
            if storage[i] == nil { storage[i] = make() }
            yield &storage[i]!
        }
    }

    /// Every value with its symbol, in symbol order.
    func forEach(_ body: (Int, Value) -> Void) {
        for i in storage.indices { if let v = storage[i] { body(symbols[i], v) } }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Value? {
        let i = symbol >> 2
        guard i < storage.count, let v = storage[i] else { return nil }
        storage[i] = nil
        return v
    }
}
