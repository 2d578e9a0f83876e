import Foundation

/// A `CustomKeyValueCoding` class that also reads dotted key paths whole (`"transform.rotation.z"`
/// names a part of one property of a layer, not a property of a property).
@preconcurrency @MainActor public protocol CustomKeyPathCoding: CustomKeyValueCoding {
    func value(forKeyPath keyPath: String) -> Any?
    func setValue(_ value: Any?, forKeyPath keyPath: String)
}
