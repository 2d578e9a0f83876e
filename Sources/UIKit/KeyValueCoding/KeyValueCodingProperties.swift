import Foundation

/// A class whose properties key-value coding reads and sets through Swift key paths, by key.
///
/// iOS finds a property by its name through the Objective-C runtime; Linux has none, and Swift's
/// `Mirror` sees stored properties only, and cannot set them. `uikit-port` writes this table for
/// the app's own `NSObject` subclasses from the properties it can see: every `var` as a
/// `ReferenceWritableKeyPath` (which `setValue(_:forKey:)` sets), every `let` and computed
/// property as a `KeyPath` (read only). A subclass's table adds its own to its superclass's.
///
/// A class that answers unknown keys itself declares `value(forUndefinedKey:)` or
/// `setValue(_:forUndefinedKey:)` (the port takes off their `override`, as `NSObject` on Linux has no
/// such member to override); `NSObject`'s report UIKit's exception otherwise.
public protocol KeyValueCodingProperties: AnyObject {
    /// The properties by key: `["name": \Person.name, "age": \Person.age]`.
    var keyValueCodingKeyPaths: [String: AnyKeyPath] { get }
    /// The value for a key the class has no property for.
    @preconcurrency @MainActor func value(forUndefinedKey key: String) -> Any?
    /// Sets a key the class has no property for.
    @preconcurrency @MainActor func setValue(_ value: Any?, forUndefinedKey key: String)
}

/// A key path that can set its property on an object given as `Any`: `ReferenceWritableKeyPath`,
/// whose root and value types are opened here, where they are known.
protocol KeyValueSetting {
    /// Sets the property when `object` is of the root type and `value` of the property's (numbers
    /// converted, nil for an optional); says whether it could.
    func setValue(_ value: Any?, on object: AnyObject) -> KeyValueSettingResult
}

enum KeyValueSettingResult { case set, wrongType, nilForNonOptional }

extension ReferenceWritableKeyPath: KeyValueSetting {
    func setValue(_ value: Any?, on object: AnyObject) -> KeyValueSettingResult {
        guard let root = object as? Root else { return .wrongType }
        guard let value, !(value is NSNull) else {
            guard let none = (Value.self as? KeyValueNilValue.Type)?.nilValue as? Value else { return .nilForNonOptional }
            root[keyPath: self] = none
            return .set
        }
        guard let converted = NibValue.convert(value, to: Value.self) else { return .wrongType }
        root[keyPath: self] = converted
        return .set
    }
}

/// The optional types: what nil is as a value of each.
protocol KeyValueNilValue { static var nilValue: Any { get } }

extension Optional: KeyValueNilValue {
    static var nilValue: Any { Optional<Wrapped>.none as Any }
}
