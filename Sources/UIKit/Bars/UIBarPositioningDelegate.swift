import Foundation

/// Tells a bar where it sits. `.topAttached` makes a bar at the top run its background on under
/// the status bar, as iOS 7 and later draw it; a bar whose delegate answers `.any` (the default)
/// takes its own default position (top for navigation and search bars, bottom for toolbars).
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
