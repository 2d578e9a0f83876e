import Foundation

/// What key-value observing is defined on: every `NSObject`, as on iOS.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Calls `changeHandler` when the value at `keyPath` changes: `Progress.fractionCompleted`, a
    /// scroll view's `contentOffset`, a view's `bounds`, an app's own properties. The change is seen
    /// at the device's next run-loop turn (see `KeyValueObservers`); a value that is not
    /// `Equatable` changes when it is another object.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let device = (self as? UIResponder)?.responderEnvironment ?? UIKitEnvironment.current
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation(device: device) { [weak self] in
            guard let self else { return false }
            let now = self[keyPath: keyPath]
            guard KeyValueComparison.differs(last, now) else { return false }
            let old = last
            last = now
            if options.contains(.prior) {
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
                                                             indexes: nil, isPrior: true))
            }
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                         oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
            return true
        }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

/// Whether two observed values differ: by `==` when they are equatable, by identity when objects.
enum KeyValueComparison {
    static func differs(_ a: Any, _ b: Any) -> Bool {
        if let ea = a as? any Equatable { return !equal(ea, b) }
        if let oa = optionalObject(a), let ob = optionalObject(b) { return oa !== ob }
        return false
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }

    private static func optionalObject(_ v: Any) -> AnyObject? {
        if case Optional<Any>.none = v { return nil }
        return type(of: v) is AnyClass ? v as AnyObject : nil
    }
}
