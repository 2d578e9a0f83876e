import Foundation

extension NSPredicate {
    /// `NSPredicate(format:)` for the predicates UI tests write about elements, which Linux's
    /// Foundation cannot parse (OpenUIKit's own; `uikit-port` rewrites a UI test's
    /// `NSPredicate(format:)` to it): comparisons of `label`, `identifier`, `title`, `value`,
    /// `placeholderValue`, `elementType`, `isEnabled`, `isSelected`, `hasFocus`, and an element's
    /// `exists` and `isHittable`, with `==`, `!=`, `<`, `>`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
    /// `LIKE`, `MATCHES` and `IN` (`[c]`, `[d]`), joined by `AND`, `OR` and `NOT`; `%@`, `%K`, `%d`
    /// and `%f` take the arguments in turn. A format it cannot read fails the test with Foundation's
    /// message and matches nothing.
    public convenience init(elementFormat format: String, _ arguments: Any...) {
        self.init(elementFormat: format, argumentArray: arguments)
    }

    public convenience init(elementFormat format: String, argumentArray arguments: [Any]?) {
        let parsed: ElementPredicateFormat
        do {
            parsed = try ElementPredicateFormat.parse(format, arguments: arguments ?? [])
        } catch {
            let message = "\(error)"
            if Thread.isMainThread { MainActor.assumeIsolated { TestFailure.record(message) } }
            parsed = .constant(false)
        }
        self.init { object, _ in
            nonisolated(unsafe) let object = object
            return MainActor.assumeIsolated { parsed.evaluate(object) }
        }
    }
}
