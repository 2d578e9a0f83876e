import Foundation

/// Key-value coding's collection operators (`@count`, `@sum.price`, `@distinctUnionOfObjects.name`
/// …): the left of a key path names a collection, the right the property of each element the
/// operator works on.
@MainActor enum KeyValueCollectionOperator {
    case count, sum, avg, min, max
    case unionOfObjects, distinctUnionOfObjects, unionOfArrays, distinctUnionOfArrays, distinctUnionOfSets

    init?(_ name: String) {
        switch name {
        case "count": self = .count
        case "sum": self = .sum
        case "avg": self = .avg
        case "min": self = .min
        case "max": self = .max
        case "unionOfObjects": self = .unionOfObjects
        case "distinctUnionOfObjects": self = .distinctUnionOfObjects
        case "unionOfArrays": self = .unionOfArrays
        case "distinctUnionOfArrays": self = .distinctUnionOfArrays
        case "distinctUnionOfSets": self = .distinctUnionOfSets
        default: return nil
        }
    }

    /// The operator over `elements`, each read at `rest` (the elements themselves when there is none).
    /// Numbers come back as `NSNumber` (Foundation gives an `NSDecimalNumber` for `@sum`); nil and
    /// `NSNull` values are skipped, and `@sum` of none is 0, `@avg`, `@min` and `@max` nil.
    func apply(to elements: [Any], rest: String?) -> Any? {
        if self == .count { return NSNumber(value: elements.count) }
        let values = elements.compactMap { element -> Any? in
            let v: Any? = if let rest { KeyValueCoding.value(of: element, forKeyPath: rest) } else { element }
            return v is NSNull ? nil : KeyValueCoding.unwrapped(v)
        }
        switch self {
        case .count: return nil
        case .sum, .avg:
            let numbers = values.compactMap(KeyValueOrdering.number)
            if self == .avg && numbers.isEmpty { return nil }
            let total = numbers.reduce(0, +)
            if self == .avg { return NSNumber(value: total / Double(numbers.count)) }
            return total == total.rounded() && abs(total) < 1e15 ? NSNumber(value: Int(total)) : NSNumber(value: total)
        case .min, .max:
            return values.reduce(nil as Any?) { best, v in
                guard let best else { return v }
                let order = KeyValueOrdering.compare(v, best, selector: "compare:")
                return (self == .min ? order == .orderedAscending : order == .orderedDescending) ? v : best
            }
        case .unionOfObjects: return values
        case .distinctUnionOfObjects: return Self.distinct(values)
        case .unionOfArrays, .distinctUnionOfArrays, .distinctUnionOfSets:
            let flat = values.flatMap { KeyValueCoding.elements(of: $0)?.values ?? [$0] }
            return self == .unionOfArrays ? flat : Self.distinct(flat)
        }
    }

    /// The values without repeats, in the order first seen (Foundation's order is its set's).
    static func distinct(_ values: [Any]) -> [Any] {
        var seen: [Any] = []
        for v in values where !seen.contains(where: { KeyValueOrdering.equal($0, v) }) { seen.append(v) }
        return seen
    }
}
