import Foundation

/// Sort descriptors by key, as iOS makes them (Linux's Foundation has only key-path ones): each
/// object's value is read by key-value coding (`"name"`, `"owner.age"`, `"@count"` paths too)
/// and compared by the selector's comparison (`compare:` when none is given; see
/// `KeyValueOrdering`). `NSArray.sortedArray(using:)` and `NSMutableArray.sort(using:)` use them
/// as any other descriptor.
extension NSSortDescriptor {
    /// Sorts by the value at `key`, with `compare:`.
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, selector: nil)
    }

    /// Sorts by the value at `key`, compared as the selector names: `compare:`,
    /// `caseInsensitiveCompare:`, `localizedCompare:`, `localizedCaseInsensitiveCompare:`,
    /// `localizedStandardCompare:` (`uikit-port` writes `#selector(NSString.localizedStandardCompare(_:))`
    /// as `Selector("localizedStandardCompare:")`).
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let sortKey = KeyValueSortKey(key: key, selector: selector?.name ?? "compare:")
        self.init(keyPath: \Optional<Any>.[keyValueSortKey: sortKey], ascending: ascending) { a, b in
            KeyValueOrdering.compare(a, b, selector: sortKey.selector)
        }
    }

    /// Sorts by the value at `key`, ordered by `cmptr`.
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        let sortKey = KeyValueSortKey(key: key, selector: "compare:")
        self.init(keyPath: \Optional<Any>.[keyValueSortKey: sortKey], ascending: ascending) { a, b in
            cmptr(a, b)
        }
    }

    /// The key path the descriptor reads (nil for one made from a Swift key path, or with no key).
    public var key: String? { madeByKey?.key }

    /// The comparison's selector, for a descriptor made by key.
    public var selector: Selector? { madeByKey.map { Selector($0.selector) } }

    /// The key and selector a descriptor made by key was given: asked of its key path with an
    /// object that records them (the key path keeps them as its subscript's argument).
    private var madeByKey: KeyValueSortKey? {
        guard keyPath is KeyPath<Optional<Any>, Any?> else { return nil }
        let probe = KeyValueSortKey.Probe()
        _ = compare(probe, to: probe)
        return probe.recorded
    }
}

/// What a sort descriptor made by key sorts by: the argument of its key path's subscript.
struct KeyValueSortKey: Hashable, Sendable {
    let key: String?
    let selector: String

    /// An object a sort descriptor is asked to compare to learn its key.
    final class Probe {
        var recorded: KeyValueSortKey?
    }
}

extension Optional where Wrapped == Any {
    /// The value a sort descriptor made by key compares: the object's value at the key (the object
    /// itself for a nil key), read by key-value coding on the main actor, where UIKit sorts.
    subscript(keyValueSortKey sortKey: KeyValueSortKey) -> Any? {
        if let probe = self as? KeyValueSortKey.Probe {
            probe.recorded = sortKey
            return nil
        }
        guard let key = sortKey.key else { return self }
        nonisolated(unsafe) let object = self
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated { value = KeyValueCoding.value(of: object, forKeyPath: key) }
        return value
    }
}
