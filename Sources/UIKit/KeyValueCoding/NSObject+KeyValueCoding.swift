import Foundation

/// Key-value coding on every object, as Foundation has it on iOS (Linux's Foundation has none):
/// an app's model objects by their properties, arrays and sets element by element, dictionaries
/// by key, key paths with collection operators (`"@sum.price"`). Declared on the protocol that
/// `NSObject` adopts, as Apple's overlay declares key-value observing, so that a class's own
/// `value(forKey:)` (a layer's) is what its type's callers get, and an `NSObject` reference asks
/// it through `CustomKeyValueCoding`.
extension _KeyValueCodingAndObserving where Self: NSObject {
    /// The value of the property named `key`; for an array, each element's; for a dictionary, the
    /// object for `key`. An unknown key goes to `value(forUndefinedKey:)`.
    @preconcurrency @MainActor public func value(forKey key: String) -> Any? {
        KeyValueCoding.value(of: self, forKey: key)
    }

    /// The value at a dotted key path (`"owner.name"`), with the collection operators `@count`,
    /// `@sum`, `@avg`, `@min`, `@max`, `@unionOfObjects`, `@distinctUnionOfObjects`,
    /// `@unionOfArrays`, `@distinctUnionOfArrays` and `@distinctUnionOfSets`.
    @preconcurrency @MainActor public func value(forKeyPath keyPath: String) -> Any? {
        KeyValueCoding.value(of: self, forKeyPath: keyPath)
    }

    /// Sets the property named `key` through the key paths `uikit-port` lists for the class
    /// (`KeyValueCodingProperties`); numbers are converted to the property's type. An unknown key
    /// goes to `setValue(_:forUndefinedKey:)`, nil for a non-optional to `setNilValueForKey(_:)`.
    @preconcurrency @MainActor public func setValue(_ value: Any?, forKey key: String) {
        KeyValueCoding.setValue(value, on: self, forKey: key)
    }

    /// Sets the property at the end of a dotted key path.
    @preconcurrency @MainActor public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyValueCoding.setValue(value, on: self, forKeyPath: keyPath)
    }

    /// UIKit's NSUnknownKeyException, reported through `UIKitRuntime.failureHandler`; nil.
    @preconcurrency @MainActor public func value(forUndefinedKey key: String) -> Any? {
        UIKitRuntime.fail("[<\(NibValue.describe(self))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        return nil
    }

    /// UIKit's NSUnknownKeyException, reported through `UIKitRuntime.failureHandler`.
    @preconcurrency @MainActor public func setValue(_ value: Any?, forUndefinedKey key: String) {
        NibValue.undefinedKey(self, key)
    }

    /// Foundation's NSInvalidArgumentException for nil given to a property that cannot be nil.
    @preconcurrency @MainActor public func setNilValueForKey(_ key: String) {
        UIKitRuntime.fail("[<\(NibValue.describe(self))> setNilValueForKey]: could not set nil as the value for the key \(key).")
    }

    /// The values for `keys`, `NSNull` for nil.
    @preconcurrency @MainActor public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    /// Sets each key's value (`NSNull` sets nil).
    @preconcurrency @MainActor public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }
}
