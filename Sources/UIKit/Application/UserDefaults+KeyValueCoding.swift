import Foundation

/// Key-value coding on the defaults, as iOS code writes it (`defaults.setValue(x, forKey: "k")`):
/// the same as `set(_:forKey:)` and `object(forKey:)`.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
