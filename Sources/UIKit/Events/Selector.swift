/// Names an action, where iOS has an Objective-C selector (Linux has none).
///
/// `Selector("copy:")` names an action by string, as Swift on iOS can. A method reference gives
/// the selector the responder chain asks about when it carries that action: `Selector(Editor.save)`.
/// Linux Swift cannot read a method's name from a reference, so such a selector is named after the
/// target's type and the method's shape ("Editor.action(_:)"), and two methods of one type with one
/// shape share a selector. A responder "implements" it when it is an `Editor`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name.
    public let name: String
    /// Whether a responder implements the action (nil: decided by name only, never by type).
    let isImplemented: (@Sendable (AnyObject) -> Bool)?
    /// Calls the method on a receiver of its type with an argument (`perform(_:with:)`); nil for a
    /// selector made from a string.
    let invoke: (@Sendable (AnyObject, Any?) -> Void)?

    public init(_ name: String) {
        self.name = name
        isImplemented = nil
        invoke = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The selector of an action that takes the sender. (`T` may be a class-bound protocol, as an
    /// `@objc` protocol's method names an action any adopter performs.)
    public init<T, S>(_ action: @escaping (T) -> (S) -> Void) {
        name = "\(T.self).action(_:)"
        isImplemented = { $0 is T }
        nonisolated(unsafe) let action = action
        invoke = { receiver, argument in
            guard let t = receiver as? T else { return }
            if let s = argument as? S { action(t)(s) } else if let s = Optional<Any>.none as? S { action(t)(s) }
        }
    }

    /// The selector of an action that takes no arguments.
    public init<T>(_ action: @escaping (T) -> () -> Void) {
        name = "\(T.self).action"
        isImplemented = { $0 is T }
        nonisolated(unsafe) let action = action
        invoke = { receiver, _ in if let t = receiver as? T { action(t)() } }
    }

    public var description: String { name }

    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The selector's name: the Objective-C name for a selector made from a string (`"save:"`), the
/// Linux name (`"Editor.action(_:)"`) for one made from a method reference. `uikit-port` writes
/// `NSStringFromSelector(#selector(save(_:)))` as the string iOS gives, `"save:"`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// A selector named by a string, as `Selector(_:)` makes it.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
