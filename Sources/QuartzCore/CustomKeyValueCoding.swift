import Foundation

/// A class that answers key-value coding itself rather than by its stored properties: Core
/// Animation's layers, animations and emitter cells keep values for any key an app sets. UIKit's
/// `value(forKey:)` and `setValue(_:forKey:)` on `NSObject` ask the object through this hook, so a
/// layer seen as an `NSObject` gives the same answer as seen as a `CALayer`. Declared here, below
/// UIKit, so that QuartzCore's classes conform in their own module.
@preconcurrency @MainActor public protocol CustomKeyValueCoding: AnyObject {
    /// The value for `key`, as the class keeps or computes it.
    func value(forKey key: String) -> Any?
    /// Sets the value for `key`, as the class keeps it.
    func setValue(_ value: Any?, forKey key: String)
}
