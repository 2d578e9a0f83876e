import Foundation

/// How sort descriptors, predicates and `@min`/`@max` compare the values key-value coding reads:
/// numbers as numbers, strings by the comparison a selector names (`compare:`,
/// `caseInsensitiveCompare:`, `localizedCompare:`, `localizedCaseInsensitiveCompare:`,
/// `localizedStandardCompare:`), dates by time. Nil sorts before any value.
enum KeyValueOrdering {
    static func compare(_ a: Any?, _ b: Any?, selector: String) -> ComparisonResult {
        let a = a.flatMap(flatten), b = b.flatMap(flatten)
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = a as? String ?? (a as? NSString).map({ $0 as String }), let y = b as? String ?? (b as? NSString).map({ $0 as String }) {
            return compareStrings(x, y, selector: selector)
        }
        if let x = a as? Date, let y = b as? Date { return x.compare(y) }
        if let x = number(a!), let y = number(b!) { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
        return compareStrings("\(a!)", "\(b!)", selector: selector)
    }

    static func compareStrings(_ x: String, _ y: String, selector: String) -> ComparisonResult {
        switch selector {
        case "caseInsensitiveCompare:": return x.caseInsensitiveCompare(y)
        case "localizedCompare:": return x.localizedCompare(y)
        case "localizedCaseInsensitiveCompare:": return x.localizedCaseInsensitiveCompare(y)
        case "localizedStandardCompare:": return x.localizedStandardCompare(y)
        default: return x.compare(y)
        }
    }

    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        let a = a.flatMap(flatten), b = b.flatMap(flatten)
        if a == nil || b == nil { return a == nil && b == nil }
        if let x = a as? NSObject, let y = b as? NSObject, !(x is NSNumber), !(x is NSString) { return x.isEqual(y) }
        return compare(a, b, selector: "compare:") == .orderedSame
    }

    /// A number (or a Boolean) as a `Double`; nil for anything else.
    static func number(_ v: Any) -> Double? {
        switch v {
        case let n as NSNumber: return n.doubleValue
        case let b as Bool: return b ? 1 : 0
        case let i as Int: return Double(i)
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let c as CGFloat: return Double(c)
        case let i as Int32: return Double(i)
        case let i as Int64: return Double(i)
        case let u as UInt: return Double(u)
        case let d as Decimal: return NSDecimalNumber(decimal: d).doubleValue
        default: return nil
        }
    }

    private static func flatten(_ v: Any) -> Any? {
        if v is NSNull { return nil }
        let mirror = Mirror(reflecting: v)
        guard mirror.displayStyle == .optional else { return v }
        return mirror.children.first.flatMap { flatten($0.value) }
    }
}
