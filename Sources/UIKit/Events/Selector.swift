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

    public init(_ name: String) {
        self.name = name
        isImplemented = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The selector of an action that takes the sender.
    public init<T: AnyObject, S>(_ action: (T) -> (S) -> Void) {
        name = "\(T.self).action(_:)"
        isImplemented = { $0 is T }
    }

    /// The selector of an action that takes no arguments.
    public init<T: AnyObject>(_ action: (T) -> () -> Void) {
        name = "\(T.self).action"
        isImplemented = { $0 is T }
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
