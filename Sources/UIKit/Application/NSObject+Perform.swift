import Foundation
import QuartzCore

extension NSObject {
    /// Runs `block` after `delay` seconds on the one clock: the Linux form of
    /// `perform(_:with:afterDelay:)` (PORTING.md). The request belongs to `self`.
    @preconcurrency @MainActor public func perform(afterDelay delay: TimeInterval, _ block: @escaping () -> Void) {
        // The request runs on the clock of the receiver's device (a view's, a controller's), else
        // of the device the code runs for.
        let env = (self as? UIResponder)?.responderEnvironment ?? UIKitEnvironment.current
        env.scheduler.schedule(after: max(0, delay), target: self, action: block)
    }

    /// Cancels every `perform(afterDelay:)` request whose receiver is `aTarget`.
    @preconcurrency @MainActor public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let env = (aTarget as? UIResponder)?.responderEnvironment ?? UIKitEnvironment.current
        env.scheduler.cancel(target: aTarget as AnyObject)
    }
}
