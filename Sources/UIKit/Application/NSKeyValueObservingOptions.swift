import Foundation

/// What a key-value observation reports (Foundation's, which Linux's Foundation lacks).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// The handler runs once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// The handler also runs before each change (`isPrior`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}
