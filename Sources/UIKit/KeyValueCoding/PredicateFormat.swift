import Foundation

/// Foundation's predicate format language (`name CONTAINS[cd] %@`, `price BETWEEN {1, 5}`,
/// `ANY tags == "red"`, `NOT (done == YES) AND age > 18`), parsed into a tree that evaluates with
/// a key lookup the user supplies: key-value coding for an app's objects (`NSPredicate(format:)`),
/// an element's attributes for a UI test's queries (XCUIAutomation's `NSPredicate(elementFormat:)`).
/// Linux's Foundation has no parser of its own. (Unchecked: its literals are strings, numbers and
/// arrays of them, and the arguments an app passed, never changed once parsed.)
package indirect enum PredicateFormat: @unchecked Sendable {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case compare(Operand, Operator, Operand, Options)

    package enum Operand {
        case keyPath(String)
        case value(Any)
    }

    package enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES", `in` = "IN"
        case between = "BETWEEN"
    }

    /// `ANY`/`SOME`, `ALL` and `NONE` before a collection's key path.
    package enum Quantifier { case any, all, noneOf }

    /// A comparison's `[c]` (case-insensitive) and `[d]` (diacritic-insensitive) flags and quantifier.
    package struct Options {
        var caseInsensitive = false
        var diacriticInsensitive = false
        var quantifier: Quantifier?
    }

    /// A format that cannot be read: what is wrong and where.
    package struct ParseError: Error, CustomStringConvertible {
        let format: String
        let reason: String
        package var description: String { "Unable to parse the format string \"\(format)\": \(reason)" }
    }
}
