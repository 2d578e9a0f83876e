import Foundation

/// Calling a method by selector, as Objective-C's `performSelector:` does: a selector made from a
/// method reference calls that method; one made from a string calls an `@IBAction` of that
/// Objective-C name on an `@IBConnectable` object. Any other sends UIKit's "unrecognized selector".
extension NSObject {
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
        send(aSelector, nil)
    }

    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
        send(aSelector, object)
    }

    /// The second argument is not passed on: an action takes at most its sender.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        send(aSelector, object1)
    }

    @MainActor private func send(_ selector: Selector, _ argument: Any?) -> Unmanaged<AnyObject>! {
        if let invoke = selector.invoke, selector.isImplemented?(self) == true {
            invoke(self, argument)
        } else if let action = (self as? NibConnectable)?.nibAction(selector.name) {
            _ = action(argument)
        } else {
            NibValue.unrecognizedSelector(self, selector.name)
        }
        return nil
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// `responds(to:)` on any object: a responder answers itself (apps override it there); any other
    /// implements a selector made from one of its type's methods, or an `@IBAction` of that name.
    @preconcurrency @MainActor public func responds(to aSelector: Selector) -> Bool {
        if let responder = self as? UIResponder { return responder.responds(to: aSelector) }
        if let implemented = aSelector.isImplemented { return implemented(self) }
        return (self as? NibConnectable)?.nibAction(aSelector.name) != nil
    }
}
