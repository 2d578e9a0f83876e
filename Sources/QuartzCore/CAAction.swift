import Foundation

/// Something a layer runs when one of its properties changes: usually an animation.
@preconcurrency @MainActor public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// Returned from `action(forKey:)` or `actions` to mean "no action, stop searching", as on Apple's platforms.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
