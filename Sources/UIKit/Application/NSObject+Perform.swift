import Foundation
@_spi(OpenUIKit) import QuartzCore

extension NSObject {
    /// Runs `block` after `delay` seconds on the one clock: the Linux form of
    /// `perform(_:with:afterDelay:)` (PORTING.md). The request belongs to `self`.
    @MainActor public func perform(afterDelay delay: TimeInterval, _ block: @escaping () -> Void) {
        let env = UIKitEnvironment.current
        env.scheduler.schedule(at: MediaClock.now + max(0, delay), target: self, action: block)
    }

    /// Cancels every `perform(afterDelay:)` request whose receiver is `aTarget`.
    @MainActor public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        UIKitEnvironment.current.scheduler.cancel(target: aTarget as AnyObject)
    }
}
