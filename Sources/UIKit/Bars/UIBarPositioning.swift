import Foundation

/// A bar that knows where it sits: at the top, the bottom, or at the top running on under the status bar.
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}
