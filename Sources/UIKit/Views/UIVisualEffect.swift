import Foundation

/// A visual effect a `UIVisualEffectView` (or a bar's background) draws: a blur or vibrancy.
@preconcurrency @MainActor open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
    public override init() { super.init() }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
