import Foundation

/// `NSPredicate(format:)` as iOS has it (Linux's Foundation parses no formats): Foundation's format
/// language (`PredicateFormat`) over key-value coding, so that `filtered(using:)`,
/// `evaluate(with:)`, `NSArray.filtered(using:)` and `NSMutableArray.filter(using:)` work on an
/// app's objects, dictionaries and Foundation's values. A format that cannot be read reports
/// Foundation's NSInvalidArgumentException message through `UIKitRuntime.failureHandler`, and the
/// predicate matches nothing.
extension NSPredicate {
    /// A predicate from a format; `%@` (a value), `%K` (a key path), `%d` and `%f` take the
    /// arguments in turn.
    @preconcurrency @MainActor public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// The same, the arguments in an array.
    @preconcurrency @MainActor public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        } catch {
            UIKitRuntime.fail("\(error)")
            parsed = .constant(false)
        }
        self.init { object, _ in
            nonisolated(unsafe) let object = object
            return MainActor.assumeIsolated {
                parsed.evaluate(object) { KeyValueCoding.value(of: $0, forKeyPath: $1) }
            }
        }
    }
}
