import Foundation
import UIKit

extension NSPredicate {
    /// `NSPredicate(format:)` for the predicates UI tests write about elements, which Linux's
    /// Foundation cannot parse (OpenUIKit's own; `uikit-port` rewrites a UI test's
    /// `NSPredicate(format:)` to it; UIKit's `PredicateFormat` reads the format): comparisons of `label`, `identifier`, `title`, `value`,
    /// `placeholderValue`, `elementType`, `isEnabled`, `isSelected`, `hasFocus`, and an element's
    /// `exists` and `isHittable`, with `==`, `!=`, `<`, `>`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
    /// `LIKE`, `MATCHES` and `IN` (`[c]`, `[d]`), joined by `AND`, `OR` and `NOT`; `%@`, `%K`, `%d`
    /// and `%f` take the arguments in turn. A format it cannot read fails the test with Foundation's
    /// message and matches nothing.
    public convenience init(elementFormat format: String, _ arguments: Any...) {
        self.init(elementFormat: format, argumentArray: arguments)
    }

    public convenience init(elementFormat format: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat.parse(format, arguments: arguments ?? [])
        } catch {
            let message = "\(error)"
            if Thread.isMainThread { MainActor.assumeIsolated { TestFailure.record(message) } }
            parsed = .constant(false)
        }
        self.init { object, _ in
            nonisolated(unsafe) let object = object
            return MainActor.assumeIsolated { parsed.evaluate(object, keyValue: Self.elementValue) }
        }
    }

    /// A key path's value on an element: its attributes, and `exists` and `isHittable` on an
    /// `XCUIElement` (UIKit's parser reads the format; XCUIAutomation says what the keys mean).
    @MainActor private static func elementValue(_ object: Any?, _ path: String) -> Any? {
        let element = object as? XCUIElement
        let attributes = object as? XCUIElementAttributes
        switch path {
        case "exists": return element?.exists
        case "isHittable", "hittable": return element?.isHittable
        case "label": return attributes?.label
        case "identifier": return attributes?.identifier
        case "title": return attributes?.title
        case "placeholderValue": return attributes?.placeholderValue
        case "value": return attributes?.value
        case "elementType": return attributes.map { Double($0.elementType.rawValue) }
        case "isEnabled", "enabled": return attributes?.isEnabled
        case "isSelected", "selected": return attributes?.isSelected
        case "hasFocus": return attributes?.hasFocus
        default: return nil
        }
    }
}
