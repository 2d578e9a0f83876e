import Foundation

/// Evaluating a parsed predicate against an object, its key paths read through a lookup.
extension PredicateFormat {

    /// Whether `object` satisfies the predicate, with `keyValue(object, keyPath)` reading each key
    /// path (`SELF` is the object itself; `SELF.name` reads `name`).
    @MainActor package func evaluate(_ object: Any?, keyValue: (Any?, String) -> Any?) -> Bool {
        switch self {
        case .constant(let b): return b
        case .not(let e): return !e.evaluate(object, keyValue: keyValue)
        case .and(let a, let b): return a.evaluate(object, keyValue: keyValue) && b.evaluate(object, keyValue: keyValue)
        case .or(let a, let b): return a.evaluate(object, keyValue: keyValue) || b.evaluate(object, keyValue: keyValue)
        case let .compare(l, op, r, options):
            let left = Self.resolve(l, object, keyValue), right = Self.resolve(r, object, keyValue)
            guard let quantifier = options.quantifier else { return Self.compare(left, op, right, options) }
            let items = Self.collection(left) ?? []
            let matches = items.lazy.map { Self.compare($0, op, right, options) }
            switch quantifier {
            case .any: return matches.contains(true)
            case .all: return !matches.contains(false)
            case .noneOf: return !matches.contains(true)
            }
        }
    }

    /// A key path's value on the object, or the literal.
    @MainActor private static func resolve(_ operand: Operand, _ object: Any?, _ keyValue: (Any?, String) -> Any?) -> Any? {
        switch operand {
        case .value(let v): return v
        case .keyPath("SELF"): return object
        case .keyPath(let path) where path.hasPrefix("SELF."): return keyValue(object, String(path.dropFirst(5)))
        case .keyPath(let path): return keyValue(object, path)
        }
    }

    /// An array's or a set's elements; nil for a string or any other value.
    private static func collection(_ v: Any?) -> [Any]? {
        guard let v, !(v is String), !(v is NSString) else { return nil }
        if let set = v as? NSSet { return set.allObjects }
        if let array = v as? [Any] { return array }
        if let array = v as? NSArray { return array.map { $0 } }
        return nil
    }

    /// A number (or a Boolean), or a string that reads as one (an element's value is text).
    private static func number(_ v: Any?) -> Double? {
        guard let v else { return nil }
        if let s = v as? String { return Double(s) }
        return KeyValueOrdering.number(v)
    }

    private static func text(_ v: Any?, _ c: Bool, _ d: Bool) -> String? {
        guard var s = v.map({ $0 as? String ?? ($0 is NSNull ? nil : "\($0)") }) ?? nil else { return nil }
        if d { s = s.folding(options: .diacriticInsensitive, locale: nil) }
        if c { s = s.lowercased() }
        return s
    }

    private static func compare(_ l: Any?, _ op: Operator, _ r: Any?, _ options: Options) -> Bool {
        let c = options.caseInsensitive, d = options.diacriticInsensitive
        switch op {
        case .equal, .notEqual:
            let same: Bool
            if l is String || r is String {
                same = text(l, c, d) == text(r, c, d)
            } else if let a = number(l), let b = number(r) {
                same = a == b
            } else {
                same = KeyValueOrdering.equal(l, r)
            }
            return op == .equal ? same : !same
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            // Numbers as numbers; strings and dates as `compare:` orders them.
            let order: ComparisonResult
            if let a = number(l), let b = number(r) {
                order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            } else if let a = l as? String, let b = r as? String {
                order = text(a, c, d)!.compare(text(b, c, d)!)
            } else if let a = l as? Date, let b = r as? Date {
                order = a.compare(b)
            } else {
                return false
            }
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .contains where collection(l) != nil:
            // CONTAINS on a collection: one of its elements is the value.
            return collection(l)!.contains { compare($0, .equal, r, options) }
        case .between:
            guard let bounds = collection(r), bounds.count == 2 else { return false }
            return compare(l, .greaterOrEqual, bounds[0], options) && compare(l, .lessOrEqual, bounds[1], options)
        case .contains, .beginsWith, .endsWith:
            guard let a = text(l, c, d), let b = text(r, c, d) else { return false }
            return op == .contains ? a.contains(b) : op == .beginsWith ? a.hasPrefix(b) : a.hasSuffix(b)
        case .like, .matches:
            guard let a = text(l, false, d), let b = text(r, false, d) else { return false }
            let pattern = op == .matches ? b
                : NSRegularExpression.escapedPattern(for: b).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: c ? [.caseInsensitive] : []) else { return false }
            return regex.firstMatch(in: a, range: NSRange(a.startIndex..., in: a)) != nil
        case .in:
            if let items = collection(r) { return items.contains { compare(l, .equal, $0, options) } }
            return compare(r, .contains, l, options)
        }
    }
}
